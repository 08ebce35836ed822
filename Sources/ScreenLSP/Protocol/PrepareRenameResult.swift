import JSONRPC

/// LSP's `{range, placeholder}` answer to `textDocument/prepareRename`: the name to replace.
struct PrepareRenameResult: Sendable, Hashable, JSONEncodable, LSPResult {
    var range: LSPRange
    var placeholder: String

    var json: JSONValue {
        ["range": range.json, "placeholder": .string(placeholder)]
    }
}
