"""Hover, completion, quick fixes and screenkit.json, from the real binary."""
import json

from lsprotocol import types

from conftest import diagnostics_for, initialize, within
from test_diagnostics import open_document

SCREEN = (
    '// 收件匣 📬\n'
    'screen Settings {\n'
    '    StatusBar { hidden: true }\n'
    '    /* 😀 */ TabBar { Tab "設定" }\n'
    '    Button "log in now"\n'
    '}\n'
)
URI = "untitled:settings"


def position(line, character):
    return types.Position(line=line, character=character)


def feature_capabilities():
    """What a modern editor announces for the features under test."""
    return types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        completion=types.CompletionClientCapabilities(completion_item=types.ClientCompletionItemOptions(
            snippet_support=True, documentation_format=[types.MarkupKind.Markdown],
            tag_support=types.CompletionItemTagOptions(value_set=[types.CompletionItemTag.Deprecated]))),
        code_action=types.CodeActionClientCapabilities(code_action_literal_support=types.ClientCodeActionLiteralOptions(
            code_action_kind=types.ClientCodeActionKindOptions(value_set=[types.CodeActionKind.QuickFix])))))


async def hover(client, line, character):
    return await within(client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=position(line, character))))


async def test_hover_in_english_with_an_exact_utf16_range(client):
    result = await initialize(client, feature_capabilities())
    assert result.capabilities.hover_provider is True
    open_document(client, URI, SCREEN)
    await diagnostics_for(client, URI, version=1)
    # "    /* 😀 */ " is 13 UTF-16 units: the emoji counts two.
    tab_bar = await hover(client, 3, 15)
    assert tab_bar.contents.kind == types.MarkupKind.Markdown
    assert tab_bar.contents.value.startswith("## TabBar")
    assert "A tab bar appears at the bottom of the screen" in tab_bar.contents.value
    assert tab_bar.range == types.Range(start=position(3, 13), end=position(3, 19))
    assert await hover(client, 0, 5) is None


async def test_hover_in_chinese(client):
    await initialize(client, feature_capabilities(), locale="zh-CN")
    open_document(client, URI, SCREEN)
    await diagnostics_for(client, URI, version=1)
    tab_bar = await hover(client, 3, 15)
    assert "标签栏出现在屏幕的底部" in tab_bar.contents.value


async def test_completion_with_snippets_and_a_text_edit(client):
    result = await initialize(client, feature_capabilities())
    assert result.capabilities.completion_provider is not None
    text = 'screen A {\n    /* 😀 */ Navi\n}\n'
    open_document(client, URI, text)
    await diagnostics_for(client, URI, version=1)
    completions = await within(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=position(1, 17))))
    by_label = {item.label: item for item in completions.items}
    navigation_bar = by_label["NavigationBar"]
    assert navigation_bar.kind == types.CompletionItemKind.Class
    assert navigation_bar.insert_text_format == types.InsertTextFormat.Snippet
    assert navigation_bar.text_edit.range == types.Range(start=position(1, 13), end=position(1, 17))
    assert navigation_bar.text_edit.new_text.startswith("NavigationBar")
    assert navigation_bar.documentation.kind == types.MarkupKind.Markdown
    assert list(by_label["RoundedRectButton"].tags) == [types.CompletionItemTag.Deprecated]


async def test_quick_fixes_for_published_diagnostics(client):
    result = await initialize(client, feature_capabilities())
    assert list(result.capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix, "source.fixAll.screenkit"]
    open_document(client, URI, SCREEN)
    diagnostics = await diagnostics_for(client, URI, version=1)
    title_case = [d for d in diagnostics if d.code == "button-title-case"]
    assert len(title_case) == 1
    actions = await within(client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=title_case[0].range,
        context=types.CodeActionContext(diagnostics=title_case))))
    assert [action.title for action in actions] == [
        'Write "Log in Now"', "Disable button-title-case for this line", "Disable button-title-case for this file"]
    action = actions[0]
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred is True
    assert list(action.diagnostics) == title_case
    assert list(action.edit.changes[URI]) == [types.TextEdit(range=title_case[0].range, new_text='"Log in Now"')]


async def test_screenkit_json_in_the_workspace(client, tmp_path):
    workspace = tmp_path / "工作 區"
    workspace.mkdir()
    screen = workspace / "settings.screen"
    screen.write_text(SCREEN, encoding="utf-8")
    config = workspace / "screenkit.json"
    config.write_text(json.dumps({"locale": "zh-Hant", "rules": {"button-title-case": "error", "status-bar-hiden": "off"}}), encoding="utf-8")
    capabilities = feature_capabilities()
    capabilities.workspace = types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True))
    await initialize(client, capabilities, workspace=workspace)

    # The misspelt rule id is a warning on the file, in the file's language.
    problems = await diagnostics_for(client, config.as_uri())
    assert [(p.code, p.severity) for p in problems] == [("invalid-configuration", types.DiagnosticSeverity.Warning)]
    assert "status-bar-hidden" in problems[0].message
    findings = {d.code: d for d in await diagnostics_for(client, screen.as_uri())}
    assert findings["button-title-case"].severity == types.DiagnosticSeverity.Error
    assert findings["button-title-case"].message.startswith("按鈕標題")

    # Fixing the file clears its problem and applies the setting.
    config.write_text(json.dumps({"rules": {"button-title-case": "off", "status-bar-hidden": "off"}}), encoding="utf-8")
    client.published_log.clear()
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    assert list(await diagnostics_for(client, config.as_uri())) == []
    findings = await diagnostics_for(client, screen.as_uri())
    assert {d.code for d in findings}.isdisjoint({"button-title-case", "status-bar-hidden"})


async def test_completion_documentation_waits_for_resolve(client):
    capabilities = feature_capabilities()
    capabilities.text_document.completion.completion_item.resolve_support = types.ClientCompletionItemResolveOptions(
        properties=["documentation"])
    result = await initialize(client, capabilities)
    assert result.capabilities.completion_provider.resolve_provider is True
    assert list(result.capabilities.completion_provider.trigger_characters) == [":"]
    open_document(client, URI, 'screen A {\n    Navi\n    StatusBar { style: }\n}\n')
    await diagnostics_for(client, URI, version=1)
    completions = await within(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=position(1, 8))))
    navigation_bar = next(item for item in completions.items if item.label == "NavigationBar")
    assert navigation_bar.documentation is None
    assert navigation_bar.data == {"element": "NavigationBar"}
    resolved = await within(client.completion_item_resolve_async(navigation_bar))
    assert resolved.documentation.kind == types.MarkupKind.Markdown
    assert resolved.documentation.value.startswith("## NavigationBar")
    assert resolved.label == navigation_bar.label and resolved.text_edit == navigation_bar.text_edit

    # Typing ":" asks for values at once.
    values = await within(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=position(2, 22),
        context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character=":"))))
    assert [item.label for item in values.items] == ["default", "darkContent", "lightContent"]
    resolved = await within(client.completion_item_resolve_async(values.items[1]))
    assert resolved.documentation.value.startswith("## StatusBar.style: `darkContent`")
