#!/usr/bin/env python3
"""A stand-in language server that answers hover and completion the way the specification
of `screenkit lsp` says, so that the editor drivers' reading of those answers is tested
while the real server's LSP edge does not offer them yet. Diagnostics: `unknown-component`
while the text holds "Buton", `invalid-value` while it holds "groupd". Arguments are ignored
(editors pass `lsp`)."""
import json
import sys

from scenario import HOVER_TEXT, MESSAGE_TEXT

LANGUAGES = {"zh-cn": "zh-Hans", "zh-hans": "zh-Hans", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant", "zh-hant": "zh-Hant"}


def read():
    length = None
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            sys.exit(0)
        if line.strip() == b"":
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(sys.stdin.buffer.read(length))


def send(message):
    body = json.dumps(message).encode()
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    sys.stdout.buffer.flush()


def diagnostics(uri, text, language):
    found = []
    for word, code, message in (("Buton", "unknown-component", f"{MESSAGE_TEXT[language]} 'Buton'"),
                                ("groupd", "invalid-value", "'groupd'")):
        for number, line in enumerate(text.split("\n")):
            if word in line:
                start = {"line": number, "character": line.index(word)}
                end = {"line": number, "character": line.index(word) + len(word)}
                found.append({"range": {"start": start, "end": end}, "code": code, "message": message,
                              "severity": 1, "source": "screenkit"})
    send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": {"uri": uri, "diagnostics": found}})


def main():
    language, texts = "en", {}
    while True:
        message = read()
        method, params = message.get("method"), message.get("params") or {}
        if method == "initialize":
            tag = (params.get("initializationOptions") or {}).get("locale") or params.get("locale") or "en"
            language = LANGUAGES.get(tag.lower(), "en")
            send({"jsonrpc": "2.0", "id": message["id"], "result": {"capabilities": {
                "textDocumentSync": 1, "hoverProvider": True, "completionProvider": {}}}})
        elif method == "textDocument/didOpen":
            document = params["textDocument"]
            texts[document["uri"]] = document["text"]
            diagnostics(document["uri"], document["text"], language)
        elif method == "textDocument/didChange":
            uri = params["textDocument"]["uri"]
            texts[uri] = params["contentChanges"][-1]["text"]
            diagnostics(uri, texts[uri], language)
        elif method == "textDocument/hover":
            send({"jsonrpc": "2.0", "id": message["id"], "result": {
                "contents": {"kind": "markdown", "value": f"## StatusBar\n\n{HOVER_TEXT[language]}."}}})
        elif method == "textDocument/completion":
            line = texts[params["textDocument"]["uri"]].split("\n")[params["position"]["line"]]
            labels = ["default", "darkContent", "lightContent"] if "style" in line else \
                ["MailInbox", "MusicLibrary", "SettingsRoot", "PhotosLibrary"]
            send({"jsonrpc": "2.0", "id": message["id"], "result": {
                "isIncomplete": False, "items": [{"label": label, "kind": 12} for label in labels]}})
        elif method == "shutdown":
            send({"jsonrpc": "2.0", "id": message["id"], "result": None})
        elif method == "exit":
            return
        elif "id" in message and method:
            send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": method}})


if __name__ == "__main__":
    main()
