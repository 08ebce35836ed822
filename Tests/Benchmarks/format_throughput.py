#!/usr/bin/env python3
"""Measures `screenkit format` on one generated file: throughput and peak memory.

Usage: format_throughput.py SCREENKIT FILE [--runs N]
Two ways, each as a user runs them: `format --check FILE` (read, parse, format, compare) and
`format -` from the file to /dev/null (the same, and the formatted text written out); both on
the file as generated and on a copy with every line's indentation taken away (so that every
line changes). Prints the median wall time, MB/s at the median and the peak RSS as a
multiple of the input size. Pinned to one core with taskset when it is available.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import time


def run_once(command, stdin_path=None):
    start = time.perf_counter()
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    process = subprocess.Popen(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if stdin_path:
        stdin.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited with {code}")
    return elapsed, usage.ru_maxrss * 1024


def measure(command, size, runs, stdin_path=None):
    run_once(command, stdin_path)  # Warm the page cache.
    times, peaks = [], []
    for _ in range(runs):
        elapsed, peak = run_once(command, stdin_path)
        times.append(elapsed)
        peaks.append(peak)
    median = statistics.median(times)
    return median, size / median / 1e6, max(peaks) / size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screenkit")
    parser.add_argument("file")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    flat = args.file + ".unindented.screen"
    with open(args.file, encoding="utf-8") as source, open(flat, "w", encoding="utf-8") as target:
        for line in source:
            target.write(line.lstrip(" "))
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    print(f"{'input':<22} {'command':<16} {'MB':>7} {'median s':>9} {'MB/s':>8} {'peak RSS / input':>17}")
    for name, path in (("as generated", args.file), ("indentation removed", flat)):
        size = os.path.getsize(path)
        for label, command, stdin_path in (("format --check", [args.screenkit, "format", "--check", path], None),
                                           ("format -", [args.screenkit, "format", "-"], path)):
            median, rate, peak = measure(pin + command, size, args.runs, stdin_path)
            print(f"{name:<22} {label:<16} {size / 1e6:>7.1f} {median:>9.3f} {rate:>8.1f} {peak:>17.2f}")
    os.remove(flat)


if __name__ == "__main__":
    main()
