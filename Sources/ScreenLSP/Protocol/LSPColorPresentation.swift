import JSONRPC

/// LSP `ColorPresentation`: a way to write a color, and the edit that writes it.
struct LSPColorPresentation: Sendable, Equatable, JSONEncodable {
    var label: String
    var textEdit: LSPTextEdit

    var json: JSONValue {
        ["label": .string(label), "textEdit": textEdit.json]
    }
}
