"""Formatting from the real binary, the messages checked against lsprotocol's shapes."""
from lsprotocol import types

from conftest import diagnostics_for, initialize, within
from test_diagnostics import open_document

URI = "untitled:inbox"
MESSY = 'screen Inbox{\n  NavigationBar {title:"收件匣 📬"}\n      /* 😀 */ Label "週五"{font:body}\n}'
TIDY = 'screen Inbox {\n    NavigationBar { title: "收件匣 📬" }\n    /* 😀 */ Label "週五" { font: body }\n}\n'
OPTIONS = types.FormattingOptions(tab_size=4, insert_spaces=True)


def apply(text, edits):
    """LSP edits applied as a client does, positions in UTF-16."""
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line.encode("utf-16-le")) // 2 + 1)
    units = text.encode("utf-16-le")

    def offset(position):
        return (starts[position.line] + position.character) * 2

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        units = units[:offset(edit.range.start)] + edit.new_text.encode("utf-16-le") + units[offset(edit.range.end):]
    return units.decode("utf-16-le")


async def test_formatting_range_formatting_and_on_type(client):
    result = await initialize(client)
    assert result.capabilities.document_formatting_provider is True
    assert result.capabilities.document_range_formatting_provider is True
    assert result.capabilities.document_on_type_formatting_provider.first_trigger_character == "}"
    open_document(client, URI, MESSY)
    await diagnostics_for(client, URI, version=1)
    document = types.TextDocumentIdentifier(uri=URI)
    edits = await within(client.text_document_formatting_async(types.DocumentFormattingParams(text_document=document, options=OPTIONS)))
    assert apply(MESSY, edits) == TIDY
    ranged = await within(client.text_document_range_formatting_async(types.DocumentRangeFormattingParams(
        text_document=document, options=OPTIONS,
        range=types.Range(start=types.Position(line=1, character=3), end=types.Position(line=1, character=3)))))
    assert apply(MESSY, ranged) == 'screen Inbox{\n    NavigationBar { title: "收件匣 📬" }\n      /* 😀 */ Label "週五"{font:body}\n}'
    typed = await within(client.text_document_on_type_formatting_async(types.DocumentOnTypeFormattingParams(
        text_document=document, options=OPTIONS, position=types.Position(line=3, character=1), ch="}")))
    assert list(typed) == []


async def test_a_document_with_syntax_errors_gets_no_edits(client):
    await initialize(client)
    open_document(client, URI, "screen Inbox {\n  title: \n")
    await diagnostics_for(client, URI, version=1)
    edits = await within(client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=URI), options=OPTIONS)))
    assert list(edits) == []
