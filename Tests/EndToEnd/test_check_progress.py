"""`screenkit check`'s progress line: drawn on a terminal, never in a pipe or in CI."""
import os
import pty
import re
import subprocess

from conftest import BINARY


def write_workspace(folder, files=30):
    for index in range(files):
        (folder / f"part{index}.screen").write_text(
            f'screen Screen{index} {{\n    NavigationBar {{ title: "Inbox {index}" }}\n'
            f'    TableView {{ Cell "Next" {{ accessory: disclosureIndicator pushes: Screen{(index + 1) % files} }} }}\n}}\n', encoding="utf-8")


def run_check(folder, environment, stderr_on_terminal):
    """The report (standard output) and what standard error received."""
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(environment)
    # The line is drawn from the first file on, so that a small workspace shows it.
    env["SCREENKIT_PROGRESS_DELAY"] = "0"
    if not stderr_on_terminal:
        done = subprocess.run([BINARY, "check", str(folder), "--jobs", "1"], capture_output=True, env=env, timeout=60)
        return done.stdout.decode(), done.stderr.decode()
    controller, terminal = pty.openpty()
    process = subprocess.Popen([BINARY, "check", str(folder), "--jobs", "1"], stdout=subprocess.PIPE, stderr=terminal, env=env)
    os.close(terminal)
    output = process.stdout.read().decode()
    process.wait(timeout=60)
    received = b""
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # The terminal's other end closed.
            break
        if not chunk:
            break
        received += chunk
    os.close(controller)
    return output, received.decode()


def test_a_terminal_gets_the_progress_line_and_the_report_stays_clean(tmp_path):
    write_workspace(tmp_path)
    output, terminal = run_check(tmp_path, {}, stderr_on_terminal=True)
    # Redrawn at most ten times a second, so which counts show depends on the speed.
    assert re.search(r"\r\x1b\[Kscreenkit check: (read|checked) [0-9]+ of 30 files", terminal), repr(terminal)
    # The line is taken away again before the report.
    assert terminal.endswith("\r\x1b[K")
    assert output == "Checked 30 files: 0 errors, 0 warnings, 0 notes.\n"


def test_no_progress_line_in_a_pipe_or_in_ci(tmp_path):
    write_workspace(tmp_path)
    _, piped = run_check(tmp_path, {}, stderr_on_terminal=False)
    assert piped == ""
    _, in_ci = run_check(tmp_path, {"CI": "true"}, stderr_on_terminal=True)
    assert in_ci == ""
