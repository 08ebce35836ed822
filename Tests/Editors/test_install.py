"""`make install-files` layout (editors/install.sh) with PREFIX and DESTDIR, and the
documentation link of an installed binary's diagnostics."""
import json
import pathlib
import subprocess
import threading

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(binary, tmp_path_factory):
    destdir = tmp_path_factory.mktemp("destdir")
    subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "install-files", "PREFIX=/usr",
                    f"DESTDIR={destdir}", f"SCREENKIT_BINARY={binary}"], check=True, capture_output=True, timeout=60)
    return destdir / "usr"


def test_layout(installed):
    expected = [
        "bin/screenkit",
        "share/doc/screenkit/rules.md", "share/doc/screenkit/language.md", "share/doc/screenkit/editors.md",
        "share/screenkit/editors/vscode/package.json", "share/screenkit/editors/vscode/extension.js",
        "share/screenkit/editors/vscode/syntaxes/screen.tmLanguage.json",
        "share/screenkit/editors/vscode/language-configuration.json",
        "share/screenkit/editors/neovim/lua/screenkit/init.lua", "share/screenkit/editors/neovim/syntax/screen.vim",
        "share/screenkit/editors/helix/languages.toml", "share/screenkit/grammar/screen.tmLanguage.json",
        "share/vim/vimfiles/ftdetect/screen.vim", "share/vim/vimfiles/syntax/screen.vim",
        "share/vim/vimfiles/ale_linters/screen/screenkit.vim",
        "share/vim/vimfiles/autoload/ale/fixers/screenkit.vim",
        "share/nvim/site/lua/screenkit/init.lua", "share/nvim/site/ftdetect/screen.vim",
        "share/emacs/site-lisp/screen-mode.el",
    ]
    missing = [path for path in expected if not (installed / path).is_file()]
    assert missing == []
    links = [str(p) for p in installed.rglob("*") if p.is_symlink()]
    assert links == [], "symlinks would dangle once the tree is moved"
    assert (installed / "bin" / "screenkit").stat().st_mode & 0o111


def test_diagnostics_link_to_the_installed_docs(installed, tmp_path):
    """The server looks for share/doc/screenkit/rules.md beside its bin/ folder."""
    document = tmp_path / "a.screen"
    document.write_text("screen A { Buton }\n")
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": document.as_uri(), "languageId": "screen", "version": 1, "text": document.read_text()}}},
    ]
    frames = b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(body), body) for body in (json.dumps(m).encode() for m in messages))
    server = subprocess.Popen([str(installed / "bin" / "screenkit"), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # A server that never answers is killed, which ends the reads below with a failure.
    deadline = threading.Timer(20, server.kill)
    deadline.start()
    try:
        server.stdin.write(frames)
        server.stdin.flush()
        while True:  # messages until the diagnostics
            header = server.stdout.readline()
            length = int(header.split(b":")[1])
            server.stdout.readline()
            message = json.loads(server.stdout.read(length))
            if message.get("method") == "textDocument/publishDiagnostics":
                break
    finally:
        deadline.cancel()
        server.kill()
        server.wait(timeout=10)
    [diagnostic] = message["params"]["diagnostics"]
    rules = (installed / "share" / "doc" / "screenkit" / "rules.md").resolve()
    assert diagnostic["codeDescription"]["href"] == rules.as_uri() + "#unknown-component"
