#!/usr/bin/env python3
"""Soak test of `screenkit lsp` over stdio: many edits to one document, memory sampled over time.

Usage: soak.py SCREENKIT [--edits N] [--lines L] [--batch B] [--scratch DIR]

Opens a generated document of about L lines and sends N single-change didChange
notifications: pairs that type a character and take it out again, or insert a line and remove
it, at random places, so the text keeps its size and ends as it began. After every B edits
the driver waits for the diagnostics of the latest version (the server may skip versions
that a later one replaces), so the analysis runs at least N / B times.

VmRSS is read from /proc/PID/status every 0.1 s. Reports start (after the open), peak and
end RSS, the growth over the second half of the run, edits per second, and checks that the
final diagnostics equal those of the first version (the text is the same). Exit status 1
when the RSS grew by more than --max-growth-mib over the second half, or the diagnostics differ.
"""
import argparse
import os
import random
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from lsp_client import LSPClient  # noqa: E402

URI = "file:///soak/soak.screen"


def rss_kib(pid, field="VmRSS:"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field):
                return int(line.split()[1])
    return 0


class Sampler(threading.Thread):
    def __init__(self, pid, progress):
        super().__init__(daemon=True)
        self.pid, self.progress, self.samples, self.running = pid, progress, [], True

    def run(self):
        while self.running:
            try:
                self.samples.append((time.perf_counter(), self.progress[0], rss_kib(self.pid)))
            except OSError:
                return
            time.sleep(0.1)


def edit_pairs(lines, rng):
    """Endless pairs of (range, text) changes that leave the text as it was."""
    while True:
        line = rng.randrange(len(lines))
        if rng.random() < 0.7:
            text = rng.choice(["x", " ", "{", "}", "\"", "screen", "收"])
            start = {"line": line, "character": 0}
            yield {"range": {"start": start, "end": start}, "text": text}
            # "收" is one UTF-16 unit, as every other choice is ASCII.
            end = {"line": line, "character": 1 if text == "收" else len(text)}
            yield {"range": {"start": start, "end": end}, "text": ""}
        else:
            start = {"line": line, "character": 0}
            yield {"range": {"start": start, "end": start}, "text": "    Button \"Soak\" { pushes: Screen1 }\n"}
            yield {"range": {"start": start, "end": {"line": line + 1, "character": 0}}, "text": ""}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screenkit")
    parser.add_argument("--edits", type=int, default=100_000)
    parser.add_argument("--lines", type=int, default=1_000)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--scratch", default=".scratch")
    parser.add_argument("--max-growth-mib", type=float, default=16.0)
    args = parser.parse_args()
    os.makedirs(args.scratch, exist_ok=True)
    path = os.path.join(args.scratch, f"soak-{args.lines}.screen")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_screens.py"), path, "--lines", str(args.lines)], check=True)
    # A mistake at the end, so that there are diagnostics to compare after the run.
    text = open(path, encoding="utf-8").read() + "screen Broken {\n    Label \"unterminated\n"
    lines = text.split("\n")[:-1]

    server = LSPClient([args.screenkit, "lsp"])
    server.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "screen", "version": 1, "text": text}})
    _, first = server.diagnostics(URI, 1)
    start_rss = rss_kib(server.process.pid)

    progress = [0]
    sampler = Sampler(server.process.pid, progress)
    sampler.start()
    rng = random.Random(7)
    changes = edit_pairs(lines, rng)
    started = time.perf_counter()
    version = 1
    for index in range(args.edits):
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": version}, "contentChanges": [next(changes)]})
        progress[0] = index + 1
        if (index + 1) % args.batch == 0 or index + 1 == args.edits:
            _, last = server.diagnostics(URI, version)
    elapsed = time.perf_counter() - started
    # An odd count leaves one change of a pair applied; finish it so the text is as it began.
    if args.edits % 2:
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": version}, "contentChanges": [next(changes)]})
        _, last = server.diagnostics(URI, version)
    time.sleep(0.3)
    sampler.running = False
    sampler.join()
    end_rss = rss_kib(server.process.pid)
    peak_rss = rss_kib(server.process.pid, "VmHWM:")
    server.close()

    samples = sampler.samples
    half = [rss for _, done, rss in samples if done >= args.edits // 2]
    growth = (max(half) - half[0]) / 1024 if half else 0.0
    print(f"document: {len(lines)} lines, {len(text.encode())} bytes; {args.edits} edits, diagnostics awaited every {args.batch}")
    print(f"time: {elapsed:.1f} s, {args.edits / elapsed:,.0f} edits/s")
    print(f"RSS: start {start_rss / 1024:.1f} MiB, peak {peak_rss / 1024:.1f} MiB, end {end_rss / 1024:.1f} MiB; "
          f"growth over the second half {growth:.1f} MiB ({len(samples)} samples)")
    step = max(1, len(samples) // 10)
    print("RSS over time (edits done: MiB): " + ", ".join(f"{done}: {rss / 1024:.1f}" for _, done, rss in samples[::step]))
    same = first["params"]["diagnostics"] == last["params"]["diagnostics"]
    print(f"final diagnostics equal the first version's: {'yes' if same else 'NO'} ({len(last['params']['diagnostics'])} diagnostics)")
    failed = not same or growth > args.max_growth_mib
    if growth > args.max_growth_mib:
        print(f"FAIL: RSS grew by {growth:.1f} MiB over the second half (limit {args.max_growth_mib} MiB)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
