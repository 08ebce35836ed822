"""Fixtures for driving the real `screenkit lsp` binary over stdio with pytest-lsp.

The binary is SCREENKIT_BIN, else .build/debug/screenkit (built by `make test` first).
Every wait goes through `within`, since pytest-lsp has no timeout of its own.
"""
import asyncio
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SCREENKIT_BIN", str(ROOT / ".build" / "debug" / "screenkit"))
TIMEOUT = 10


async def within(awaitable, seconds=TIMEOUT):
    """Awaits with a timeout, so a hung server fails the test instead of hanging it."""
    return await asyncio.wait_for(awaitable, seconds)


def make_client():
    """pytest-lsp's test client, which also keeps every publishDiagnostics (it keeps only the
    last per URI, without its version) and answers `client/registerCapability`."""

    def publish_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.published_log.append(params)
        client.diagnostics[params.uri] = params.diagnostics

    def register_capability(client: LanguageClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)
        return None

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish_diagnostics
    features[types.CLIENT_REGISTER_CAPABILITY] = register_capability
    client = LanguageClient(converter_factory=default_converter)
    client.published_log = []
    client.registrations = []
    register_lsp_features(client, features)
    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient):
    yield
    # pytest-lsp's stop() waits for the server to exit: end the session unless the test did,
    # or close the server's input (which ends it too) when there is no session to end.
    server = lsp_client._server
    if server is None or server.returncode is not None:
        return
    if lsp_client.capabilities is not None and lsp_client.error is None:
        await within(lsp_client.shutdown_session())
    else:
        server.stdin.close()
        await within(server.wait())


async def initialize(client, capabilities=None, workspace=None, locale=None):
    """`initialize` + `initialized` with the given capabilities and workspace folder."""
    params = types.InitializeParams(
        capabilities=capabilities or types.ClientCapabilities(),
        locale=locale,
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")] if workspace else None,
    )
    return await within(client.initialize_session(params))


async def diagnostics_for(client, uri, version=None):
    """Waits until diagnostics for `uri` (at `version`) have been published, and returns them."""
    async def wait():
        while True:
            for params in published(client, uri):
                if version is None or params.version == version:
                    return params.diagnostics
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return await within(wait())


def published(client, uri):
    """Every publishDiagnostics received for `uri`, oldest first (pytest-lsp keeps the last)."""
    return [params for params in getattr(client, "published_log", []) if params.uri == uri]
