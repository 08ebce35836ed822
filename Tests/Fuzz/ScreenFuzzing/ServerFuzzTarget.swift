#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC
import ScreenLSP

/// Target 4: the language server as a hostile client and a careless user drive it. The input
/// decodes to a workspace (a screen file and screenkit.json, any bytes), the
/// `initializationOptions`, the client's answer to `workspace/configuration`, and up to 32
/// client actions: opening, editing and closing documents under their own URIs or aliases
/// (`./`, `../`), requests on documents never opened (any URI), settings changed in the editor
/// and on disk, cancellations, and raw bodies. The client reads no answer until it has sent
/// everything (the server's output pipe is one page and its inbox holds four messages, so
/// back-pressure is reached), then shuts the server down.
///
/// Invariants: the server neither crashes nor hangs (each session ends within a few seconds);
/// every request is answered exactly once, with its own id; the server exits with 0 after
/// `shutdown` and `exit`; every URI it publishes diagnostics for is one the client sent or a
/// file of the workspace, as written.
public enum ServerFuzzTarget {
    static let secondsPerSession = 8.0

    public static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var reader = FuzzReader(input)
        guard let folder = makeFolder() else { throw FuzzFailure("cannot make a temporary folder") }
        defer { removeFolder(folder) }
        let screenPath = folder + "/a.screen", settingsPath = folder + "/screenkit.json"
        write(reader.chunk(wide: true), to: screenPath)
        write(reader.chunk(wide: true), to: settingsPath)
        let folderURI = "file://" + folder
        let screenURI = folderURI + "/a.screen"
        var session = ClientSession()
        session.knownURIs = [screenURI, folderURI + "/screenkit.json"]
        session.configurationAnswer = json(reader.chunk(wide: true))

        var initialize: JSONObject = [
            "processId": .null, "rootUri": .null,
            "capabilities": ["workspace": ["configuration": true, "didChangeWatchedFiles": ["dynamicRegistration": true]]],
            "workspaceFolders": [["uri": .string(folderURI), "name": "fuzz"]],
        ]
        initialize["initializationOptions"] = json(reader.chunk(wide: true))
        session.request("initialize", .object(initialize))
        session.notify("initialized", [:])

        let aliases = [screenURI, folderURI + "/./a.screen", folderURI + "/missing/../a.screen", folderURI + "//a.screen", "untitled:fuzz"]
        var version = 1
        var actions = 0
        while !reader.isAtEnd, actions < 32 {
            actions += 1
            let action = reader.byte()
            let uri = aliases[Int(action >> 4) % aliases.count]
            let position: JSONValue = ["line": .integer(Int64(reader.byte() % 8)), "character": .integer(Int64(reader.byte()))]
            switch action & 15 {
            case 0:
                session.knownURIs.insert(uri)
                session.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "screen", "version": .integer(Int64(version)), "text": .string(text(reader.chunk(wide: true)))]])
            case 1:
                session.knownURIs.insert(uri)
                version += 1
                let end: JSONValue = ["line": .integer(Int64(reader.byte() % 8)), "character": .integer(Int64(reader.byte()))]
                session.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
                                                          "contentChanges": [["range": ["start": position, "end": end], "text": .string(text(reader.chunk()))]]])
            case 2:
                session.knownURIs.insert(uri)
                session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
            case 3, 4:
                session.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": position])
            case 5:
                // A document the client never opened, under any URI.
                let method = ["textDocument/hover", "textDocument/documentSymbol", "textDocument/diagnostic", "textDocument/completion", "textDocument/codeAction"][Int(reader.byte()) % 5]
                let unknown = ["untitled:", "file:///elsewhere/", folderURI + "/", "file://host/"][Int(reader.byte()) % 4] + text(reader.chunk())
                let range: JSONValue = ["start": position, "end": position]
                session.request(method, ["textDocument": ["uri": .string(unknown)], "position": position, "range": range, "context": ["diagnostics": []]])
            case 6:
                session.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": json(reader.chunk(wide: true))]])
            case 7:
                session.configurationAnswer = json(reader.chunk(wide: true))
                session.notify("workspace/didChangeConfiguration", ["settings": .null])
            case 8:
                write(reader.chunk(wide: true), to: settingsPath)
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(folderURI + "/screenkit.json"), "type": 2]]])
            case 9:
                write(reader.chunk(wide: true), to: screenPath)
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(screenURI), "type": 2]]])
            case 10:
                // Only a request sent already: cancelling the `shutdown` still to come would
                // rightly make the server exit with 1.
                session.cancelEarlierRequest(reader.byte())
            case 11:
                session.sendRaw(reader.chunk())
            case 12:
                session.request("workspace/diagnostic", ["previousResultIds": []])
            default:
                session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
            }
        }
        let shutdown = session.request("shutdown", nil)
        session.notify("exit", nil)
        try session.run(until: shutdown, seconds: secondsPerSession)
    }

    /// JSON from fuzz bytes: the value they parse to, else the text as a string.
    static func json(_ bytes: [UInt8]) -> JSONValue {
        (try? JSONValue.parse(bytes, maxDepth: 32)) ?? .string(text(bytes))
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func makeFolder() -> String? {
        var template = Array("/tmp/screenkit-fuzz-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        // The real path, so that the URIs the server publishes are the ones written here.
        return FileSystemPath.real(String(cString: made))
    }

    private static func removeFolder(_ folder: String) {
        for name in ["a.screen", "screenkit.json"] { unlink(folder + "/" + name) }
        rmdir(folder)
    }

    private static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        bytes.withUnsafeBytes { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}

private enum FileSystemPath {
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
