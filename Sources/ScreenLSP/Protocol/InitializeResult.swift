import JSONRPC
import ScreenSyntax

/// LSP `InitializeResult`: the server's capabilities and name.
struct InitializeResult: Sendable, JSONEncodable {
    var capabilities: ServerCapabilities
    var serverName = "screenkit"
    var serverVersion: String

    var json: JSONValue {
        [
            "capabilities": capabilities.json,
            "serverInfo": ["name": .string(serverName), "version": .string(serverVersion)],
        ]
    }
}
