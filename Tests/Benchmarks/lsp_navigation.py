#!/usr/bin/env python3
"""Measures references and rename through `screenkit lsp` over stdio, as an editor sees them.
Not a test: it prints figures.

Usage: lsp_navigation.py SCREENKIT FOLDER [--requests N]

The server gets FOLDER as its workspace folder (generate_screens.py --screens 1000 --files 100
writes the usual one); the editor opens the middle file. Each request asks at another
`pushes: NAME` of the workspace, in files open or not: textDocument/references (declaration
included) and textDocument/rename (documentChanges). Figures: request to answer, p50 and p99.
"""
import argparse
import os
import pathlib
import re
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from lsp_client import LSPClient  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def uses(folder):
    """(uri, position) of every `pushes: NAME`; columns are UTF-16 (the lines are ASCII there)."""
    found = []
    for path in sorted(pathlib.Path(folder).rglob("*.screen")):
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
            for match in re.finditer(r"pushes: (\w+)", line):
                prefix = line[:match.start(1) + 1]
                found.append((path.resolve().as_uri(), {"line": number, "character": len(prefix.encode("utf-16-le")) // 2}))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("folder")
    parser.add_argument("--requests", type=int, default=300)
    arguments = parser.parse_args()
    places = uses(arguments.folder)
    folder_uri = pathlib.Path(arguments.folder).resolve().as_uri()
    server = LSPClient([arguments.binary, "lsp"], timeout=120)
    server.request("initialize", {"processId": os.getpid(), "rootUri": folder_uri,
                                  "workspaceFolders": [{"uri": folder_uri, "name": "bench"}],
                                  "capabilities": {"workspace": {"workspaceEdit": {"documentChanges": True}}}})
    server.notify("initialized", {})
    files = sorted(pathlib.Path(arguments.folder).rglob("*.screen"))
    middle = files[len(files) // 2]
    server.notify("textDocument/didOpen", {"textDocument": {"uri": middle.resolve().as_uri(), "languageId": "screen", "version": 1,
                                                            "text": middle.read_text(encoding="utf-8")}})
    server.diagnostics(middle.resolve().as_uri(), 1)
    results = {"references": [], "rename": []}
    for round in range(arguments.requests):
        uri, position = places[round * 7919 % len(places)]
        document = {"textDocument": {"uri": uri}, "position": position}
        for method, params in (("references", {**document, "context": {"includeDeclaration": True}}),
                               ("rename", {**document, "newName": f"Renamed{round}"})):
            sent = time.perf_counter()
            arrived, answer = server.request(f"textDocument/{method}", params)
            if not answer.get("result"):
                raise SystemExit(f"{method} at {uri} {position} gave no result: {answer}")
            results[method].append((arrived - sent) * 1000)
    server.close()
    print(f"workspace: {len(files)} files, {len(places)} uses; {arguments.requests} requests of each")
    for method, latencies in results.items():
        print(f"{method}: p50 {statistics.median(latencies):.3f} ms, p99 {percentile(latencies, 0.99):.3f} ms")


if __name__ == "__main__":
    main()
