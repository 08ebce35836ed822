#!/usr/bin/env python3
"""Measures `screenkit check` on one generated file or folder: throughput and peak memory.

Usage: check_throughput.py SCREENKIT FILE|FOLDER [--runs N]
A folder counts the sizes of the *.screen files under it, as `screenkit check` finds them.
Prints the wall time of each run's percentiles, MB/s at the median, and the peak RSS as a
multiple of the input size. Pinned to one core with taskset when it is available.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import time


def run_once(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited with {code}")
    return elapsed, usage.ru_maxrss * 1024


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))
    return ordered[index]


def input_size(path):
    if not os.path.isdir(path):
        return os.path.getsize(path)
    total = 0
    for folder, subfolders, files in os.walk(path):
        subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        total += sum(os.path.getsize(os.path.join(folder, name)) for name in files if name.endswith(".screen"))
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screenkit")
    parser.add_argument("file", help="a .screen file, or a folder of them")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    size = input_size(args.file)
    command = [args.screenkit, "check", args.file, "--format", "json"]
    if shutil.which("taskset"):
        command = ["taskset", "-c", "0"] + command
    run_once(command)  # Warm the page cache.
    times, peaks = [], []
    for _ in range(args.runs):
        elapsed, peak = run_once(command)
        times.append(elapsed)
        peaks.append(peak)
    median = statistics.median(times)
    megabytes = size / 1_000_000
    print(f"input: {megabytes:.1f} MB, {args.runs} runs, one core")
    print(f"wall time: p50 {median * 1000:.0f} ms, p90 {percentile(times, 0.9) * 1000:.0f} ms, min {min(times) * 1000:.0f} ms")
    print(f"throughput at p50: {megabytes / median:.0f} MB/s")
    print(f"peak RSS: {max(peaks) / 1_000_000:.0f} MB = {max(peaks) / size:.2f}x the input")


if __name__ == "__main__":
    main()
