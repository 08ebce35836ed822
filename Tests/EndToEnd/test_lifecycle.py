"""Lifecycle and error codes of the real binary over stdio."""
import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound

from conftest import initialize, within


async def test_initialize_announces_capabilities_and_shutdown_exits_with_zero(client):
    result = await initialize(client)
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16
    sync = result.capabilities.text_document_sync
    assert sync.open_close is True
    assert sync.change == types.TextDocumentSyncKind.Incremental
    assert result.capabilities.diagnostic_provider is None
    assert result.server_info.name == "screenkit"
    await within(client.shutdown_session())
    assert client._server.returncode == 0


async def test_exit_without_shutdown_exits_with_one(client):
    await initialize(client)
    client.exit(None)
    assert await within(client._server.wait()) == 1


async def test_unknown_request_is_method_not_found(client):
    await initialize(client)
    with pytest.raises(JsonRpcMethodNotFound):
        await within(client.protocol.send_request_async("screenkit/noSuchThing", {}))


async def test_utf8_is_preferred_when_offered(client):
    capabilities = types.ClientCapabilities(general=types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf32, types.PositionEncodingKind.Utf8]))
    result = await initialize(client, capabilities)
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8


async def test_utf32_before_utf16(client):
    capabilities = types.ClientCapabilities(general=types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf32]))
    result = await initialize(client, capabilities)
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf32
