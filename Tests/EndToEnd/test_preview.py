"""The preview from the real binary over stdio: the lens above each screen, the command
behind it, `screenkit/preview` at a position, and the SVG contract read as XML."""
import xml.etree.ElementTree as ElementTree

from lsprotocol import types

from conftest import diagnostics_for, initialize, within
from test_diagnostics import open_document

SCREENS = (
    '// 收件匣 📬\n'
    'screen Inbox {\n'
    '    device: iphoneX\n'
    '    StatusBar { style: darkContent }\n'
    '    NavigationBar { title: "收件匣 👨‍👩‍👧" }\n'
    '    Alert "Error" { message: "Could not send."; Button "OK" }\n'
    '}\n'
    'screen Compose {\n'
    '    presentation: modal\n'
    '    NavigationBar { title: "新郵件"; Button "Cancel" { role: cancel placement: leading } }\n'
    '}\n'
)
URI = "untitled:inbox"
SVG = "{http://www.w3.org/2000/svg}"


def frames(svg):
    """(name, line, findings, frame) of every element, by the contract."""
    root = ElementTree.fromstring(svg)
    found = []
    for group in root.iter(SVG + "g"):
        if "data-element" not in group.attrib:
            continue
        rect = group.find(SVG + "rect")
        frame = tuple(float(rect.attrib[key]) for key in ("x", "y", "width", "height"))
        found.append((group.attrib["data-element"], int(group.attrib["data-line"]), group.attrib.get("data-findings", ""), frame))
    return root, found


async def test_a_lens_runs_the_preview_command(client):
    result = await initialize(client)
    assert result.capabilities.code_lens_provider is not None
    assert list(result.capabilities.execute_command_provider.commands) == ["screenkit.preview", "screenkit.storyboard"]
    open_document(client, URI, SCREENS)
    await diagnostics_for(client, URI)
    lenses = await within(client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=URI))))
    assert [lens.range.start.line for lens in lenses] == [1, 7]
    assert [lens.command.title for lens in lenses] == ["Preview", "Preview"]
    command = lenses[0].command
    answer = await within(client.workspace_execute_command_async(types.ExecuteCommandParams(command=command.command, arguments=command.arguments)))
    assert answer["screen"] == "Inbox"
    root, elements = frames(answer["svg"])
    assert (root.attrib["width"], root.attrib["height"], root.attrib["viewBox"]) == ("375", "812", "0 0 375 812")
    by_name = {name: (line, findings, frame) for name, line, findings, frame in elements}
    assert by_name["StatusBar"] == (4, "", (0, 0, 375, 44))
    assert by_name["NavigationBar"] == (5, "", (0, 44, 375, 44))
    assert by_name["Alert"][:2] == (6, "alert-generic-title")
    assert "收件匣 👨‍👩‍👧" in answer["svg"]


async def test_the_preview_at_a_position_follows_the_cursor(client):
    await initialize(client, locale="zh-TW")
    open_document(client, URI, SCREENS)
    await diagnostics_for(client, URI)

    async def preview(line, character):
        return await within(client.protocol.send_request_async("screenkit/preview", {
            "textDocument": {"uri": URI}, "position": {"line": line, "character": character}}))

    inbox = await preview(4, 30)
    assert inbox.screen == "Inbox"
    # The finding's message is in the client's language (zh-Hant).
    assert "警告" in inbox.svg
    compose = await preview(9, 20)
    assert compose.screen == "Compose"
    assert '<g data-element="Button" data-line="10"' in compose.svg
    lenses = await within(client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=URI))))
    assert lenses[0].command.title == "預覽"


async def test_the_storyboard_command_answers_the_page(client):
    await initialize(client)
    open_document(client, URI, SCREENS)
    await diagnostics_for(client, URI)
    answer = await within(client.workspace_execute_command_async(types.ExecuteCommandParams(command="screenkit.storyboard")))
    page = answer["html"]
    assert page.startswith("<!DOCTYPE html>")
    assert 'data-screen="Inbox"' in page and 'data-screen="Compose"' in page
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", ""), "the page fetches nothing"
