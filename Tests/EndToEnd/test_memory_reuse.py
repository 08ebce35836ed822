"""The server keeps the memory it frees for the next open or edit (`FreedMemory.keepForReuse`):
a document opened again costs no fresh pages, which a fault apiece made a large open slower."""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from lsp_client import LSPClient  # noqa: E402

from conftest import BINARY  # noqa: E402


def minor_faults(pid):
    """The process's minor page faults so far (field 10 of /proc/PID/stat)."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[7])


def open_and_close(server, text, uri):
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "screen", "version": 1, "text": text}})
    server.diagnostics(uri, 1)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})


def test_a_document_opened_again_faults_in_no_fresh_pages(tmp_path):
    path = tmp_path / "large.screen"
    subprocess.run([sys.executable, str(ROOT / "Tests" / "Benchmarks" / "generate_screens.py"), str(path),
                    "--lines", "3000", "--mistakes", "19"], check=True)
    text = path.read_text(encoding="utf-8")
    server = LSPClient([BINARY, "lsp"], timeout=60)
    try:
        server.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        server.notify("initialized", {})
        # The first opens grow the heaps to what an open needs.
        for index in range(2):
            open_and_close(server, text, f"file:///work/warm-{index}.screen")
        before = minor_faults(server.process.pid)
        for index in range(4):
            open_and_close(server, text, f"file:///work/open-{index}.screen")
        per_open = (minor_faults(server.process.pid) - before) / 4
        # 120 an open of these 3,000 lines when freed memory went back to the system, 3 to 6
        # with it kept.
        assert per_open < 40, f"{per_open} page faults an open"
        server.request("shutdown", None)
        server.notify("exit", None)
        assert server.process.wait(timeout=10) == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()
