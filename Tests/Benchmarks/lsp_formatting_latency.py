#!/usr/bin/env python3
"""Measures textDocument/formatting through `screenkit lsp` over stdio, as an editor sees it.

Usage: lsp_formatting_latency.py SCREENKIT [--scratch DIR] [--requests N]

For generated documents of 1,000 and 10,000 lines (generate_screens.py --lines N): already
formatted (what a file formatted on every save is), as generated (the generator's layout
differs from the style in long cells and screen spacing), and with every line's indentation
taken away (every line then gets an edit). Request-to-answer latency of
textDocument/formatting, p50 and p99 over N requests, and the number of edits in the answer;
also textDocument/rangeFormatting of the middle line (the whole members on it).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from lsp_client import LSPClient  # noqa: E402

URI = "file:///bench/generated.screen"
OPTIONS = {"tabSize": 4, "insertSpaces": True}


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def latencies(server, method, params, count):
    times, edits = [], 0
    for _ in range(count):
        sent = time.perf_counter()
        arrived, answer = server.request(method, params)
        result = answer.get("result")
        if result is None:
            raise SystemExit(f"{method} gave no result: {answer}")
        edits = len(result)
        times.append((arrived - sent) * 1000)
    return times, edits


def measure(binary, text, requests):
    server = LSPClient([binary, "lsp"], timeout=60)
    server.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "screen", "version": 1, "text": text}})
    server.diagnostics(URI, 1)
    whole, edits = latencies(server, "textDocument/formatting", {"textDocument": {"uri": URI}, "options": OPTIONS}, requests)
    middle = text.count("\n") // 2
    span = {"start": {"line": middle, "character": 0}, "end": {"line": middle + 1, "character": 0}}
    ranged, range_edits = latencies(server, "textDocument/rangeFormatting", {"textDocument": {"uri": URI}, "range": span, "options": OPTIONS}, requests)
    server.close()
    return whole, edits, ranged, range_edits


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screenkit")
    parser.add_argument("--scratch", default=".scratch")
    parser.add_argument("--requests", type=int, default=100)
    args = parser.parse_args()
    os.makedirs(args.scratch, exist_ok=True)
    print(f"{'lines':>7} {'document':<20} {'edits':>6} {'p50 ms':>7} {'p99 ms':>7} {'range edits':>11} {'range p50':>9} {'range p99':>9}")
    for target in (1_000, 10_000):
        path = os.path.join(args.scratch, f"lsp-bench-{target}.screen")
        subprocess.run([sys.executable, os.path.join(HERE, "generate_screens.py"), path, "--lines", str(target)], check=True)
        text = open(path, encoding="utf-8").read()
        formatted = subprocess.run([args.screenkit, "format", "-"], input=text.encode(), capture_output=True, check=True).stdout.decode()
        for name, document in (("already formatted", formatted), ("as generated", text),
                               ("indentation removed", "\n".join(line.lstrip(" ") for line in text.split("\n")))):
            whole, edits, ranged, range_edits = measure(args.screenkit, document, args.requests)
            print(f"{document.count(chr(10)):>7} {name:<20} {edits:>6} {statistics.median(whole):>7.2f} {percentile(whole, 0.99):>7.2f}"
                  f" {range_edits:>11} {statistics.median(ranged):>9.2f} {percentile(ranged, 0.99):>9.2f}")
    print("p50/p99: textDocument/formatting request to answer, in ms (the whole document formatted each time); "
          "range: textDocument/rangeFormatting of the member on the middle line.")


if __name__ == "__main__":
    main()
