"""Diagnostics from the real binary: pushed and pulled, exact ranges, workspace files."""
from lsprotocol import types

from conftest import diagnostics_for, initialize, within

BROKEN = 'screen A { @@ }\n'
# The same syntax error under other names: two screens named A would add duplicate-screen findings.
BROKEN_ELSEWHERE = 'screen F { @@ }\n'
BROKEN_ON_DISK = 'screen D { @@ }\n'
# 18 ASCII characters, then 前 (1 UTF-16 unit, 3 UTF-8 bytes) and 😀 (2 units, 4 bytes), then \q.
CHINESE_AND_EMOJI = 'screen A { Label "前😀\\q" }\n'


def open_document(client, uri, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="screen", version=version, text=text)))


def encoding_capabilities(*encodings):
    return types.ClientCapabilities(general=types.GeneralClientCapabilities(position_encodings=list(encodings)))


async def test_pushed_diagnostics_have_version_code_link_and_exact_utf16_range(client):
    await initialize(client)
    open_document(client, "untitled:1", CHINESE_AND_EMOJI)
    diagnostics = await diagnostics_for(client, "untitled:1", version=1)
    assert len(diagnostics) == 1
    diagnostic = diagnostics[0]
    assert diagnostic.range == types.Range(start=types.Position(line=0, character=21), end=types.Position(line=0, character=23))
    assert diagnostic.code == "syntax-error"
    assert diagnostic.source == "screenkit"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.code_description.href.endswith("#syntax-error")


async def test_utf8_ranges_count_bytes(client):
    await initialize(client, encoding_capabilities(types.PositionEncodingKind.Utf8))
    open_document(client, "untitled:1", CHINESE_AND_EMOJI)
    diagnostics = await diagnostics_for(client, "untitled:1", version=1)
    assert diagnostics[0].range.start == types.Position(line=0, character=25)


async def test_incremental_change_after_an_emoji(client):
    await initialize(client, encoding_capabilities(types.PositionEncodingKind.Utf32))
    open_document(client, "untitled:1", 'screen A { 😀@@ }\n')
    assert len(await diagnostics_for(client, "untitled:1", version=1)) == 1
    # In UTF-32 the emoji is one character: "@@" is at 12..14.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri="untitled:1", version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=0, character=11), end=types.Position(line=0, character=14)), text="")]))
    assert list(await diagnostics_for(client, "untitled:1", version=2)) == []


async def test_messages_in_the_client_language(client):
    await initialize(client, locale="zh-TW")
    open_document(client, "untitled:1", 'screen A { Label "open\n}\n')
    diagnostics = await diagnostics_for(client, "untitled:1", version=1)
    assert diagnostics[0].message == '字串缺少結尾的引號；請在同一行用 " 結束它。'


async def test_workspace_files_are_read_from_disk_and_watched(client, tmp_path):
    workspace = tmp_path / "工作 區"
    workspace.mkdir()
    broken = workspace / "收件 匣.screen"
    broken.write_text(BROKEN, encoding="utf-8")
    (workspace / "fine.screen").write_text("screen B { }\n", encoding="utf-8")
    capabilities = types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)))
    await initialize(client, capabilities, workspace=workspace)
    # The file was never opened: its diagnostics come without a version.
    assert "%E6%94%B6%E4%BB%B6%20%E5%8C%A3.screen" in broken.as_uri()
    diagnostics = await diagnostics_for(client, broken.as_uri())
    assert len(diagnostics) == 1
    assert [r.method for r in client.registrations] == ["workspace/didChangeWatchedFiles"]

    (workspace / "fine.screen").write_text(BROKEN_ELSEWHERE, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(workspace / "fine.screen").as_uri(), type=types.FileChangeType.Changed)]))
    assert len(await diagnostics_for(client, (workspace / "fine.screen").as_uri())) == 1


async def test_pull_diagnostics(client, tmp_path):
    (tmp_path / "disk.screen").write_text(BROKEN_ON_DISK, encoding="utf-8")
    # A client the server can ask to pull again, as a file's findings depend on others.
    capabilities = types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            diagnostic=types.DiagnosticClientCapabilities(related_document_support=False)),
        workspace=types.WorkspaceClientCapabilities(
            diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)))
    result = await initialize(client, capabilities, workspace=tmp_path)
    provider = result.capabilities.diagnostic_provider
    assert provider.inter_file_dependencies is True
    assert provider.workspace_diagnostics is True

    open_document(client, "untitled:1", CHINESE_AND_EMOJI)
    report = await within(client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri="untitled:1"))))
    assert report.kind == "full"
    assert report.items[0].range.start == types.Position(line=0, character=21)
    again = await within(client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri="untitled:1"), previous_result_id=report.result_id)))
    assert again.kind == "unchanged"

    workspace_report = await within(client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[])))
    by_uri = {item.uri: item for item in workspace_report.items}
    assert set(by_uri) == {"untitled:1", (tmp_path / "disk.screen").as_uri()}
    assert by_uri["untitled:1"].version == 1
    assert by_uri[(tmp_path / "disk.screen").as_uri()].version is None
    assert client.published_log == []


async def test_workspace_folders_added_and_removed(client, tmp_path):
    first, second = tmp_path / "第一", tmp_path / "second"
    for folder in (first, second):
        folder.mkdir()
    (first / "home.screen").write_text('screen Home {\n    Button "Go" { pushes: Detail }\n}\n', encoding="utf-8")
    (first / "broken.screen").write_text(BROKEN, encoding="utf-8")
    (second / "detail.screen").write_text("screen Detail { }\n", encoding="utf-8")
    (second / "broken.screen").write_text(BROKEN_ON_DISK, encoding="utf-8")
    capabilities = types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(
        workspace_folders=True,
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)))
    result = await initialize(client, capabilities, workspace=first)
    assert result.capabilities.workspace.workspace_folders.supported is True
    assert result.capabilities.workspace.workspace_folders.change_notifications is True
    home = (first / "home.screen").as_uri()
    assert [d.code for d in await diagnostics_for(client, home)] == ["unknown-screen"]
    assert len(await diagnostics_for(client, (first / "broken.screen").as_uri())) == 1

    def change(added=(), removed=()):
        client.published_log.clear()
        client.workspace_did_change_workspace_folders(types.DidChangeWorkspaceFoldersParams(event=types.WorkspaceFoldersChangeEvent(
            added=[types.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in added],
            removed=[types.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in removed])))

    # The added folder's files are read, and its screen is known to the first folder's.
    change(added=[second])
    assert len(await diagnostics_for(client, (second / "broken.screen").as_uri())) == 1
    assert list(await diagnostics_for(client, home)) == []

    # The removed folder's files leave the editor too.
    change(removed=[first])
    assert list(await diagnostics_for(client, (first / "broken.screen").as_uri())) == []
