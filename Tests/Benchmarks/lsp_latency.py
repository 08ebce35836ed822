#!/usr/bin/env python3
"""Measures `screenkit lsp` over stdio, as an editor sees it. Not a test: it prints figures.

Usage: lsp_latency.py SCREENKIT [--scratch DIR] [--edits N] [--requests N]

For generated documents of 100, 1,000 and 10,000 lines (generate_screens.py --lines N):
  - initialize: from starting the process to the initialize answer;
  - didChange -> publishDiagnostics latency, p50 and p99 over N single-character edits: a
    space at the start of a line, and a letter in a navigation title (which changes the
    workspace's facts);
  - hover (on an element name) and completion (of a partly typed element name inside a
    table) latency, p50 and p99 over N requests each, in the middle of the document;
  - at 10,000 lines, a burst of 5 edits sent at once: time until the last version's
    diagnostics, and how many earlier versions were published at all;
  - peak RSS (VmHWM) of the server with the 10,000-line document open.

Then for findings-heavy documents of 1,000 and 10,000 lines (generate_screens.py --mistakes,
about 17 findings per 100 lines):
  - open -> first publishDiagnostics, p50 and p99 over 5 opens of the document under new names,
    from the write of the encoded message (this client's own encoding is left out);
  - didChange -> publishDiagnostics for a space typed at the start of a line near the start,
    in the middle and at the end of the document;
  - hover and completion during a burst of edits: each request is sent right after an edit,
    without waiting for that edit's diagnostics, so it competes with the publish.
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

TIMEOUT = 60


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def request_latencies(server, method, position, count):
    """Milliseconds from sending each of `count` requests at `position` to its answer."""
    latencies = []
    for _ in range(count):
        sent = time.perf_counter()
        arrived, answer = server.request(method, {"textDocument": {"uri": URI}, "position": position})
        if answer.get("result") is None:
            raise SystemExit(f"{method} at {position} gave no result: {answer}")
        latencies.append((arrived - sent) * 1000)
    return latencies


def middle_position(text, needle, offset):
    """The position `offset` characters into the first `needle` at or after the middle line."""
    lines = text.split("\n")
    for index in range(len(lines) // 2, len(lines)):
        column = lines[index].find(needle)
        if column >= 0:
            return {"line": index, "character": column + offset}
    raise SystemExit(f"no {needle!r} in the second half of the document")


def edit(version, line, insert, character=0, text=" "):
    """A one-character edit at `character` of `line`: insert `text`, or take it out again."""
    start = {"line": line, "character": character}
    end = {"line": line, "character": character if insert else character + 1}
    return {"textDocument": {"uri": URI, "version": version},
            "contentChanges": [{"range": {"start": start, "end": end}, "text": text if insert else ""}]}


def change_latencies(server, version, count, line, character=0, text=" "):
    """Milliseconds from each of `count` alternating edits to its version's diagnostics."""
    latencies = []
    for index in range(count):
        version += 1
        sent = time.perf_counter()
        server.notify("textDocument/didChange", edit(version, line, index % 2 == 0, character, text))
        arrived, _ = server.diagnostics(URI, version)
        latencies.append((arrived - sent) * 1000)
    return version, latencies


URI = "file:///bench/generated.screen"


def measure(binary, path, edits, requests):
    text = open(path, encoding="utf-8").read()
    lines = text.count("\n")
    server = LSPClient([binary, "lsp"], timeout=TIMEOUT)
    answered, _ = server.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
    initialize_ms = (answered - server.started) * 1000
    server.notify("initialized", {})
    opening = server.notification("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "screen", "version": 1, "text": text}})
    sent = time.perf_counter()
    server.write(opening)
    arrived, _ = server.diagnostics(URI, 1)
    open_ms = (arrived - sent) * 1000
    # ASCII up to these columns, so UTF-16 characters are bytes here.
    hover = request_latencies(server, "textDocument/hover", middle_position(text, "TableView {", 3), requests)
    completion = request_latencies(server, "textDocument/completion", middle_position(text, 'Cell "Bob"', 2), requests)

    middle = lines // 2
    version, latencies = change_latencies(server, 1, edits, middle)
    # Typing in a navigation title changes what other screens know of this one (back button
    # titles are compared with it): the workspace index is made again, and the screens that
    # read the title are checked again too.
    # The navigation bar's title stands alone on its line (a cell's `subtitle:` does not).
    title = middle_position(text, '    title: "', len('    title: "'))
    version, title_latencies = change_latencies(server, version, edits, title["line"], title["character"], "x")

    burst = None
    if version % 2 == 0:  # Leave the text as generated before the burst.
        version += 1
        server.notify("textDocument/didChange", edit(version, middle, insert=False))
        server.diagnostics(URI, version)
    first = version + 1
    sent = time.perf_counter()
    for offset in range(5):
        version += 1
        server.notify("textDocument/didChange", edit(version, middle, insert=offset % 2 == 0))
    seen = []
    arrived, _ = server.diagnostics(URI, version, seen)
    burst = ((arrived - sent) * 1000, [v for v in seen if v is not None and first <= v < version])
    peak = server.peak_rss_kib()
    server.close()
    return {
        "lines": lines, "bytes": len(text.encode()), "initialize_ms": initialize_ms, "open_ms": open_ms,
        "p50_ms": statistics.median(latencies), "p99_ms": percentile(latencies, 0.99),
        "title_p50_ms": statistics.median(title_latencies), "title_p99_ms": percentile(title_latencies, 0.99),
        "burst_ms": burst[0], "burst_stale_published": burst[1], "peak_rss_mib": peak / 1024 if peak else None,
        "hover_p50_ms": statistics.median(hover), "hover_p99_ms": percentile(hover, 0.99),
        "completion_p50_ms": statistics.median(completion), "completion_p99_ms": percentile(completion, 0.99),
    }


# About 17 findings per 100 lines: generate_screens.py --mistakes counts the template's lines,
# and the modal screens it adds make the documents a little longer.
HEAVY_MISTAKES = "19"
OPENS = 5


def open_latencies(server, text, count):
    """Milliseconds from each didOpen of `text` under a new name to its first diagnostics."""
    latencies, findings = [], 0
    for index in range(count):
        uri = f"file:///bench/opened-{index}.screen"
        # Stamped once the message is encoded: the client's own JSON encoding of the
        # document (1.7 ms for the 10,000-line one) is not the server's latency.
        opening = server.notification("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "screen", "version": 1, "text": text}})
        sent = time.perf_counter()
        server.write(opening)
        arrived, message = server.diagnostics(uri, 1)
        latencies.append((arrived - sent) * 1000)
        findings = len(message["params"]["diagnostics"])
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    return latencies, findings


def requests_during_edits(server, version, method, position, count, line):
    """Milliseconds from each request, sent right after an edit, to its answer; and of the
    answers that came with no publishDiagnostics read before them (this client does not parse
    a list published while it waits for an answer, but its bytes come first)."""
    latencies, unpreceded = [], []
    for index in range(count):
        version += 1
        server.notify("textDocument/didChange", edit(version, line, index % 2 == 0))
        seen = []
        sent = time.perf_counter()
        arrived, answer = server.request(method, {"textDocument": {"uri": URI}, "position": position}, seen)
        if answer.get("result") is None:
            raise SystemExit(f"{method} at {position} gave no result during edits: {answer}")
        latencies.append((arrived - sent) * 1000)
        if "textDocument/publishDiagnostics" not in seen:
            unpreceded.append(latencies[-1])
    # Diagnostics that came while waiting for answers were dropped: an empty edit, and its
    # diagnostics, say that the server has caught up.
    version += 1
    server.notify("textDocument/didChange", edit(version, line, True, text=""))
    server.diagnostics(URI, version)
    return version, (latencies, unpreceded)


def measure_heavy(binary, path, edits, requests):
    text = open(path, encoding="utf-8").read()
    lines = text.count("\n")
    server = LSPClient([binary, "lsp"], timeout=TIMEOUT)
    server.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
    server.notify("initialized", {})
    opens, findings = open_latencies(server, text, OPENS)
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "screen", "version": 1, "text": text}})
    server.diagnostics(URI, 1)
    version, result = 1, {"lines": lines, "findings": findings, "open": opens}
    # The second line (the first is a comment), the middle, and the last line.
    cpu_before = server.cpu_seconds()
    for name, line in (("start", 1), ("middle", lines // 2), ("end", lines - 1)):
        version, result[name] = change_latencies(server, version, edits, line)
    result["cpu_per_edit_ms"] = (server.cpu_seconds() - cpu_before) * 1000 / (3 * edits)
    if version % 2 == 0:  # Edits alternate insert and delete: leave the text as generated.
        version += 1
        server.notify("textDocument/didChange", edit(version, lines - 1, insert=False))
        server.diagnostics(URI, version)
    middle = lines // 2
    version, (result["hover"], result["hover_alone"]) = requests_during_edits(
        server, version, "textDocument/hover", middle_position(text, "TableView {", 3), requests, middle)
    if version % 2 == 0:
        version += 1
        server.notify("textDocument/didChange", edit(version, middle, insert=False))
        server.diagnostics(URI, version)
    version, (result["completion"], result["completion_alone"]) = requests_during_edits(
        server, version, "textDocument/completion", middle_position(text, 'Cell "Bob"', 2), requests, middle)
    server.close()
    return result


def print_heavy(binary, scratch, edits, requests):
    print()
    print("Findings-heavy documents (p50 / p99 in ms):")
    print(f"{'lines':>7} {'findings':>8} {'open':>15} {'start':>15} {'middle':>15} {'end':>15} {'hover in burst':>15} {'compl in burst':>15} {'CPU/edit':>8}")
    for target in (1_000, 10_000):
        path = os.path.join(scratch, f"lsp-bench-heavy-{target}.screen")
        subprocess.run([sys.executable, os.path.join(HERE, "generate_screens.py"), path, "--lines", str(target),
                        "--mistakes", HEAVY_MISTAKES], check=True)
        result = measure_heavy(binary, path, edits, requests)
        cells = " ".join(f"{statistics.median(result[key]):>7.2f} /{percentile(result[key], 0.99):>6.2f}"
                         for key in ("open", "start", "middle", "end", "hover", "completion"))
        print(f"{result['lines']:>7} {result['findings']:>8} {cells} {result['cpu_per_edit_ms']:>8.2f}")
        alone = "; ".join(
            f"{key} {len(result[key + '_alone'])} of {len(result[key])}, "
            + (f"{statistics.median(result[key + '_alone']):.2f} / {percentile(result[key + '_alone'], 0.99):.2f}" if result[key + "_alone"] else "none")
            for key in ("hover", "completion"))
        print(f"{'':>16} answers in the burst with no publish read before them, p50 / p99: {alone}")
    print("open: didOpen to the first publishDiagnostics. start/middle/end: didChange to publishDiagnostics, a space "
          "typed at the start of the second, the middle and the last line. hover/compl in burst: request to answer, "
          "each request sent right after an edit whose diagnostics are still to come. CPU/edit: the server's CPU time "
          "over the start, middle and end edits, per edit, in ms (steadier than wall time on a busy machine). An answer "
          "with a publish read before it came after the list's bytes (this client does not parse a list while it waits "
          "for an answer).")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screenkit")
    parser.add_argument("--scratch", default=".scratch")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--heavy-only", action="store_true", help="only the findings-heavy documents")
    args = parser.parse_args()
    if args.heavy_only:
        os.makedirs(args.scratch, exist_ok=True)
        print_heavy(args.screenkit, args.scratch, args.edits, args.requests)
        return
    os.makedirs(args.scratch, exist_ok=True)
    print(f"{'lines':>7} {'bytes':>9} {'init ms':>8} {'open ms':>8} {'p50 ms':>7} {'p99 ms':>7} {'title p50':>9} {'title p99':>9} {'burst5 ms':>9} {'stale':>5} {'VmHWM MiB':>9}"
          f" {'hover p50':>9} {'hover p99':>9} {'compl p50':>9} {'compl p99':>9}")
    for target in (100, 1_000, 10_000):
        path = os.path.join(args.scratch, f"lsp-bench-{target}.screen")
        subprocess.run([sys.executable, os.path.join(HERE, "generate_screens.py"), path, "--lines", str(target)], check=True)
        result = measure(args.screenkit, path, args.edits, args.requests)
        print(f"{result['lines']:>7} {result['bytes']:>9} {result['initialize_ms']:>8.1f} {result['open_ms']:>8.1f} "
              f"{result['p50_ms']:>7.2f} {result['p99_ms']:>7.2f} {result['title_p50_ms']:>9.2f} {result['title_p99_ms']:>9.2f} {result['burst_ms']:>9.2f} "
              f"{len(result['burst_stale_published']):>5} {result['peak_rss_mib']:>9.1f}"
              f" {result['hover_p50_ms']:>9.3f} {result['hover_p99_ms']:>9.3f}"
              f" {result['completion_p50_ms']:>9.3f} {result['completion_p99_ms']:>9.3f}")
    print("p50/p99: didChange to publishDiagnostics, a space typed at the start of a line. title: the same for a "
          "letter typed in a navigation title, which changes the workspace's facts. burst5: 5 edits sent at once, until the last version's "
          "diagnostics; stale: earlier versions of the burst whose diagnostics were published (a version is published when no later change is waiting, so 0 unless an edit was done before the next arrived). "
          "VmHWM: peak RSS with the document open. hover/compl: request to answer, in ms.")
    print_heavy(args.screenkit, args.scratch, args.edits, args.requests)


if __name__ == "__main__":
    main()
