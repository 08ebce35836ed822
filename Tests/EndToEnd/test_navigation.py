"""Definition, references, highlights, rename, workspace symbols and links from the real
binary, across two files of which only one is open, in UTF-8, UTF-16 and UTF-32 positions."""
import pytest
from lsprotocol import types

from conftest import diagnostics_for, initialize, within
from test_diagnostics import open_document

INBOX = (
    '// 收件匣 📬 👨‍👩‍👧\n'
    'screen Inbox {\n'
    '    TableView { Cell "😀 週五" { pushes: Detail } }\n'
    '    TabBar { Tab "郵件 😀" { screen: Inbox } }\n'
    '    Label "Detail 😀"\n'
    '}\n'
)
DETAIL = (
    '/* 詳細 😀 */ screen Detail {\n'
    '    NavigationBar { title: "詳細 👨‍👩‍👧" }\n'
    '    Button "返回 😀" { pushes: Inbox }\n'
    '    WebView { url: "https://例子.tw/說明" }\n'
    '}\n'
)
ENCODINGS = [types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf32]


def width(text, encoding):
    """How many characters `text` counts in `encoding`."""
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8"))
    if encoding == types.PositionEncodingKind.Utf16:
        return len(text.encode("utf-16-le")) // 2
    return len(text)


def span(text, line_number, word, encoding, after=""):
    """The range of `word` on a line (the first one after `after`), in `encoding`."""
    line = text.split("\n")[line_number]
    start = line.index(word, line.index(after) + len(after) if after else 0)
    first = width(line[:start], encoding)
    return types.Range(start=types.Position(line=line_number, character=first),
                       end=types.Position(line=line_number, character=first + width(word, encoding)))


def capabilities(encoding):
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[encoding]),
        text_document=types.TextDocumentClientCapabilities(
            definition=types.DefinitionClientCapabilities(link_support=True),
            rename=types.RenameClientCapabilities(prepare_support=True)),
        workspace=types.WorkspaceClientCapabilities(workspace_edit=types.WorkspaceEditClientCapabilities(document_changes=True)))


async def started(client, tmp_path, encoding):
    # Files are listed by URI: the inbox's folder sorts first.
    (tmp_path / "詳細").mkdir()
    (tmp_path / "收件").mkdir()
    inbox = tmp_path / "收件" / "inbox.screen"
    detail = tmp_path / "詳細" / "detail.screen"
    inbox.write_text(INBOX, encoding="utf-8")
    detail.write_text(DETAIL, encoding="utf-8")
    result = await initialize(client, capabilities(encoding), workspace=tmp_path)
    assert result.capabilities.position_encoding == encoding
    # Only the inbox is opened; the detail file is known from disk.
    open_document(client, inbox.as_uri(), INBOX)
    await diagnostics_for(client, inbox.as_uri(), version=1)
    return inbox.as_uri(), detail.as_uri()


def at(uri, text, line, word, encoding, after=""):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=span(text, line, word, encoding, after).start)


@pytest.mark.parametrize("encoding", ENCODINGS)
async def test_definition_references_and_highlights_across_files(client, tmp_path, encoding):
    inbox, detail = await started(client, tmp_path, encoding)
    links = await within(client.text_document_definition_async(types.DefinitionParams(**at(inbox, INBOX, 2, "Detail", encoding))))
    assert len(links) == 1
    assert links[0].target_uri == detail
    assert links[0].target_selection_range == span(DETAIL, 0, "Detail", encoding)
    assert links[0].origin_selection_range == span(INBOX, 2, "Detail", encoding)
    # Nothing to go to on a word in a string.
    assert await within(client.text_document_definition_async(types.DefinitionParams(**at(inbox, INBOX, 4, "Detail", encoding)))) == []

    references = await within(client.text_document_references_async(types.ReferenceParams(
        **at(detail, DETAIL, 2, "Inbox", encoding), context=types.ReferenceContext(include_declaration=True))))
    assert [(location.uri, location.range) for location in references] == [
        (inbox, span(INBOX, 1, "Inbox", encoding)),
        (inbox, span(INBOX, 3, "Inbox", encoding)),
        (detail, span(DETAIL, 2, "Inbox", encoding)),
    ]
    highlights = await within(client.text_document_document_highlight_async(types.DocumentHighlightParams(**at(inbox, INBOX, 1, "Inbox", encoding))))
    assert [(highlight.range, highlight.kind) for highlight in highlights] == [
        (span(INBOX, 1, "Inbox", encoding), types.DocumentHighlightKind.Write),
        (span(INBOX, 3, "Inbox", encoding), types.DocumentHighlightKind.Read),
    ]


@pytest.mark.parametrize("encoding", ENCODINGS)
async def test_rename_edits_the_open_document_and_the_file_on_disk(client, tmp_path, encoding):
    inbox, detail = await started(client, tmp_path, encoding)
    prepared = await within(client.text_document_prepare_rename_async(types.PrepareRenameParams(**at(detail, DETAIL, 0, "Detail", encoding))))
    assert prepared.range == span(DETAIL, 0, "Detail", encoding)
    assert prepared.placeholder == "Detail"
    edit = await within(client.text_document_rename_async(types.RenameParams(**at(inbox, INBOX, 2, "Detail", encoding), new_name="Details")))
    assert edit.changes is None
    by_uri = {change.text_document.uri: change for change in edit.document_changes}
    assert by_uri[inbox].text_document.version == 1
    assert by_uri[detail].text_document.version is None
    assert [item.range for item in by_uri[inbox].edits] == [span(INBOX, 2, "Detail", encoding)]
    assert [item.range for item in by_uri[detail].edits] == [span(DETAIL, 0, "Detail", encoding)]
    assert {item.new_text for change in edit.document_changes for item in change.edits} == {"Details"}

    # A refusal is an error with the reason, and no edit.
    with pytest.raises(Exception, match="already exists"):
        await within(client.text_document_rename_async(types.RenameParams(**at(inbox, INBOX, 2, "Detail", encoding), new_name="Inbox")))
    with pytest.raises(Exception, match="Only a screen name can be renamed"):
        await within(client.text_document_prepare_rename_async(types.PrepareRenameParams(**at(inbox, INBOX, 4, "Detail", encoding))))


@pytest.mark.parametrize("encoding", ENCODINGS)
async def test_workspace_symbols_and_document_links(client, tmp_path, encoding):
    inbox, detail = await started(client, tmp_path, encoding)
    symbols = await within(client.workspace_symbol_async(types.WorkspaceSymbolParams(query="ibx")))
    assert [(symbol.name, symbol.location.uri, symbol.location.range) for symbol in symbols] == [("Inbox", inbox, span(INBOX, 1, "Inbox", encoding))]
    bars = await within(client.workspace_symbol_async(types.WorkspaceSymbolParams(query="bar")))
    assert [(symbol.name, symbol.container_name) for symbol in bars] == [("TabBar", "Inbox"), ("NavigationBar", "Detail")]
    links = await within(client.text_document_document_link_async(types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=detail))))
    assert [(link.range, link.target) for link in links] == [(span(DETAIL, 3, "https://例子.tw/說明", encoding), "https://例子.tw/說明")]
