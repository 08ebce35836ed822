"""The Helix entry, read as Helix reads it (TOML); Helix itself is not packaged for Debian 12."""
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "editors" / "helix" / "languages.toml").read_text())


def test_the_language_uses_the_server():
    [language] = CONFIG["language"]
    assert language["name"] == "screen"
    assert language["scope"] == "source.screen"
    assert language["file-types"] == ["screen"]
    assert language["comment-tokens"] == ["//"]
    assert language["block-comment-tokens"] == {"start": "/*", "end": "*/"}
    assert language["indent"] == {"tab-width": 4, "unit": "    "}
    assert language["language-servers"] == ["screenkit"]
    # Helix formats on save through the language server when the language asks for it.
    assert language["auto-format"] is True


def test_the_server_entry():
    server = CONFIG["language-server"]["screenkit"]
    assert server["command"] == "screenkit" and server["args"] == ["lsp"]
    assert server["config"]["locale"] in ("en", "zh-Hans", "zh-Hant")
