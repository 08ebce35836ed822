import JSONRPC
import ScreenSyntax

/// LSP `ServerCapabilities`: sync, hover, completion, outline, quick fixes, workspace folder
/// changes, and pull diagnostics for clients that pull.
struct ServerCapabilities: Sendable, JSONEncodable {
    var positionEncoding: PositionEncoding
    /// Advertised only to clients that pull; the others get pushed diagnostics.
    var offersPullDiagnostics: Bool
    /// For clients that take code action literals.
    var offersQuickFixes: Bool
    /// For clients that resolve code actions' edits.
    var resolvesCodeActions = false

    var json: JSONValue {
        var object: JSONObject = [
            "positionEncoding": .string(positionEncoding.rawValue),
            "textDocumentSync": [
                "openClose": true,
                "change": .integer(TextDocumentSyncKind.incremental),
                "save": false,
            ],
            "hoverProvider": true,
            // ":" brings values and screen names before a letter is typed. Not " ": most
            // spaces stand between members, inside text or after a name, where a list
            // popping up at each one would be noise; words bring completion anyway.
            "completionProvider": ["triggerCharacters": [":"], "resolveProvider": true],
            "documentSymbolProvider": true,
            // A "Preview" lens above each screen, and the commands behind it (the preview).
            "codeLensProvider": ["resolveProvider": false],
            "executeCommandProvider": ["commands": .array(LanguageServer.commands.map { .string($0) })],
            // Folders opened or closed while the server runs are loaded or dropped.
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        // Quick fixes are code action literals; a client that takes only commands gets none.
        if offersQuickFixes {
            object["codeActionProvider"] = [
                "codeActionKinds": [.string(CodeAction.quickFixKind), .string(CodeAction.fixAllKind)],
                "resolveProvider": .bool(resolvesCodeActions),
            ]
        }
        if offersPullDiagnostics {
            object["diagnosticProvider"] = [
                "identifier": "screenkit",
                "interFileDependencies": true,
                "workspaceDiagnostics": true,
            ]
        }
        return .object(object)
    }
}

/// LSP `TextDocumentSyncKind` values.
enum TextDocumentSyncKind {
    static let none: Int64 = 0
    static let full: Int64 = 1
    static let incremental: Int64 = 2
}
