import JSONRPC
import ScreenSyntax

/// LSP `ServerCapabilities`: sync, hover, completion, outline, formatting, navigation
/// (definition, declaration, references, highlights, workspace symbols, links), rename, quick
/// fixes, workspace folder changes, and pull diagnostics for clients that pull.
struct ServerCapabilities: Sendable, JSONEncodable {
    var positionEncoding: PositionEncoding
    /// Advertised only to clients that pull; the others get pushed diagnostics.
    var offersPullDiagnostics: Bool
    /// For clients that take code action literals.
    var offersQuickFixes: Bool
    /// For clients that resolve code actions' edits.
    var resolvesCodeActions = false
    /// For clients that ask `prepareRename` before a rename.
    var offersPrepareRename = false

    var json: JSONValue {
        var object: JSONObject = [
            "positionEncoding": .string(positionEncoding.rawValue),
            "textDocumentSync": [
                "openClose": true,
                "change": .integer(TextDocumentSyncKind.incremental),
                "save": false,
            ],
            "hoverProvider": true,
            // ":" brings values and screen names before a letter is typed, `"` the strings the
            // workspace writes for a property. Not " ": most spaces stand between members,
            // inside text or after a name, where a list popping up at each one would be
            // noise; words bring completion anyway.
            "completionProvider": ["triggerCharacters": [":", "\""], "resolveProvider": true],
            "documentSymbolProvider": true,
            "definitionProvider": true,
            "declarationProvider": true,
            "referencesProvider": true,
            "documentHighlightProvider": true,
            "workspaceSymbolProvider": true,
            "documentLinkProvider": ["resolveProvider": false],
            // A rename options object is allowed only when the client sent prepareSupport.
            "renameProvider": offersPrepareRename ? ["prepareProvider": true] : true,
            "semanticTokensProvider": [
                "legend": [
                    "tokenTypes": .array(SemanticTokenLegend.tokenTypes.map { .string($0) }),
                    "tokenModifiers": .array(SemanticTokenLegend.tokenModifiers.map { .string($0) }),
                ],
                "full": ["delta": true],
                "range": true,
            ],
            "foldingRangeProvider": true,
            "selectionRangeProvider": true,
            "colorProvider": true,
            "inlayHintProvider": true,
            // A "Preview" lens above each screen, and the commands behind it (the preview).
            "codeLensProvider": ["resolveProvider": false],
            "executeCommandProvider": ["commands": .array(LanguageServer.commands.map { .string($0) })],
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            // `}` re-indents its line, and so does a line break the new one.
            "documentOnTypeFormattingProvider": ["firstTriggerCharacter": "}", "moreTriggerCharacter": ["\n"]],
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
