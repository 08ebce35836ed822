"""Every code action the server offers, from the real binary, applied as an editor applies it:
the quick fix, "disable for this line", "… for this file", "turn off in screenkit.json"
(editing the file, or creating it), `source.fixAll.screenkit`, and each of them again through
`codeAction/resolve`. After each, the finding is gone."""
import json
import subprocess

from lsprotocol import types

from conftest import BINARY, diagnostics_for, initialize, within
from test_diagnostics import open_document

# Chinese and emoji before the findings on their lines, so that UTF-16 positions matter.
SCREEN = (
    '// 收件箱 📬\n'
    'screen Settings {\n'
    '    NavigationBar { title: "设置 ⚙️" title: "设置 ⚙️" }\n'
    '    /* 😀 */ Button "log in now"\n'
    '}\n'
)
RULE = "button-title-case"
# Every kind of action the server makes for a finding, known by its title (the quick fix's is
# the rule's own).
ACTION_KINDS = ["fix", "disable for this line", "disable for this file", "turn off in screenkit.json"]
TITLES = {"disable for this line": f"Disable {RULE} for this line", "disable for this file": f"Disable {RULE} for this file",
          "turn off in screenkit.json": f"Turn {RULE} off in screenkit.json"}


def capabilities(resolves=False, creates_files=False):
    code_action = types.CodeActionClientCapabilities(
        code_action_literal_support=types.ClientCodeActionLiteralOptions(code_action_kind=types.ClientCodeActionKindOptions(
            value_set=[types.CodeActionKind.QuickFix, types.CodeActionKind.SourceFixAll])),
        data_support=resolves,
        resolve_support=types.ClientCodeActionResolveOptions(properties=["edit"]) if resolves else None)
    workspace = types.WorkspaceClientCapabilities(
        workspace_edit=types.WorkspaceEditClientCapabilities(
            document_changes=creates_files,
            resource_operations=[types.ResourceOperationKind.Create] if creates_files else None),
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True))
    return types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(code_action=code_action), workspace=workspace)


def offset(text, position):
    """The index in `text` of an LSP position (UTF-16 code units)."""
    lines = text.split("\n")
    index = sum(len(line) + 1 for line in lines[:position.line])
    units = 0
    for character in lines[position.line]:
        if units >= position.character:
            break
        units += 2 if ord(character) > 0xFFFF else 1
        index += 1
    return index


def apply_edits(text, edits):
    """The text after LSP text edits, all given against `text`."""
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(text, edit.range.start)] + edit.new_text + text[offset(text, edit.range.end):]
    return text


def edits_by_uri(edit):
    """A workspace edit's text edits per URI (from `changes` or `documentChanges`) and the
    URIs it creates."""
    if edit.document_changes:
        created = [change.uri for change in edit.document_changes if isinstance(change, types.CreateFile)]
        edits = {change.text_document.uri: list(change.edits) for change in edit.document_changes
                 if isinstance(change, types.TextDocumentEdit)}
        return edits, created
    return {uri: list(edits) for uri, edits in (edit.changes or {}).items()}, []


async def actions_for(client, uri, diagnostic):
    return await within(client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic], only=[types.CodeActionKind.QuickFix]))))


async def resolved(client, action, resolves):
    if not resolves:
        assert action.edit is not None and action.data is None
        return action
    # A resolving client gets the list without edits, and each edit on resolve.
    assert action.edit is None and action.data is not None
    action = await within(client.code_action_resolve_async(action))
    assert action.edit is not None
    return action


def kind_of(action):
    return next((kind for kind, title in TITLES.items() if action.title == title), "fix")


async def check_every_action(client, folder, resolves):
    screen = folder / "settings.screen"
    screen.write_text(SCREEN, encoding="utf-8")
    await initialize(client, capabilities(resolves=resolves, creates_files=True), workspace=folder)
    uri = screen.as_uri()
    open_document(client, uri, SCREEN)
    found = await diagnostics_for(client, uri, version=1)
    assert RULE in [d.code for d in found], [(d.code, d.message) for d in found]
    finding = next(d for d in found if d.code == RULE)
    actions = await actions_for(client, uri, finding)
    assert [kind_of(action) for action in actions] == ACTION_KINDS, [action.title for action in actions]
    assert [bool(action.is_preferred) for action in actions] == [True, False, False, False]
    assert all(action.kind == types.CodeActionKind.QuickFix for action in actions)

    version = 1
    for action in actions:
        edits, created = edits_by_uri((await resolved(client, action, resolves)).edit)
        if kind_of(action) == "turn off in screenkit.json":
            config = folder / "screenkit.json"
            assert set(edits) == {config.as_uri()}
            if created:
                assert created == [config.as_uri()] and not config.exists()
            before = config.read_text(encoding="utf-8") if config.exists() else ""
            config.write_text(apply_edits(before, edits[config.as_uri()]), encoding="utf-8")
            assert json.loads(config.read_text(encoding="utf-8"))["rules"][RULE] == "off"
            client.published_log.clear()
            client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[types.FileEvent(
                uri=config.as_uri(), type=types.FileChangeType.Created if created else types.FileChangeType.Changed)]))
            left = await diagnostics_for(client, uri)
            config.unlink()
        else:
            assert set(edits) == {uri}
            version += 1
            client.published_log.clear()
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=apply_edits(SCREEN, edits[uri]))]))
            left = await diagnostics_for(client, uri, version=version)
            # Back to the text with the finding, for the next action.
            version += 1
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=SCREEN)]))
            assert RULE in [d.code for d in await diagnostics_for(client, uri, version=version)]
        assert RULE not in [d.code for d in left], (action.title, [d.code for d in left])


async def test_every_action_of_a_finding_silences_it(client, tmp_path):
    await check_every_action(client, tmp_path, resolves=False)


async def test_every_action_of_a_finding_through_resolve(client, tmp_path):
    await check_every_action(client, tmp_path, resolves=True)


async def test_turning_a_rule_off_edits_an_existing_screenkit_json_keeping_its_layout(client, tmp_path):
    config = tmp_path / "screenkit.json"
    config.write_text('{\n    "locale": "en"\n}\n', encoding="utf-8")
    (tmp_path / "settings.screen").write_text(SCREEN, encoding="utf-8")
    await initialize(client, capabilities(), workspace=tmp_path)
    uri = (tmp_path / "settings.screen").as_uri()
    open_document(client, uri, SCREEN)
    finding = next(d for d in await diagnostics_for(client, uri, version=1) if d.code == RULE)
    action = next(a for a in await actions_for(client, uri, finding) if kind_of(a) == "turn off in screenkit.json")
    edits, created = edits_by_uri(action.edit)
    assert created == []
    text = apply_edits(config.read_text(encoding="utf-8"), edits[config.as_uri()])
    assert text == '{\n    "rules": { "%s": "off" },\n    "locale": "en"\n}\n' % RULE


async def fix_all(client, uri):
    actions = await within(client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
        context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.screenkit"]))))
    assert [action.kind for action in actions] == ["source.fixAll.screenkit"]
    return actions[0]


async def test_fix_all_gives_what_check_fix_writes(client, tmp_path):
    """`source.fixAll.screenkit`: every safe fix, to a fixed point, in one edit set, as
    `screenkit check --fix` applies them."""
    (tmp_path / "settings.screen").write_text(SCREEN, encoding="utf-8")
    await initialize(client, capabilities(resolves=True), workspace=tmp_path)
    uri = (tmp_path / "settings.screen").as_uri()
    open_document(client, uri, SCREEN)
    await diagnostics_for(client, uri, version=1)
    action = await resolved(client, await fix_all(client, uri), resolves=True)
    edits, _ = edits_by_uri(action.edit)
    fixed = apply_edits(SCREEN, edits[uri])

    subprocess.run([BINARY, "check", "--fix", "settings.screen"], cwd=tmp_path, capture_output=True, timeout=60)
    assert fixed == (tmp_path / "settings.screen").read_text(encoding="utf-8")
    assert fixed == SCREEN.replace(' title: "设置 ⚙️" }', ' }').replace('"log in now"', '"Log in Now"')

    client.published_log.clear()
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    assert {d.code for d in await diagnostics_for(client, uri, version=2)}.isdisjoint({RULE, "duplicate-property"})
