#!/usr/bin/env python3
"""How `screenkit check` and `screenkit lsp` scale on hostile input (issue 18): inputs of
1x, 2x, 4x and 8x a base size, the time and peak RSS of each, and the ratio of each to the one
before. A ratio near 2 per doubling is linear; the run fails when any is above 2.3.

Usage: scaling.py SCREENKIT [--scratch DIR] [--runs N] [--base-screens N] [--base-keys N] [--base-uris N]

Cases:
- unresolved names: one file of screens that each push a screen no one declares (every
  finding asks for the nearest screen name), checked by `check` and loaded by the server
  (time from `initialized` until every screen file's diagnostics are published);
- unknown keys: a screenkit.json of that many unknown rule ids, read by `check` and by the
  server;
- distinct URIs (server): that many hovers, each on a document of its own, never opened.

Time is CPU time (user and system, every thread), the fastest of --runs runs: on a shared
machine wall time measures the neighbours (performance.md); the wall time is printed too.
Peak RSS is the runs' median. Times below 50 ms are printed but not held to the ratio: at
that scale they measure process start and the machine's noise.
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Support"))
from lsp_client import LSPClient  # noqa: E402

LIMIT = 2.3
SCALES = (1, 2, 4, 8)
NOISE_FLOOR = 0.05


def unresolved_names(folder, screens):
    lines = [f"screen ScreenNumber{i:06d} {{ StatusBar {{ style: darkContent }} Button \"Go\" {{ pushes: MissingTarget{i:06d} }} }}\n"
             for i in range(screens)]
    (folder / "screens.screen").write_text("".join(lines))


def unknown_keys(folder, keys):
    members = ",".join(f'"no-such-rule-{i}":"off"' for i in range(keys))
    (folder / "screenkit.json").write_text('{"rules":{' + members + "}}")
    (folder / "a.screen").write_text("screen A { }\n")


def measure_check(binary, folder):
    start = time.perf_counter()
    process = subprocess.Popen([binary, "check", str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"check of {folder} exited with {os.waitstatus_to_exitcode(status)}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss, elapsed


def started_server(binary, folder=None):
    client = LSPClient([binary, "lsp"], timeout=600)
    params = {"processId": None, "capabilities": {}, "rootUri": None}
    if folder is not None:
        params["workspaceFolders"] = [{"uri": pathlib.Path(folder).as_uri(), "name": "w"}]
    client.request("initialize", params)
    return client


def ping(client):
    client.request("textDocument/hover", {"textDocument": {"uri": "untitled:ping"}, "position": {"line": 0, "character": 0}})


def measure_server_load(binary, folder, published):
    client = started_server(binary, folder)
    start, cpu = time.perf_counter(), client.cpu_seconds()
    client.notify("initialized", {})
    ping(client)
    # The server answers a waiting request before it publishes, so the ping alone times the
    # load; the check is done when the diagnostics of the files with findings have come (a
    # file on disk without findings gets none).
    for path in published:
        client.diagnostics((pathlib.Path(folder) / path).as_uri())
    elapsed = time.perf_counter() - start
    cpu = client.cpu_seconds() - cpu
    rss = client.peak_rss_kib()
    client.close()
    return cpu, rss, elapsed


def measure_server_uris(binary, count):
    client = started_server(binary)
    client.notify("initialized", {})
    ping(client)
    padding = "u" * 1_000
    start, cpu = time.perf_counter(), client.cpu_seconds()
    for index in range(count):
        uri = f"untitled:{index:07d}{padding}" if index % 2 else f"file:///nowhere/{index:07d}{padding}.screen"
        client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
    elapsed = time.perf_counter() - start
    cpu = client.cpu_seconds() - cpu
    rss = client.peak_rss_kib()
    client.close()
    return cpu, rss, elapsed


def best_of(runs, measure):
    """The fastest of the runs (on a shared machine the others measure the neighbours) and
    the median peak RSS."""
    results = [measure() for _ in range(runs)]
    return min(r[0] for r in results), statistics.median(r[1] for r in results), min(r[2] for r in results)


def report(name, unit, rows):
    """rows: (size, CPU seconds, rss KiB, wall seconds). Prints a table and returns the ratios
    held to the limit."""
    print(f"\n{name}")
    print(f"  {'size':>10} {unit:<9} {'CPU time':>9} {'ratio':>6} {'peak RSS':>10} {'ratio':>6} {'wall':>9}")
    held = []
    for index, (size, seconds, rss, wall) in enumerate(rows):
        if index == 0:
            print(f"  {size:>10,} {'':<9} {seconds * 1000:>7.0f}ms {'':>6} {rss / 1024:>8.1f}MB {'':>6} {wall * 1000:>7.0f}ms")
            continue
        _, previous_seconds, previous_rss, _ = rows[index - 1]
        time_ratio = seconds / previous_seconds
        rss_ratio = rss / previous_rss
        print(f"  {size:>10,} {'':<9} {seconds * 1000:>7.0f}ms {time_ratio:>6.2f} {rss / 1024:>8.1f}MB {rss_ratio:>6.2f} {wall * 1000:>7.0f}ms")
        if previous_seconds >= NOISE_FLOOR:
            held.append((f"{name}, CPU time, {size:,}", time_ratio))
        held.append((f"{name}, RSS, {size:,}", rss_ratio))
    return held


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--scratch", default=".scratch")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--base-screens", type=int, default=4_000)
    parser.add_argument("--base-keys", type=int, default=50_000)
    parser.add_argument("--base-uris", type=int, default=2_000)
    options = parser.parse_args()
    # Absolute: the server is given the folders as file URIs.
    scratch = pathlib.Path(options.scratch).resolve() / "scaling"
    shutil.rmtree(scratch, ignore_errors=True)
    held = []

    # Each case with the files whose diagnostics the server's load ends with.
    cases = (("unresolved names", unresolved_names, options.base_screens, ["screens.screen"]),
             ("unknown keys", unknown_keys, options.base_keys, []))
    for name, make, base, published in cases:
        check_rows, server_rows = [], []
        for scale in SCALES:
            folder = scratch / f"{name.replace(' ', '-')}-{scale}"
            folder.mkdir(parents=True)
            make(folder, base * scale)
            check_rows.append((base * scale, *best_of(options.runs, lambda: measure_check(options.binary, folder))))
            server_rows.append((base * scale, *best_of(options.runs, lambda: measure_server_load(options.binary, folder, published))))
        unit = "screens" if name == "unresolved names" else "keys"
        held += report(f"check, {name}", unit, check_rows)
        held += report(f"lsp, {name} (initialized to {'its diagnostics' if published else 'its first answer'})", unit, server_rows)

    uri_rows = []
    for scale in SCALES:
        count = options.base_uris * scale
        uri_rows.append((count, *best_of(options.runs, lambda: measure_server_uris(options.binary, count))))
    held += report("lsp, hovers on distinct URIs never opened (1 kB each)", "requests", uri_rows)

    worst = max(held, key=lambda item: item[1])
    print(f"\nhighest ratio per doubling: {worst[1]:.2f} ({worst[0]}); limit {LIMIT}")
    over = [item for item in held if item[1] > LIMIT]
    for label, ratio in over:
        print(f"over the limit: {label}: {ratio:.2f}")
    shutil.rmtree(scratch, ignore_errors=True)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
