#!/usr/bin/env python3
"""Writes the seed corpora under Tests/Fuzz/Corpus/<target>/ (committed; run again only to
refresh them). Seeds: Docs/examples, the rules' own triggering and non-triggering examples,
hand-written JSON-RPC streams, and edit scripts over the examples for the incremental target.

Usage: make_corpus.py [REPO_ROOT]
"""
import hashlib
import json
import pathlib
import random
import re
import struct
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
CORPUS = ROOT / "Tests" / "Fuzz" / "Corpus"
MARKERS = re.compile("[0-9]\ufe0f\u20e3")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def swift_unescape(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = text[i + 1]
        if n == "u":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
            continue
        out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "\\": "\\", "'": "'"}.get(n, n))
        i += 2
    return "".join(out)


def rule_examples():
    examples = []
    for path in sorted((ROOT / "Sources" / "ScreenRules" / "Rules").glob("*.swift")):
        source = path.read_text(encoding="utf-8")
        for block in re.findall(r"(?:nonTriggering|triggering): \[(.*?)\n        \]", source, re.S):
            for literal in LITERAL.findall(block):
                text = MARKERS.sub("", swift_unescape(literal))
                if text.lstrip().startswith(("screen", "//")):
                    examples.append(text)
    return examples


def write(target, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def jsonrpc_streams():
    msg = lambda obj: json.dumps(obj, ensure_ascii=False).encode()
    init = msg({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {}, "rootUri": "file:///w"}})
    opened = msg({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///w/a.screen", "languageId": "screen", "version": 1, "text": "screen A { Label \"收件匣 📬\" }"}}})
    change = msg({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///w/a.screen", "version": 2}, "contentChanges": [{"range": {"start": {"line": 0, "character": 9}, "end": {"line": 0, "character": 10}}, "text": "{\n"}]}})
    shutdown = msg({"jsonrpc": "2.0", "id": "s-2", "method": "shutdown", "params": None})
    exit_ = msg({"jsonrpc": "2.0", "method": "exit"})
    response = msg({"jsonrpc": "2.0", "id": "screenkit-1", "result": None})
    error = msg({"jsonrpc": "2.0", "id": None, "error": {"code": -32601, "message": "no", "data": [1, 2.5, True]}})
    bodies = [init, opened, change, shutdown, exit_, response, error,
              b'[{"jsonrpc":"2.0","method":"a"}]', b'{"jsonrpc":"2.0","id":9223372036854775807,"method":"m","params":[1e308,-0.0,"\\u0000\\ud83d\\ude00"]}',
              b'{"jsonrpc":"2.0","id":-9223372036854775808,"result":{"a":{"b":[[[[]]]]}}}', b'{"jsonrpc":"1.0","id":1.5,"method":7}',
              b'{"jsonrpc":"2.0","id":{},"result":1,"error":{"code":1,"message":"x"}}', b'  {"jsonrpc" : "2.0" , "method" : "x" , "params" : null }  ']
    streams = []
    for mode in (0, 1, 2, 5, 9, 62):
        streams.append(bytes([mode]) + b"".join(frame(b) for b in bodies[:5]))
    for body in bodies:
        streams.append(bytes([random.choice((0, 1, 2, 13))]) + frame(body))
    streams += [
        b"\x00Content-Length: 5\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\nnullx\r\n\r\n" + frame(exit_),
        b"\x01content-length:  3 \r\n\r\n[1]\r\nContent-Length: 99999999999999999999\r\n\r\n" + frame(shutdown),
        b"\x02Content-Length: -1\r\n\r\nX-Junk\r\n\r\n{}Content-Length: 2\r\n\r\n{}",
        b"\x00Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}" + frame(init),
        b"\x04" + b"A" * 200 + frame(exit_),
        b"\x00Content-Length: 10\r\n\r\n{\"a\":",
        b"\x02Content-Len" + b"gth: 4\r\n\r\ntrue",
    ]
    return streams


def incremental_scripts(texts, rng):
    scripts = []
    for index, text in enumerate(texts):
        other = texts[(index + 1) % len(texts)]
        data = bytearray([rng.randrange(3)])
        for chunk in (text.encode(), other.encode()):
            chunk = chunk[:65535]
            data += struct.pack("<H", len(chunk)) + chunk
        lines = max(1, text.count("\n"))
        for _ in range(rng.randrange(1, 10)):
            op = rng.choice((0, 1, 2, 3, 4, 5, 6, 8, 9, 12, 13)) | rng.choice((0, 0x10))
            data.append(op)
            if op & 7 <= 3:
                count = rng.randrange(1, 4)
                data.append(count - 1)
                for _ in range(count):
                    line = rng.randrange(lines)
                    data += bytes([min(line, 255), rng.randrange(40), rng.randrange(3), rng.randrange(40)])
                    insert = rng.choice([b"", b"}", b"{", b" ", b"\n", b"screen X {", b'"', b"title: \"Mail\"\n", "收件匣📬".encode(), b"\r\n"])
                    data += bytes([len(insert)]) + insert
            elif op & 7 in (4, 5):
                chunk = rng.choice(texts).encode()[:2000]
                data += struct.pack("<H", len(chunk)) + chunk
        scripts.append(bytes(data))
    return scripts


def format_seeds(examples, rules):
    """The examples and rule examples as written, with CRLF and a BOM, squeezed onto one line
    where no line comment forbids it, and with suppression comments and deep nesting."""
    seeds = []
    for text in examples + rules:
        data = text.encode()
        seeds += [data, data.replace(b"\n", b"\r\n"), b"\xef\xbb\xbf" + data]
        if "//" not in text:
            seeds.append(b" ".join(data.split()))
    seeds += [
        b"screen A {\n    // screenkit-ignore: button-title-case\n    Button \"ok\" { role: cancel; style: plain }\n}\n",
        b"screen A { Button \"ok\" { role: cancel } // screenkit-ignore: button-title-case\n}\n",
        b"screen A {" + b" Stack {" * 60 + b" Label \"\xe6\xb7\xb1\" " + b"}" * 60 + b" }\n",
        b"screen A {\r\n\r\n\r\n  Picker { values: [\"\xe4\xb8\x80\", \"\xf0\x9f\x98\x80\", /* c */ \"b\",\r\n] }   \r\n}",
    ]
    return seeds


SETTINGS = [
    b'{"rules": {"nav-bar-long-title": {"maxWidth": 1e19}, "alert-too-many-buttons": {"maxButtons": 9223372036854775808}}}',
    b'{"rules": {"nav-prompt-not-sentence": {"maxWidth": -1e300}, "nav-bar-too-many-items": {"maxItems": 2.5}}}',
    b'{"maxFindingsPerFile": 2, "locale": "zh-Hant", "rules": {"button-title-case": "error"}}',
    b'{"rules": {"\\ud83d\\ude00": "off", "nav-bar-long-titel": "off", "x": {"severity": 3}}}',
    b'{"rules": {' + b",".join(b'"no-such-rule-%d": "off"' % i for i in range(40)) + b'}}',
    b'{"rules": {"status-bar-contrast": {"darkBrightness": 1.5}}, "maxFindingsPerFile": 0}',
]


def wide(data):
    return struct.pack("<H", len(data)) + data


def short(data):
    return bytes([len(data[:255])]) + data[:255]


def settings_scripts(texts, rng):
    """Incremental scripts that change the settings (operation 7 with 0x20; 0x40 reads them
    as an editor sends them) between edits."""
    scripts = []
    for settings in SETTINGS:
        data = bytes([rng.randrange(3)]) + wide(rng.choice(texts).encode()[:1500]) + wide(rng.choice(texts).encode()[:1500])
        for _ in range(4):
            data += bytes([0x27 | rng.choice([0, 0x40]) | 0x10]) + wide(settings)
            data += bytes([0x00 | 0x10, 1]) + bytes([rng.randrange(4), rng.randrange(30), 0, rng.randrange(30)]) + short(b"Button \"go\"\n")
        scripts.append(data)
    return scripts


def server_sessions(texts, rng):
    """fuzz-server inputs: a screen file, screenkit.json, the configuration answer, the
    initializationOptions, then actions (see ServerFuzzTarget)."""
    sessions = []
    for index, settings in enumerate(SETTINGS):
        data = wide(rng.choice(texts).encode()[:1500]) + wide(settings) + wide(SETTINGS[(index + 1) % len(SETTINGS)]) + wide(SETTINGS[(index + 2) % len(SETTINGS)])
        for _ in range(12):
            action = rng.randrange(16) | (rng.randrange(5) << 4)
            data += bytes([action, rng.randrange(8), rng.randrange(40)])
            kind = action & 15
            if kind == 0:
                data += wide(rng.choice(texts).encode()[:800])
            elif kind == 1:
                data += bytes([rng.randrange(8), rng.randrange(40)]) + short(rng.choice([b"}", b"Blob\n", "标题😀".encode(), b""]))
            elif kind == 5:
                data += bytes([rng.randrange(5), rng.randrange(4)]) + short(rng.choice([b"x.screen", b"%ED%A0%80.screen", b"a" * 200, b"../a.screen"]))
            elif kind in (6, 7, 8):
                data += wide(rng.choice(SETTINGS))
            elif kind == 9:
                data += wide(rng.choice(texts).encode()[:800])
            elif kind == 10:
                data += bytes([rng.randrange(8)])
            elif kind == 11:
                data += short(rng.choice([b"not json", b"{", b"\x00\xff"]))
        sessions.append(data)
    return sessions


def main():
    random.seed(2024)
    rng = random.Random(2024)
    examples = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "Docs" / "examples").glob("*.screen"))]
    rules = rule_examples()
    for text in examples + rules:
        write("fuzz-syntax", text.encode())
    for stream in jsonrpc_streams():
        write("fuzz-jsonrpc", stream)
    small = [t for t in rules if len(t) < 600]
    rng.shuffle(small)
    for script in incremental_scripts(examples + small[:40], rng):
        write("fuzz-incremental", script)
    for text in format_seeds(examples, rules):
        write("fuzz-format", text)
    # Made after the others with a generator of their own, so the older seeds stay as they were.
    extra = random.Random(18)
    for script in settings_scripts(examples + small[:40], extra):
        write("fuzz-incremental", script)
    for session in server_sessions(examples + small[:40], extra):
        write("fuzz-server", session)
    for target in ("fuzz-syntax", "fuzz-jsonrpc", "fuzz-incremental", "fuzz-format", "fuzz-server"):
        files = list((CORPUS / target).iterdir())
        print(f"{target}: {len(files)} seeds, {sum(f.stat().st_size for f in files)} bytes")


if __name__ == "__main__":
    main()
