"""The VS Code extension without VS Code: its manifest, its packaging step and its client
code, run in node against stand-ins for the `vscode` and `vscode-languageclient` modules."""
import json
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXTENSION = ROOT / "editors" / "vscode"
MANIFEST = json.loads((EXTENSION / "package.json").read_text())
STUBS = pathlib.Path(__file__).resolve().parent / "vscode_stubs"


def node(script, *arguments, cwd=None, env=None):
    result = subprocess.run(["node", "-e", script, *map(str, arguments)], capture_output=True, text=True, timeout=30, cwd=cwd, env=env)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def packaged(tmp_path_factory):
    """A copy of the extension after its vscode:prepublish step, with a fake binary to bundle."""
    folder = tmp_path_factory.mktemp("vsix") / "screenkit"
    shutil.copytree(EXTENSION, folder, ignore=shutil.ignore_patterns("syntaxes", "bin", "language-configuration.json", "node_modules"))
    binary = folder.parent / "screenkit-binary"
    binary.write_text("#!/bin/sh\n")
    command = MANIFEST["scripts"]["vscode:prepublish"].split()
    env = {"PATH": "/usr/bin:/bin", "SCREENKIT_SOURCE_ROOT": str(ROOT), "SCREENKIT_BIN": str(binary)}
    subprocess.run(command, cwd=folder, env=env, check=True, capture_output=True, timeout=30)
    return folder


def test_manifest_identity_and_engine():
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", MANIFEST["name"])
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", MANIFEST["publisher"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", MANIFEST["version"])
    assert re.fullmatch(r"\^\d+\.\d+\.\d+", MANIFEST["engines"]["vscode"])
    # vscode-languageclient 9 needs VS Code 1.82 or later.
    assert tuple(map(int, MANIFEST["engines"]["vscode"][1:].split("."))) >= (1, 82, 0)
    assert MANIFEST["dependencies"]["vscode-languageclient"].startswith("^9.")


def test_main_and_activation():
    assert (EXTENSION / MANIFEST["main"]).is_file()
    events = MANIFEST["activationEvents"]
    assert "onLanguage:screen" in events
    assert all(re.fullmatch(r"(onLanguage|workspaceContains|onCommand):.+", event) for event in events)


def test_language_and_grammar_contributions_resolve_after_packaging(packaged):
    [language] = MANIFEST["contributes"]["languages"]
    assert language["id"] == "screen" and language["extensions"] == [".screen"]
    [grammar] = MANIFEST["contributes"]["grammars"]
    assert grammar["language"] == "screen" and grammar["scopeName"] == "source.screen"
    assert (packaged / language["configuration"]).read_bytes() == (ROOT / "Grammar" / "language-configuration.json").read_bytes()
    packaged_grammar = json.loads((packaged / grammar["path"]).read_text())
    assert packaged_grammar["scopeName"] == grammar["scopeName"]
    assert (packaged / "bin" / "screenkit").stat().st_mode & 0o111


def test_settings():
    properties = MANIFEST["contributes"]["configuration"]["properties"]
    assert set(properties) == {"screenkit.server.path", "screenkit.locale", "screenkit.rules", "screenkit.trace.server"}
    for name, schema in properties.items():
        assert schema["type"] in ("string", "object", "boolean", "number", "array"), name
        assert "default" in schema and ("description" in schema or "markdownDescription" in schema), name
        if "enum" in schema:
            assert schema["default"] in schema["enum"], name
    assert properties["screenkit.locale"]["enum"] == ["auto", "en", "zh-Hans", "zh-Hant"]
    assert properties["screenkit.trace.server"]["enum"] == ["off", "messages", "verbose"]
    # Rule severities use the words of screenkit.json.
    severities = properties["screenkit.rules"]["additionalProperties"]["anyOf"][0]["enum"]
    assert severities == ["error", "warning", "info", "hint", "off"]


def test_commands_are_registered_by_the_code():
    source = (EXTENSION / "extension.js").read_text()
    for command in MANIFEST["contributes"]["commands"]:
        assert f"'{command['command']}'" in source


def test_javascript_parses():
    for script in sorted(EXTENSION.rglob("*.js")):
        if "node_modules" not in script.parts:
            subprocess.run(["node", "--check", str(script)], check=True, timeout=30)


def test_server_path_prefers_the_setting_then_the_bundled_binary_then_path(packaged, tmp_path):
    script = """
      const { resolveServerPath, resolveLocale } = require(process.argv[1] + '/server-path.js');
      console.log(JSON.stringify([
        resolveServerPath('/opt/screenkit', process.argv[1]),
        resolveServerPath('', process.argv[1]),
        resolveServerPath(undefined, process.argv[2]),
        resolveLocale('auto', 'zh-tw'), resolveLocale('zh-Hans', 'en'),
      ]));
    """
    assert json.loads(node(script, packaged, tmp_path)) == [
        "/opt/screenkit", str(packaged / "bin" / "screenkit"), "screenkit", "zh-tw", "zh-Hans"]


def test_activate_starts_the_language_client_with_the_settings(packaged):
    """extension.js run against stand-ins that record what it asks of the two APIs."""
    script = """
      const extension = require(process.argv[1] + '/extension.js');
      const vscode = require('vscode');
      vscode.__settings = { 'server.path': '', locale: 'auto', rules: { 'toolbar-prefer-icons': 'off' } };
      vscode.env.language = 'zh-cn';
      extension.activate({ extensionPath: process.argv[1], subscriptions: [] }).then(async () => {
        const { created } = require('vscode-languageclient/node');
        await extension.deactivate();
        console.log(JSON.stringify(created.map((c) => ({ ...c, client: undefined, clientOptions: { ...c.clientOptions, synchronize: undefined } }))));
      });
    """
    env = {"PATH": "/usr/bin:/bin", "NODE_PATH": str(STUBS)}
    [client] = json.loads(node(script, packaged, env=env))
    assert client["id"] == "screenkit"
    assert client["serverOptions"]["run"] == {"command": str(packaged / "bin" / "screenkit"), "args": ["lsp"], "transport": 0}
    options = client["clientOptions"]
    assert {"scheme": "file", "language": "screen"} in options["documentSelector"]
    assert options["initializationOptions"] == {"locale": "zh-cn", "rules": {"toolbar-prefer-icons": "off"}}
    assert client["started"] and client["stopped"]


def test_the_preview_follows_the_cursor_and_redraws_on_change(packaged):
    """The lens's command opens the panel beside the editor with the server's SVG; moving
    the cursor or editing asks `screenkit/preview` at the cursor and redraws the panel."""
    script = """
      const extension = require(process.argv[1] + '/extension.js');
      const vscode = require('vscode');
      vscode.__settings = { 'server.path': '', locale: 'en', rules: {} };
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      extension.activate({ extensionPath: process.argv[1], subscriptions: [] }).then(async () => {
        const [record] = require('vscode-languageclient/node').created;
        let drawn = 0;
        record.client.answer = (method, params) => method === 'screenkit/preview'
          ? { screen: 'Inbox', uri: params.textDocument.uri, svg: '<svg data-screen="Inbox">' + (++drawn) + '</svg>' } : null;
        const document = { uri: { toString: () => 'file:///w/mail.screen' }, languageId: 'screen' };
        const editor = { document, selection: { active: { line: 4, character: 2 } } };
        vscode.window.activeTextEditor = editor;
        // The lens: the server answers the command with the SVG, and the middleware shows it.
        const lens = await record.clientOptions.middleware.executeCommand('screenkit.preview', ['file:///w/mail.screen', 'Compose'],
          async () => ({ screen: 'Compose', uri: 'file:///w/mail.screen', svg: '<svg data-screen="Compose"></svg>' }));
        const [panel] = vscode.__panels;
        const afterLens = { html: panel.webview.html, title: panel.title, column: panel.showOptions.viewColumn, scripts: panel.options.enableScripts };
        editor.selection = { active: { line: 9, character: 7 } };
        vscode.__fire('selection', { textEditor: editor });
        await wait(300);
        const afterMove = panel.webview.html;
        vscode.__fire('documentChange', { document });
        vscode.__fire('documentChange', { document });
        await wait(300);
        const afterEdit = panel.webview.html;
        // A document of another language does not redraw the panel.
        vscode.__fire('activeEditor', { document: { uri: { toString: () => 'file:///w/a.txt' }, languageId: 'plaintext' }, selection: editor.selection });
        await wait(300);
        await extension.deactivate();
        console.log(JSON.stringify({ lens, afterLens, afterMove, afterEdit, panels: vscode.__panels.length,
          requests: record.requests }));
      });
    """
    env = {"PATH": "/usr/bin:/bin", "NODE_PATH": str(STUBS)}
    result = json.loads(node(script, packaged, env=env))
    assert result["lens"]["screen"] == "Compose"
    assert result["afterLens"]["title"] == "Preview: Compose"
    assert result["afterLens"]["column"] == -2, "the panel opens beside the editor"
    assert result["afterLens"]["scripts"] is False
    assert '<svg data-screen="Compose"></svg>' in result["afterLens"]["html"]
    assert "Content-Security-Policy" in result["afterLens"]["html"]
    assert '<svg data-screen="Inbox">1</svg>' in result["afterMove"]
    # Two quick edits redraw once.
    assert '<svg data-screen="Inbox">2</svg>' in result["afterEdit"]
    assert result["panels"] == 1
    assert result["requests"] == [
        {"method": "screenkit/preview", "params": {"textDocument": {"uri": "file:///w/mail.screen"}, "position": {"line": 9, "character": 7}}},
        {"method": "screenkit/preview", "params": {"textDocument": {"uri": "file:///w/mail.screen"}, "position": {"line": 9, "character": 7}}},
    ]
