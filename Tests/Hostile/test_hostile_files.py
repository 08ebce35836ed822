"""`screenkit check` (and `screenkit preview --format html`) on hostile files: each run must end by itself, within a time limit, with
diagnostics, exit status 0 or 1, and a peak RSS below 12 times the input plus 64 MB plus
4 KiB per finding made. (Memory is linear in the input and in the findings: each finding
holds its message in three languages; hostile inputs give one finding per 10 to 25 bytes,
which no bound on the input alone can cover. At most 1,000 are reported per file, and one
more that counts the rest, "… and N more findings": those N were made too.)

The binary is SCREENKIT_BIN (make test passes the release build). Inputs are generated in a
temporary folder at test time; nothing large is committed. The figures are printed at the end.
"""
import json
import os
import pathlib
import re
import random
import signal
import subprocess
import sys
import time

import pytest

from conftest import FIGURES

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SCREENKIT_BIN", str(ROOT / ".build" / "release" / "screenkit"))
TIME_LIMIT = float(os.environ.get("SCREENKIT_HOSTILE_SECONDS", "120"))
MB = 1 << 20
# GNU time (Debian's `time`): it reports the binary's own peak RSS (see run_check).
TIME = "/usr/bin/time"
PER_DIAGNOSTIC = 4096

ELEMENTS = ["Button", "Label", "Cell", "TableView", "NavigationBar", "Toolbar", "TabBar", "Tab", "Stack",
            "Image", "Switch", "Slider", "SegmentedControl", "Segment", "Alert", "ActionSheet", "SearchBar",
            "TextField", "StatusBar", "BackButton", "PageControl", "Picker", "DatePicker", "Section"]
PROPERTIES = ["title", "style", "placement", "role", "icon", "value", "minimum", "maximum", "pushes", "presents",
              "accessory", "subtitle", "image", "translucent", "barTint", "font", "width", "height", "screen"]


def nested_blocks(count):
    return ("screen Deep {\n" + "Stack {\n" * count + "}\n" * count + "}\n").encode()


def fifty_megabytes(path):
    """Realistic screens (the benchmark's generator, which writes clean ones) and one mistake
    at the very end, which must be found."""
    subprocess.run([sys.executable, str(ROOT / "Tests" / "Benchmarks" / "generate_screens.py"), str(path),
                    "--megabytes", "50"], check=True)
    return path.read_bytes() + b"screen Last {\n    Label \"unterminated\n"


def long_line(size):
    unit = 'Label "收件匣 📬" { font: 9pt } Button "x" '.encode()
    return b"screen Long { " + unit * (size // len(unit)) + b"}\n"


def invalid_utf8(size, rng):
    parts, total = [], 0
    bad = [b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe6\x94", b"\x80\x80", b"\xfe\xfe"]
    while total < size:
        part = rng.choice([b'screen A { Label "', rng.choice(bad), b'" }\n', b"// ", b"\n", b"Button ", rng.choice(bad) * 3, b'"x'])
        parts.append(part)
        total += len(part)
    return b"".join(parts)


def nul_bytes(size, rng):
    parts, total = [], 0
    while total < size:
        part = rng.choice([b"\0", b"\0" * 100, b'screen N\0 { Label "\0" }\n', b"Button \0 { title: \0 }", b'"\0\0"', b"/*\0*/"])
        parts.append(part)
        total += len(part)
    return b"".join(parts)


def random_bytes(size, rng):
    return rng.randbytes(size)


def valid_syntax(tokens, rng):
    """Random text of the grammar (not of the catalog) with about `tokens` significant tokens."""
    out, count, screen = [], 0, 0

    def value(depth):
        nonlocal count
        kind = rng.randrange(7)
        count += 1
        if kind == 0:
            return f'"{rng.choice(["Mail", "收件匣", "OK", "Delete", "a" * rng.randrange(30)])}"'
        if kind == 1:
            return f"{rng.randrange(1000)}{rng.choice(['', 'pt', '%', 'px', 's'])}"
        if kind == 2:
            return rng.choice(["#fff", "#ff0000", "#12345678"])
        if kind == 3:
            return rng.choice(["true", "false"])
        if kind == 4 and depth < 4:
            items = [value(depth + 1) for _ in range(rng.randrange(4))]
            count += 1 + len(items)
            return "[" + ", ".join(items) + "]"
        return f"Screen{rng.randrange(max(1, screen))}" if rng.random() < 0.3 else rng.choice(["plain", "destructive", "leading"])

    def block(depth):
        nonlocal count
        lines = []
        for _ in range(rng.randrange(1, 6)):
            if rng.random() < 0.5 or depth > 6:
                lines.append(f"{rng.choice(PROPERTIES)}: {value(depth)}")
                count += 2
            else:
                title = f' "{rng.choice(["Edit", "Done", "设置", "Back"])}"' if rng.random() < 0.6 else ""
                count += 1 + (1 if title else 0)
                if rng.random() < 0.6:
                    count += 2
                    lines.append(f"{rng.choice(ELEMENTS)}{title} {{\n{block(depth + 1)}\n}}")
                else:
                    lines.append(f"{rng.choice(ELEMENTS)}{title}")
        return "\n".join(lines)

    while count < tokens:
        out.append(f"screen Screen{screen} {{\n{block(0)}\n}}\n")
        count += 4
        screen += 1
    return "".join(out).encode()


CASES = {
    "100,000 nested blocks": lambda path, rng: nested_blocks(100_000),
    "20,000 copies of a screen": lambda path, rng: b'screen A {\n    Label "x"\n}\n' * 20_000,
    "50 MB file": lambda path, rng: fifty_megabytes(path),
    "10 MB line": lambda path, rng: long_line(10 * MB),
    "invalid UTF-8": lambda path, rng: invalid_utf8(4 * MB, rng),
    "NUL bytes": lambda path, rng: nul_bytes(4 * MB, rng),
    "random bytes": lambda path, rng: random_bytes(4 * MB, rng),
    "1,000,000 tokens": lambda path, rng: valid_syntax(1_000_000, rng),
}


def run_check(path, output, command=("check", "--format", "json"), stdin=None):
    """Runs `check --format json` (or `command` with `stdin`); returns (exit code, seconds,
    peak RSS in bytes).

    The peak comes from /usr/bin/time, which starts the binary itself: a process forked from
    this (large) Python process would carry its resident size into the child's ru_maxrss,
    since Linux records the old image's high-water mark at exec."""
    arguments = [BINARY, *command] if stdin else [BINARY, command[0], str(path), *command[1:]]
    peak_file = pathlib.Path(str(output) + ".peak")
    with open(output, "wb") as out, open(stdin or os.devnull, "rb") as source:
        start = time.perf_counter()
        process = subprocess.Popen([TIME, "-f", "%M", "-o", str(peak_file), *arguments], stdin=source, stdout=out,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = start + TIME_LIMIT
        while True:
            pid, status = os.waitpid(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                os.waitpid(process.pid, 0)
                pytest.fail(f"screenkit {command[0]} did not end within {TIME_LIMIT:.0f} s")
            time.sleep(0.02)
        elapsed = time.perf_counter() - start
    lines = peak_file.read_text().split()
    return os.waitstatus_to_exitcode(status), elapsed, int(lines[-1]) * 1024


def omitted(diagnostic):
    """How many findings the findings limit left out, from the finding that counts them."""
    if diagnostic["code"] != "too-many-findings":
        return 0
    match = re.search(r"(\d[\d,]*)", diagnostic["message"])
    return int(match.group(1).replace(",", "")) - 1


@pytest.mark.parametrize("case", list(CASES))
def test_hostile_file(case, tmp_path):
    rng = random.Random(case)
    path = tmp_path / "hostile.screen"
    data = CASES[case](path, rng)
    path.write_bytes(data)
    output = tmp_path / "output.json"
    code, elapsed, peak = run_check(path, output)
    reported = json.loads(output.read_bytes()) if output.stat().st_size else []
    diagnostics = len(reported) + sum(omitted(d) for d in reported)
    bound = 12 * len(data) + 64 * MB + PER_DIAGNOSTIC * diagnostics
    FIGURES.append({"case": case, "bytes": len(data), "seconds": elapsed, "peak_rss": peak, "bound": bound,
                    "diagnostics": diagnostics, "exit": code})
    assert code in (0, 1), f"exit status {code}"
    assert diagnostics > 0, "no diagnostics"
    assert peak < bound, f"peak RSS {peak / MB:.1f} MB above {bound / MB:.1f} MB"


def many_cells_with_findings(count):
    """One screen, one table of `count` cells, each with a finding (a title too long for a
    button), and a link from each: the preview finds every finding's and link's element."""
    cells = "".join(f'        Cell "Row {index}" {{ Button "Tap here to open the row number {index} now" {{ presents: Other }} }}\n' for index in range(count))
    return ("screen Wide {\n    StatusBar\n    TableView {\n" + cells + "    }\n}\nscreen Other { presentation: modal }\n").encode()


PREVIEW_CASES = {
    "100,000 nested blocks": lambda rng: nested_blocks(100_000),
    "20,000 copies of a screen": lambda rng: b'screen A {\n    Label "x"\n}\n' * 20_000,
    "20,000 cells with findings": lambda rng: many_cells_with_findings(20_000),
    "invalid UTF-8": lambda rng: invalid_utf8(1 * MB, rng),
    "random bytes": lambda rng: random_bytes(1 * MB, rng),
}


@pytest.mark.parametrize("case", list(PREVIEW_CASES))
def test_hostile_file_in_the_storyboard(case, tmp_path):
    """`screenkit preview --format html` on hostile files: it ends by itself within the time
    limit with exit status 0 or 1 and writes a page; peak RSS is bounded as check's, plus 4
    times the page (the board, the page and the bytes written are each in memory once)."""
    rng = random.Random(case)
    path = tmp_path / "hostile.screen"
    data = PREVIEW_CASES[case](rng)
    path.write_bytes(data)
    page = tmp_path / "storyboard.html"
    start = time.perf_counter()
    process = subprocess.Popen([BINARY, "preview", str(path), "--format", "html", "--output", str(page)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > start + TIME_LIMIT:
            process.send_signal(signal.SIGKILL)
            os.wait4(process.pid, 0)
            pytest.fail(f"screenkit preview did not end within {TIME_LIMIT:.0f} s")
        time.sleep(0.02)
    code, peak = os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024
    size = page.stat().st_size
    bound = 12 * len(data) + 64 * MB + 4 * size + PER_DIAGNOSTIC * len(data) // 10
    FIGURES.append({"case": "preview: " + case, "bytes": len(data), "seconds": time.perf_counter() - start, "peak_rss": peak,
                    "bound": bound, "diagnostics": "-", "exit": code})
    assert code in (0, 1), f"exit status {code}: {process.stderr.read().decode(errors='replace')[:500]}"
    assert page.read_bytes().startswith(b"<!DOCTYPE html>")
    assert peak < bound, f"peak RSS {peak / MB:.1f} MB above {bound / MB:.1f} MB"
@pytest.mark.parametrize("case", list(CASES))
def test_format_on_a_hostile_file(case, tmp_path):
    """`screenkit format -` ends in time and within the same memory bound; a text with syntax
    errors comes back unchanged (exit 1), any other formatted, and formatting that again
    changes nothing."""
    rng = random.Random(case)
    path = tmp_path / "hostile.screen"
    data = CASES[case](path, rng)
    path.write_bytes(data)
    output = tmp_path / "formatted.screen"
    code, elapsed, peak = run_check(path, output, ("format", "-"), stdin=path)
    # A text it refuses, it has read as check does, syntax errors included: the same bound.
    errors = 0
    if code == 1:
        reported_file = tmp_path / "check.json"
        run_check(path, reported_file)
        reported = json.loads(reported_file.read_bytes()) if reported_file.stat().st_size else []
        errors = sum(1 + omitted(d) for d in reported if d["code"] in ("syntax-error", "too-many-findings"))
    bound = 12 * len(data) + 64 * MB + PER_DIAGNOSTIC * errors
    FIGURES.append({"case": "format: " + case, "bytes": len(data), "seconds": elapsed, "peak_rss": peak, "bound": bound,
                    "diagnostics": errors, "exit": code})
    assert code in (0, 1), f"exit status {code}"
    assert peak < bound, f"peak RSS {peak / MB:.1f} MB above {bound / MB:.1f} MB"
    if code == 1:
        assert output.read_bytes() == data, "a refused text did not come back unchanged"
        return
    again = tmp_path / "again.screen"
    code, _, _ = run_check(output, again, ("format", "-"), stdin=output)
    assert code == 0 and again.read_bytes() == output.read_bytes(), "formatting twice changed the text again"
