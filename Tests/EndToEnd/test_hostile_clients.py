"""Issue 18: hostile settings, workspaces and clients, against the real binary. Each test
failed before its fix: a crash, a hang, memory that grew without end, or a wrong answer."""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from lsp_client import LSPClient  # noqa: E402

BINARY = os.environ.get("SCREENKIT_BIN", str(ROOT / ".build" / "debug" / "screenkit"))
HUGE_NUMBERS = ["1e19", "1e300", "-1e300", "9223372036854775808"]
OPTIONS = [("nav-bar-long-title", "maxWidth"), ("alert-too-many-buttons", "maxButtons"),
           ("nav-bar-too-many-items", "maxItems"), ("nav-prompt-not-sentence", "maxWidth")]
SCREEN = 'screen A {\n    NavigationBar { title: "A title" prompt: "Pick one." }\n    Alert "Sure?" { Button "Yes" Button "No" }\n}\n'


def check(*arguments, cwd=None, prefix=()):
    return subprocess.run([*prefix, BINARY, "check", *arguments], capture_output=True, text=True, cwd=cwd, timeout=120)


def current_rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def started(root=None, initialization_options=None, capabilities=None):
    client = LSPClient([BINARY, "lsp"], timeout=30)
    params = {"processId": None, "capabilities": capabilities or {}, "rootUri": None}
    if root is not None:
        params["workspaceFolders"] = [{"uri": pathlib.Path(root).as_uri(), "name": "w"}]
    if initialization_options is not None:
        params["initializationOptions"] = initialization_options
    client.shown = []
    client.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params})

    def initialized(message):
        if message.get("method") == "window/showMessage":
            client.shown.append(message)
        return message.get("id") == 0 and "method" not in message
    client.wait(initialized)
    client.notify("initialized", {})
    return client


def answers_ping(client):
    _, answer = client.request("textDocument/hover", {"textDocument": {"uri": "untitled:ping"}, "position": {"line": 0, "character": 0}})
    return "result" in answer


@pytest.mark.parametrize("number", HUGE_NUMBERS)
def test_check_reports_a_huge_threshold_on_the_setting(tmp_path, number):
    rules = ", ".join(f'"{rule}": {{"{option}": {number}}}' for rule, option in OPTIONS)
    (tmp_path / "screenkit.json").write_text('{"rules": {' + rules + "}}")
    (tmp_path / "a.screen").write_text(SCREEN)
    result = check(".", "--format", "json", cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    report = json.loads(result.stdout)
    problems = [d for d in report if d["file"].endswith("screenkit.json")]
    assert len(problems) == len(OPTIONS)
    assert all("whole number" in p["message"] for p in problems)


@pytest.mark.parametrize("source", ["initializationOptions", "configuration", "didChangeConfiguration"])
def test_the_server_survives_a_huge_threshold_from_the_editor(tmp_path, source):
    settings = {"rules": {rule: {option: 1e300} for rule, option in OPTIONS}}
    capabilities = {"workspace": {"configuration": True}} if source == "configuration" else {}
    client = started(tmp_path, initialization_options=settings if source == "initializationOptions" else None, capabilities=capabilities)
    try:
        if source == "configuration":
            _, asked = client.wait(lambda m: m.get("method") == "workspace/configuration")
            client.send({"jsonrpc": "2.0", "id": asked["id"], "result": [settings]})
        elif source == "didChangeConfiguration":
            client.notify("workspace/didChangeConfiguration", {"settings": {"screenkit": settings}})
        shown = client.shown[0] if client.shown else client.wait(lambda m: m.get("method") == "window/showMessage")[1]
        assert "whole number" in shown["params"]["message"]
        client.notify("textDocument/didOpen", {"textDocument": {"uri": "untitled:a", "languageId": "screen", "version": 1, "text": SCREEN}})
        client.diagnostics("untitled:a", version=1)
        assert answers_ping(client)
    finally:
        client.close()


def test_requests_on_documents_never_opened_leave_nothing_behind():
    client = started()
    try:
        assert answers_ping(client)
        before = current_rss_kib(client.process.pid)
        for index in range(400):
            # 100 kB untitled URIs, 10 kB file URIs (whose path is worked out, so slower).
            uri = f"untitled:{index:06d}{'x' * 100_000}" if index % 2 else f"file:///nowhere/{index:06d}{'x' * 10_000}.screen"
            _, answer = client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
            assert answer.get("result") is None and "error" not in answer
        grown = current_rss_kib(client.process.pid) - before
        # Kept, these URIs would take 22 MB.
        assert grown < 10_000, f"RSS grew by {grown} KiB"
    finally:
        client.close()


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_a_client_that_never_reads_is_held_back_not_buffered():
    """The client writes 300,000 requests and reads no answer: once the server's output pipe
    is full its writes wait, its inbox fills, and it stops reading, so the client's writes
    wait too; the server's memory stays flat instead of holding every request."""
    server = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": None, "capabilities": {}, "rootUri": None}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        server.stdin.flush()
        time.sleep(0.5)
        before = current_rss_kib(server.pid)
        descriptor = server.stdin.fileno()
        os.set_blocking(descriptor, False)
        sent, pending, blocked_since = 0, b"", None
        deadline = time.monotonic() + 60
        while sent < 300_000 and time.monotonic() < deadline:
            if not pending:
                pending = frame({"jsonrpc": "2.0", "id": 1 + sent, "method": "textDocument/documentSymbol",
                                 "params": {"textDocument": {"uri": "untitled:none"}}})
            try:
                written = os.write(descriptor, pending)
            except BlockingIOError:
                written = 0
            if written:
                blocked_since = None
                pending = pending[written:]
                if not pending:
                    sent += 1
            else:
                blocked_since = blocked_since or time.monotonic()
                if time.monotonic() - blocked_since > 3:
                    break
                time.sleep(0.01)
        grown = current_rss_kib(server.pid) - before
        assert sent < 300_000, "the server read every request although no answer was read"
        assert grown < 30_000, f"RSS grew by {grown} KiB for {sent} unanswered requests"
    finally:
        server.kill()
        server.wait()


def test_a_fifo_renamed_onto_a_watched_file_does_not_block_the_server(tmp_path):
    (tmp_path / "race.screen").write_text("screen Race { }\n")
    client = started(tmp_path, capabilities={"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    try:
        assert answers_ping(client)
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        os.rename(fifo, tmp_path / "race.screen")
        client.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (tmp_path / "race.screen").as_uri(), "type": 2}]})
        assert answers_ping(client)
    finally:
        client.close()


def test_an_alias_of_a_workspace_file_is_the_same_document(tmp_path):
    (tmp_path / "a.screen").write_text("screen A { }\n")
    (tmp_path / "deep").mkdir()
    (tmp_path / "loop").symlink_to(".")
    client = started(tmp_path)
    try:
        workspace_uri = (tmp_path / "a.screen").as_uri()
        for alias in [f"{tmp_path.as_uri()}/./a.screen", f"{tmp_path.as_uri()}/deep/../a.screen", f"{tmp_path.as_uri()}/loop/a.screen"]:
            client.notify("textDocument/didOpen", {"textDocument": {"uri": alias, "languageId": "screen", "version": 1, "text": "screen A { }\n"}})
            _, published = client.diagnostics(alias, version=1)
            assert [d["code"] for d in published["params"]["diagnostics"]] == []
            client.notify("textDocument/didClose", {"textDocument": {"uri": alias}})
            assert answers_ping(client)
        _, unknown = client.request("textDocument/diagnostic", {"textDocument": {"uri": workspace_uri}})
        codes = [d["code"] for d in unknown.get("result", {}).get("items", [])]
        assert "duplicate-screen" not in codes
    finally:
        client.close()


def test_an_integer_past_int64_in_params_is_invalid_params_with_the_id():
    client = started()
    try:
        body = b'{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:x"},"position":{"line":0,"character":9223372036854775813}}}'
        client.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        client.process.stdin.flush()
        _, answer = client.wait(lambda m: "error" in m or m.get("id") == 7)
        assert answer.get("id") == 7 and answer["error"]["code"] == -32602
    finally:
        client.close()


def test_a_surrogate_pair_in_screenkit_json_is_one_character(tmp_path):
    (tmp_path / "screenkit.json").write_text('{"rules": {"\\ud83d\\ude00": "off"}}')
    (tmp_path / "a.screen").write_text("screen A { }\n")
    report = json.loads(check(".", "--format", "json", cwd=tmp_path).stdout)
    messages = [d["message"] for d in report]
    assert any("\U0001F600" in m for m in messages), messages
    assert not any("\ufffd" in m for m in messages)


@pytest.mark.skipif(os.geteuid() == 0 and shutil.which("setpriv") is None, reason="needs setpriv to drop root")
def test_check_of_a_folder_it_cannot_read_exits_2_naming_it():
    # Under /tmp itself, so that the user the test drops to (root reads everything) can
    # reach the folder and be refused only by it.
    top = pathlib.Path(tempfile.mkdtemp(dir="/tmp"))
    top.chmod(0o755)
    folder = top / "secret"
    folder.mkdir()
    (folder / "a.screen").write_text("screen A { }\n")
    folder.chmod(0)
    prefix = ("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups") if os.geteuid() == 0 else ()
    try:
        result = check(str(folder), cwd="/", prefix=prefix)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(top)
    assert result.returncode == 2, result.stdout + result.stderr
    assert f"cannot read the folder {folder}" in result.stderr


def test_an_unreadable_screenkit_json_is_reported_on_the_file(tmp_path):
    (tmp_path / "a.screen").write_text("screen A { }\n")
    # Larger than the largest file ScreenKit reads (sparse, so it costs no disk).
    with open(tmp_path / "screenkit.json", "wb") as big:
        big.truncate((1 << 30) + 1)
    client = started(tmp_path)
    try:
        uri = (tmp_path / "screenkit.json").as_uri()
        _, published = client.diagnostics(uri)
        messages = [d["message"] for d in published["params"]["diagnostics"]]
        assert any("cannot be read" in m for m in messages), messages
    finally:
        client.close()


def test_a_lone_surrogate_in_a_uri_is_refused_not_answered_under_another_uri(tmp_path):
    client = started(tmp_path)
    try:
        uri = tmp_path.as_uri() + "/\\ud800.screen"
        opened = ('{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"%s",'
                  '"languageId":"screen","version":1,"text":"screen A { Blob }"}}}' % uri).encode()
        hover = ('{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{"textDocument":{"uri":"%s"},'
                 '"position":{"line":0,"character":0}}}' % uri).encode()
        for body in (opened, hover):
            client.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        client.process.stdin.flush()
        seen = []
        _, answer = client.wait(lambda m: seen.append(m) or m.get("id") == 9)
        assert answer["error"]["code"] == -32602
        assert not any(m.get("method") == "textDocument/publishDiagnostics" and "\ufffd" in m["params"]["uri"] for m in seen)
        assert answers_ping(client)
    finally:
        client.close()
