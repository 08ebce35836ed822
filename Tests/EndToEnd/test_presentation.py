"""Semantic tokens, folding, selection, colors and inlay hints from the real binary, each
answer checked against lsprotocol's types by pytest-lsp."""
import pathlib
import sys

from lsprotocol import types

from conftest import diagnostics_for, initialize, within
from test_diagnostics import open_document

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Support"))
import semantic_tokens  # noqa: E402

SCREEN = (
    '// 收件匣 📬\n'
    '// two\n'
    'screen Inbox {\n'
    '    NavigationBar { title: "😀收件匣" tint: #FF9500 }\n'
    '    TableView {\n'
    '        Cell "A" { pushes: Detail }\n'
    '    }\n'
    '}\n'
    'screen Detail { NavigationBar { title: "細節" } }\n'
)
URI = "untitled:presentation"
DOCUMENT = types.TextDocumentIdentifier(uri=URI)


def position(line, character):
    return types.Position(line=line, character=character)


def capabilities():
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
        text_document=types.TextDocumentClientCapabilities(
            semantic_tokens=types.SemanticTokensClientCapabilities(
                requests=types.ClientSemanticTokensRequestOptions(range=True, full=types.ClientSemanticTokensRequestFullDelta(delta=True)),
                token_types=[], token_modifiers=[], formats=[types.TokenFormat.Relative]),
            folding_range=types.FoldingRangeClientCapabilities(line_folding_only=True, folding_range=types.ClientFoldingRangeOptions(collapsed_text=True)),
            inlay_hint=types.InlayHintClientCapabilities()))


async def opened(client):
    result = await initialize(client, capabilities())
    open_document(client, URI, SCREEN)
    await diagnostics_for(client, URI, version=1)
    return result


def decode(data, legend):
    return semantic_tokens.decode(data, legend.token_types)


async def test_semantic_tokens_full_delta_and_range(client):
    result = await opened(client)
    provider = result.capabilities.semantic_tokens_provider
    assert "declaration" in provider.legend.token_modifiers and "defaultLibrary" in provider.legend.token_modifiers
    full = await within(client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=DOCUMENT)))
    tokens = decode(full.data, provider.legend)
    # `"😀收件匣"` on line 3 starts at UTF-16 column 27 and is 7 units long (the emoji is two).
    assert (3, 27, 7, "string") in tokens
    assert (3, 41, 7, "number") in tokens
    assert (5, 27, 6, "class") in tokens
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=position(4, 4), end=position(4, 13)), text="Carousel")]))
    delta = await within(client.text_document_semantic_tokens_full_delta_async(types.SemanticTokensDeltaParams(text_document=DOCUMENT, previous_result_id=full.result_id)))
    assert isinstance(delta, types.SemanticTokensDelta)
    data = list(full.data)
    for edit in reversed(delta.edits):
        data[edit.start:edit.start + edit.delete_count] = edit.data or []
    again = await within(client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=DOCUMENT)))
    assert data == list(again.data)
    ranged = await within(client.text_document_semantic_tokens_range_async(types.SemanticTokensRangeParams(
        text_document=DOCUMENT, range=types.Range(start=position(5, 0), end=position(6, 0)))))
    assert [token[0] for token in decode(ranged.data, provider.legend)] == [5] * len(decode(ranged.data, provider.legend))


async def test_folding_and_selection_ranges(client):
    await opened(client)
    folds = await within(client.text_document_folding_range_async(types.FoldingRangeParams(text_document=DOCUMENT)))
    assert [(fold.start_line, fold.end_line, fold.kind, fold.collapsed_text) for fold in folds] == [
        (0, 1, types.FoldingRangeKind.Comment, "// 收件匣 📬 …"),
        (2, 6, None, "screen Inbox { … }"),
        (4, 5, None, "TableView { … }"),
    ]
    [selection] = await within(client.text_document_selection_range_async(types.SelectionRangeParams(
        text_document=DOCUMENT, positions=[position(5, 29)])))
    chain = []
    while selection is not None:
        chain.append(selection.range)
        selection = selection.parent
    assert chain[0] == types.Range(start=position(5, 27), end=position(5, 33))
    assert chain[1] == types.Range(start=position(5, 19), end=position(5, 33))
    assert chain[-1].start == position(0, 0)


async def test_document_colors_and_presentations(client):
    await opened(client)
    [color] = await within(client.text_document_document_color_async(types.DocumentColorParams(text_document=DOCUMENT)))
    assert color.range == types.Range(start=position(3, 41), end=position(3, 48))
    assert (round(color.color.red * 255), round(color.color.green * 255), round(color.color.blue * 255), color.color.alpha) == (255, 0x95, 0, 1)
    presentations = await within(client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=DOCUMENT, color=types.Color(red=1.0, green=0.4, blue=0.0, alpha=1.0), range=color.range)))
    assert [p.label for p in presentations] == ["#F60", "#FF6600", "#FF6600FF"]
    assert presentations[0].text_edit == types.TextEdit(range=color.range, new_text="#F60")


async def test_inlay_hints(client):
    await opened(client)
    hints = await within(client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=DOCUMENT, range=types.Range(start=position(0, 0), end=position(9, 0)))))
    assert [(hint.position.line, hint.position.character, hint.label) for hint in hints] == [
        (2, 12, "root screen"), (3, 17, "44 pt"), (5, 33, "“細節”"), (8, 13, "pushed screen"), (8, 29, "44 pt"),
    ]


async def test_completion_of_colors_strings_and_rule_ids(client):
    await initialize(client, types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
        completion=types.CompletionClientCapabilities(completion_item=types.ClientCompletionItemOptions(
            snippet_support=True, documentation_format=[types.MarkupKind.Markdown],
            tag_support=types.CompletionItemTagOptions(value_set=[types.CompletionItemTag.Deprecated]))))))
    text = ('screen A {\n'
            '    NavigationBar { title: "😀" tint: #FF9500 barTint: #F }\n'
            '    // screenkit-ignore: unk\n'
            '    Toolbar { Button { icon: "square.and.pencil" } Button { icon: " } }\n'
            '}\n')
    open_document(client, URI, text)
    await diagnostics_for(client, URI, version=1)

    async def complete(line, character, trigger=None):
        context = types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character=trigger) if trigger else None
        return await within(client.text_document_completion_async(types.CompletionParams(
            text_document=DOCUMENT, position=position(line, character), context=context)))

    colors = await complete(1, 57)
    assert colors.items[0].label == "#FF9500" and colors.items[0].kind == types.CompletionItemKind.Color
    assert colors.items[0].text_edit.range == types.Range(start=position(1, 55), end=position(1, 57))
    assert [item.sort_text for item in colors.items] == sorted(item.sort_text for item in colors.items)
    assert any(item.label == "#007AFF" and item.detail == "systemBlue" for item in colors.items)
    rules = await complete(2, 28)
    assert rules.items[0].text_edit.range == types.Range(start=position(2, 25), end=position(2, 28))
    assert any(item.label == "unknown-component" for item in rules.items)
    strings = await complete(3, 67, trigger='"')
    assert [item.label for item in strings.items] == ['"square.and.pencil"']
