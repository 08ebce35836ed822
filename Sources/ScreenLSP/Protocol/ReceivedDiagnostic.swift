import JSONRPC

/// An LSP `Diagnostic` as a client sends it back (in a code action request): what is needed
/// to find the server's own diagnostic, and the value itself, to attach to the action as it
/// came, so the client recognises it.
struct ReceivedDiagnostic: Sendable, JSONDecodable {
    var range: LSPRange
    /// `code`, a string or an integer, as text.
    var code: String?
    var message: String
    var json: JSONValue

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        range = try fields.decode("range")
        message = try fields.string("message")
        switch fields.value("code") {
        case .string(let text)?: code = text
        case let number? where number.int64Value != nil: code = String(number.int64Value!)
        case nil: code = nil
        case _?: throw InvalidParams("\(fields.memberPath("code")) must be a string or an integer")
        }
        self.json = json
    }

    /// Whether this is the client's copy of `diagnostic` (same place, rule and, when the
    /// client dropped the code, the same message).
    func describes(_ diagnostic: LSPDiagnostic) -> Bool {
        guard range == diagnostic.range else { return false }
        if let code { return code == diagnostic.code }
        return message == diagnostic.message
    }
}
