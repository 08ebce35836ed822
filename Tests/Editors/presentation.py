"""The editor-presentation scenario: the fixture file, the places whose semantic tokens an
editor is asked for, the lines whose folds it reads, and what each should show."""
import json
import pathlib
import shutil

FIXTURE = pathlib.Path(__file__).resolve().parent / "fixtures" / "presentation.screen"
TIMEOUT_MS = 15000


def place(lines, name, line_text, word, occurrence=0):
    """The zero-based line and byte column of `word` on the line that starts with `line_text`."""
    number = next(i for i, line in enumerate(lines) if line.strip().startswith(line_text))
    text = lines[number]
    column = -1
    for _ in range(occurrence + 1):
        column = text.index(word, column + 1)
    return {"name": name, "line": number, "column": len(text[:column].encode("utf-8")), "character": column}


def places():
    lines = FIXTURE.read_text(encoding="utf-8").split("\n")
    return [
        place(lines, "screen name", "screen Inbox", "Inbox"),
        place(lines, "deprecated component", "RoundedRectButton", "RoundedRectButton"),
        place(lines, "unknown component", "Carousel", "Carousel"),
        place(lines, "rule id", "// screenkit-ignore: unknown", "unknown-component"),
        place(lines, "color", "tint: #007AFF", "#007AFF"),
        place(lines, "screen reference after Chinese and emoji", 'Cell "陳小明', "Message"),
        place(lines, "property after Chinese and emoji", 'Cell "陳小明', "height"),
        place(lines, "enumeration value", "style: plain", "plain"),
    ]


# One-based lines: the comment run at the top, the screen, NavigationBar's block, the block
# comment, and a line inside no fold but the screen's.
FOLD_LINES = [1, 3, 6, 16, 4]


def write_plan(folder: pathlib.Path) -> pathlib.Path:
    file = folder / "workspace" / "presentation.screen"
    file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURE, file)
    path = folder / "plan.json"
    path.write_text(json.dumps({
        "file": str(file), "result": str(folder / "result.json"), "timeout_ms": TIMEOUT_MS,
        "places": places(), "fold_lines": FOLD_LINES,
    }), encoding="utf-8")
    return path


# The highlight groups Neovim gives each semantic token type and modifier of the server.
EXPECTED_GROUPS = {
    "screen name": ["@lsp.mod.declaration.screen", "@lsp.type.class.screen", "@lsp.typemod.class.declaration.screen"],
    "deprecated component": [
        "@lsp.mod.defaultLibrary.screen", "@lsp.mod.deprecated.screen", "@lsp.type.type.screen",
        "@lsp.typemod.type.defaultLibrary.screen", "@lsp.typemod.type.deprecated.screen"],
    "unknown component": ["@lsp.type.type.screen"],
    "rule id": ["@lsp.type.decorator.screen"],
    "color": ["@lsp.type.number.screen"],
    "screen reference after Chinese and emoji": ["@lsp.type.class.screen"],
    "property after Chinese and emoji": ["@lsp.type.property.screen"],
    "enumeration value": ["@lsp.type.enumMember.screen"],
}

# The inlay hints of the fixture, by zero-based line: (label, text the hint follows).
EXPECTED_HINTS = [
    (2, "root screen", "screen Inbox"),
    (4, "44 pt", "    StatusBar"),
    (5, "44 pt", "    NavigationBar"),
    (11, "“訊息”", '        Cell "陳小明 👋" { subtitle: "週五午餐？" pushes: Message'),
    (17, "49 pt + 34 pt safe area", "    TabBar"),
    (18, "“收件匣 😀”", '        Tab "Mail" { screen: Inbox'),
    (22, "pushed screen", "screen Message"),
    (23, "44 pt", "    NavigationBar"),
    (28, "modal screen", "screen Compose"),
]


def check_tokens(result):
    assert result["tokens"] == EXPECTED_GROUPS


def check_folds(result):
    folds = result["folds"]
    assert folds["1"]["level"] == 1 and folds["1"]["text"].startswith("// screenkit-ignore-file")
    assert folds["3"] == {"level": 1, "text": "screen Inbox { … }"}
    assert folds["6"] == {"level": 2, "text": "NavigationBar { … }"}
    assert folds["16"]["level"] == 2 and folds["16"]["text"] == "/* Bottom bars, … */"
    assert folds["4"]["level"] == 1


def check_hints(result, encoding="utf-8"):
    expected = []
    for line, label, before in EXPECTED_HINTS:
        units = len(before.encode("utf-8")) if encoding == "utf-8" else len(before.encode("utf-16-le")) // 2
        expected.append({"line": line, "character": units, "label": label})
    assert result["hints"] == expected
