"""The TextMate grammar and language configuration, on the examples and on edge cases."""
import json
import pathlib
import subprocess

import pytest

from textmate import Grammar

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "Docs" / "examples").glob("*.screen"))
GRAMMAR = Grammar(json.loads((ROOT / "Grammar" / "screen.tmLanguage.json").read_text()))


def scopes_of(text, word, occurrence=0, line=None):
    """The innermost scopes of the token `word` (its `occurrence`-th, on `line` if given)."""
    hits = [t for t in GRAMMAR.tokenize(text) if t.text == word and (line is None or t.line == line)]
    assert len(hits) > occurrence, f"no token {word!r} (occurrence {occurrence}) in the tokens"
    return hits[occurrence].scopes


def test_the_grammar_names_its_scope():
    assert GRAMMAR.grammar["scopeName"] == "source.screen"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_character_of_the_examples_has_a_scope(path):
    unscoped = [t for t in GRAMMAR.tokenize(path.read_text()) if t.text.strip() and t.scopes == ("source.screen",)]
    assert unscoped == []


def test_known_tokens_of_the_mail_example():
    text = (ROOT / "Docs" / "examples" / "mail.screen").read_text()
    assert scopes_of(text, "//")[-1] == "punctuation.definition.comment.screen"
    assert scopes_of(text, "screen")[-1] == "keyword.declaration.screen"
    assert scopes_of(text, "Mailboxes")[-1] == "entity.name.type.screen"
    assert scopes_of(text, "device")[-1] == "support.type.property-name.screen"
    assert scopes_of(text, ":")[-1] == "punctuation.separator.key-value.screen"
    assert scopes_of(text, "iphoneX")[-1] == "constant.other.value.screen"
    assert scopes_of(text, "StatusBar")[-1] == "entity.name.tag.component.screen"
    assert scopes_of(text, "true")[-1] == "constant.language.boolean.screen"
    assert scopes_of(text, "#")[-1] == "punctuation.definition.constant.screen"
    assert "constant.other.color.rgb-value.screen" in scopes_of(text, "007AFF")
    assert scopes_of(text, "MailInbox")[-1] == "entity.name.type.screen-reference.screen"  # pushes: MailInbox
    assert scopes_of(text, "{")[-1] == "punctuation.section.block.begin.screen"
    assert scopes_of(text, "}")[-1] == "punctuation.section.block.end.screen"
    assert scopes_of(text, ";")[-1] == "punctuation.terminator.statement.screen"
    assert "comment.block.screen" in scopes_of(text, "/*")


def test_units_lists_and_the_screen_property_in_the_music_example():
    text = (ROOT / "Docs" / "examples" / "music.screen").read_text()
    assert scopes_of(text, "280")[-1] == "constant.numeric.screen"
    assert scopes_of(text, "pt")[-1] == "keyword.other.unit.screen"
    assert scopes_of(text, "30")[-1] == "constant.numeric.screen"
    assert scopes_of(text, "m", line=text.split("\n").index("    DatePicker { mode: countdown, duration: 30m, minuteInterval: 5 }"))[-1] == "keyword.other.unit.screen"
    # A Tab's `screen:` is a property, not the keyword.
    assert scopes_of(text, "screen", occurrence=1)[-1] == "support.type.property-name.screen"
    assert scopes_of(text, "[")[-1] == "punctuation.section.list.begin.screen"
    # "#" in a list of strings is text, not a color.
    index_line = text.split("\n").index('        index: ["A", "B", "#",] // a plain table may carry an index')
    assert "string.quoted.double.screen" in scopes_of(text, "#", line=index_line)


def test_string_escapes_and_invalid_ones():
    tokens = GRAMMAR.tokenize('Label "a\\"b\\\\c\\nd\\te\\u{1F600}f\\q"')
    escapes = [t.text for t in tokens if t.scopes[-1] == "constant.character.escape.screen"]
    assert escapes == ['\\"', "\\\\", "\\n", "\\t", "\\u{1F600}"]
    assert [t.text for t in tokens if t.scopes[-1] == "invalid.illegal.unknown-escape.screen"] == ["\\q"]


def test_an_unterminated_string_ends_with_its_line():
    tokens = GRAMMAR.tokenize('Label "open\nButton "Edit"')
    assert next(t for t in tokens if t.text == "Button").scopes[-1] == "entity.name.tag.component.screen"


def test_block_comments_span_lines():
    tokens = GRAMMAR.tokenize("/* one\nButton two */ Label")
    assert next(t for t in tokens if "Button" in t.text).scopes[-1] == "comment.block.screen"
    assert next(t for t in tokens if t.text == "Label").scopes[-1] == "entity.name.tag.component.screen"


@pytest.mark.parametrize("number,unit", [("44pt", "pt"), ("50%", "%"), ("23h59m", "h59m"), ("90s", "s"), ("1h30m15s", "h30m15s")])
def test_numbers_with_units(number, unit):
    tokens = GRAMMAR.tokenize(f"width: {number}")
    assert [t.text for t in tokens if t.scopes[-1] == "keyword.other.unit.screen"] == [unit]


def test_colors_need_three_six_or_eight_digits():
    colored = lambda text: [t.text for t in GRAMMAR.tokenize(text) if "constant.other.color.rgb-value.screen" in t.scopes]
    assert colored("tint: #FA2D48") == ["#", "FA2D48"]
    assert colored("tint: #FA2D48CC") == ["#", "FA2D48CC"]
    assert colored("tint: #FA2D") == []


def test_language_configuration_regexes_compile_in_javascript():
    """VS Code reads these patterns as JavaScript regexes: node compiles them."""
    path = ROOT / "Grammar" / "language-configuration.json"
    configuration = json.loads(path.read_text())
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert ["{", "}"] in configuration["brackets"] and ["[", "]"] in configuration["brackets"]
    script = """
      const c = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
      const inc = new RegExp(c.indentationRules.increaseIndentPattern);
      const dec = new RegExp(c.indentationRules.decreaseIndentPattern);
      new RegExp(c.folding.markers.start); new RegExp(c.folding.markers.end); new RegExp(c.wordPattern);
      console.log(JSON.stringify([inc.test('    NavigationBar {'), inc.test('  Cell "{" { title: "x" }'),
        inc.test('  segments: ['), inc.test('  Label "a" // {'), dec.test('    }'), dec.test('  Button')]));
    """
    result = subprocess.run(["node", "-e", script, str(path)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [True, False, True, False, True, False]


# What a semantic token type stands for in the grammar: the deepest scope of a token's first
# character that names a kind decides it.
SEMANTIC_KIND_OF_SCOPE = [
    ("keyword.declaration", "keyword"),
    ("constant.language.boolean", "keyword"),
    ("entity.name.type", "class"),
    ("entity.name.tag.component", "type"),
    ("support.type.property-name", "property"),
    ("constant.other.value", "enumMember"),
    ("string.quoted", "string"),
    ("constant.numeric", "number"),
    ("constant.other.color", "number"),
    ("entity.other.attribute-name.rule-id", "decorator"),
    ("comment", "comment"),
]


def grammar_kind(scopes):
    for scope in reversed(scopes):
        for prefix, kind in SEMANTIC_KIND_OF_SCOPE:
            if scope.startswith(prefix):
                return kind
    return None


def semantic_tokens(text):
    """The server's semantic tokens of `text` as (line, column, length, type), in UTF-32."""
    import sys
    sys.path.insert(0, str(ROOT / "Tests" / "Support"))
    from lsp_client import LSPClient
    from semantic_tokens import decode
    from conftest import BINARY

    server = LSPClient([str(BINARY), "lsp"], timeout=20)
    try:
        _, answer = server.request("initialize", {"processId": None, "capabilities": {"general": {"positionEncodings": ["utf-32"]}}})
        legend = answer["result"]["capabilities"]["semanticTokensProvider"]["legend"]["tokenTypes"]
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": "untitled:example", "languageId": "screen", "version": 1, "text": text}})
        _, answer = server.request("textDocument/semanticTokens/full", {"textDocument": {"uri": "untitled:example"}})
        data = answer["result"]["data"]
    finally:
        server.close()
    return decode(data, legend)


def scopes_at(tokens, line, column):
    """The grammar's scopes of the character at `line`, `column` (code points)."""
    start = 0
    for token in (t for t in tokens if t.line == line):
        if start <= column < start + len(token.text):
            return token.scopes
        start += len(token.text)
    return ()


@pytest.mark.parametrize("path", EXAMPLES + [ROOT / "Tests" / "Editors" / "fixtures" / "presentation.screen"], ids=lambda p: p.name)
def test_the_grammar_and_the_semantic_tokens_agree_on_every_token(path):
    text = path.read_text()
    grammar_tokens = GRAMMAR.tokenize(text)
    lines = text.split("\n")
    disagreements = []
    for line, column, length, kind in semantic_tokens(text):
        scopes = scopes_at(grammar_tokens, line, column)
        if grammar_kind(scopes) != kind:
            disagreements.append(f"{line + 1}:{column + 1} {lines[line][column:column + length]!r}: semantic {kind}, grammar {scopes}")
    assert disagreements == []
