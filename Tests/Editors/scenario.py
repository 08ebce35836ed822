"""The one scenario every editor test plays, and what it must read back.

A temp workspace holds copies of the examples; mail.screen gets one mistake (`Buton`).
The editor opens mail.screen with our package, reads the diagnostics, hovers `StatusBar`,
asks for completion at two places, then fixes `Buton` and breaks `style: grouped` in the
buffer, and reads the diagnostics again. A driver writes what it read as JSON:
{"before": [codes], "messages": [texts], "hover": [markdown or null],
 "completion": [[labels] or null], "after": [codes]}.
"""
import json
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "Docs" / "examples"

# Each place is the first occurrence of a literal text in the opened file; the cursor goes on
# its first character (the start of the word the editor asks about).
HOVER_AT = ["StatusBar"]
COMPLETION_AT = ["darkContent }", "MailInbox }"]
EDITS = [["Buton", "Button"], ["style: grouped", "style: groupd"]]

HOVER_TEXT = {
    "en": "The status bar appears at the top edge of the screen",
    "zh-Hans": "状态栏出现在屏幕的顶端",
    "zh-Hant": "狀態列出現在螢幕的頂端",
}


MESSAGE_TEXT = {"en": "Unknown component", "zh-Hans": "未知的组件", "zh-Hant": "未知的元件"}


def make_workspace(folder: pathlib.Path) -> pathlib.Path:
    """Copies the examples into `folder` with one mistake in mail.screen, which it returns."""
    folder.mkdir(parents=True, exist_ok=True)
    for example in EXAMPLES.glob("*.screen"):
        shutil.copy(example, folder / example.name)
    mail = folder / "mail.screen"
    text = mail.read_text(encoding="utf-8")
    assert text.count('        Button "Edit"\n') >= 1
    mail.write_text(text.replace('        Button "Edit"\n', '        Buton "Edit"\n', 1), encoding="utf-8")
    return mail


def plan(file: pathlib.Path, result: pathlib.Path, timeout_ms: int = 8000) -> dict:
    return {"file": str(file), "result": str(result), "timeout_ms": timeout_ms,
            "hover": HOVER_AT, "completion": COMPLETION_AT, "edits": EDITS}


def write_plan(folder: pathlib.Path, file: pathlib.Path) -> pathlib.Path:
    path = folder / "plan.json"
    path.write_text(json.dumps(plan(file, folder / "result.json")), encoding="utf-8")
    return path


def check_diagnostics(result: dict, locale: str):
    """Codes before and after the edits, and the messages in the client's language."""
    assert result["before"] == ["unknown-component"]
    assert result["after"] == ["invalid-value"]
    [message] = result["messages"]
    assert "Buton" in message
    assert MESSAGE_TEXT[locale] in message


def check_hover(result: dict, locale: str):
    [hover] = result["hover"]
    assert hover is not None, "no hover answer"
    assert HOVER_TEXT[locale] in hover
    for other, text in HOVER_TEXT.items():
        if other != locale:
            assert text not in hover


def check_completion(result: dict):
    values, screens = result["completion"]
    assert values is not None and screens is not None, "no completion answer"
    assert {"default", "darkContent", "lightContent"} <= set(values)
    assert "MailInbox" in screens
    # Screens of files never opened come from the workspace on disk.
    assert {"MusicLibrary", "SettingsRoot", "PhotosLibrary"} <= set(screens)


def check_everything(result: dict, locale: str):
    """Every check of the scenario, for a server known to offer every feature."""
    check_diagnostics(result, locale)
    check_hover(result, locale)
    check_completion(result)


def write_cross_file_plan(folder: pathlib.Path) -> pathlib.Path:
    """A plan for the cross-file drivers: in mail.screen, a cell comes to push a screen that
    no file declares (unknown-screen); then settings.screen, in another buffer and unsaved,
    declares it, and the finding must leave mail.screen's buffer."""
    mail = make_workspace(folder / "workspace")
    path = folder / "plan.json"
    path.write_text(json.dumps({
        "file": str(mail), "result": str(folder / "result.json"), "timeout_ms": 8000,
        "link": ["pushes: MailVIP", "pushes: MailArchive"],
        "other_file": str(mail.parent / "settings.screen"),
        "declaration": ["", "screen MailArchive {", '    NavigationBar { title: "Archive" }', "}"],
    }), encoding="utf-8")
    return path


def check_cross_file(result: dict):
    assert "unknown-screen" in result["linked"]
    assert "unknown-screen" not in result["declared"]
    assert "unknown-component" in result["declared"], "the first buffer's other finding stays"


# Navigation: a workspace of two files, Chinese text and emoji before the names. The editor
# opens the inbox only; the detail file is read from disk by the server.
NAVIGATION_INBOX = (
    '// 收件匣 😀 👨‍👩‍👧\n'
    'screen Inbox {\n'
    '    TableView { Cell "😀 週五" { pushes: Detail } }\n'
    '    Label "Detail 😀"\n'
    '}\n'
)
NAVIGATION_DETAIL = (
    '/* 詳細 😀 */ screen Detail {\n'
    '    Button "返回 😀" { pushes: Inbox }\n'
    '}\n'
)
# For ALE 3.3, which sends and reads byte columns as LSP characters whatever the encoding:
# no Chinese or emoji before a name on its line, only after it and on other lines.
ALE_NAVIGATION_INBOX = NAVIGATION_INBOX.replace('Cell "😀 週五" { pushes: Detail }', 'Cell { pushes: Detail subtitle: "😀 週五" }')
ALE_NAVIGATION_DETAIL = NAVIGATION_DETAIL.replace('/* 詳細 😀 */ screen Detail {', 'screen Detail { // 詳細 😀')


def write_navigation_plan(folder: pathlib.Path, other_folder: str = "詳細", inbox_text: str = NAVIGATION_INBOX,
                          detail_text: str = NAVIGATION_DETAIL) -> pathlib.Path:
    """A plan for the navigation drivers: with the cursor inside `Detail` of `pushes: Detail`
    in the inbox, go to its definition (in the other file, not open), come back, and rename
    it. A driver writes {"definition": {"file", "line", "column"} (1-based, bytes) where the
    editor jumped, "renamed": the inbox buffer's lines, "renamed_other": the other file's text
    as the editor holds it (its buffer when it has one, else the disk)}. The other file
    stands in `other_folder`, a Chinese name unless the editor cannot take one (ALE)."""
    workspace = folder / "workspace"
    (workspace / other_folder).mkdir(parents=True)
    inbox = workspace / "inbox.screen"
    detail = workspace / other_folder / "detail.screen"
    inbox.write_text(inbox_text, encoding="utf-8")
    detail.write_text(detail_text, encoding="utf-8")
    path = folder / "plan.json"
    path.write_text(json.dumps({
        "file": str(inbox), "other_file": str(detail), "result": str(folder / "result.json"), "timeout_ms": 8000,
        "cursor_text": "pushes: Detail", "cursor_offset": len("pushes: De"), "new_name": "Details",
        "inbox_text": inbox_text, "detail_text": detail_text,
    }, ensure_ascii=False), encoding="utf-8")
    return path


def check_navigation(result: dict, plan_path: pathlib.Path):
    plan = json.loads(plan_path.read_text(encoding="utf-8"))
    definition = result["definition"]
    assert definition is not None, "the editor did not jump"
    assert pathlib.Path(definition["file"]).resolve() == pathlib.Path(plan["other_file"]).resolve()
    first_line = plan["detail_text"].split("\n")[0]
    assert (definition["line"], definition["column"]) == (1, len(first_line[:first_line.index("Detail")].encode()) + 1)
    assert "\n".join(result["renamed"]) + "\n" == plan["inbox_text"].replace("pushes: Detail", "pushes: Details")
    assert result["renamed_other"].rstrip("\n") + "\n" == plan["detail_text"].replace("screen Detail", "screen Details")
