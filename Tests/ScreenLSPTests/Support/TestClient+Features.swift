import JSONRPC
import ScreenSyntax

extension TestClient {
    /// A client that pulls diagnostics and can be asked to pull again, as the server needs
    /// for it to pull (findings in one file depend on others).
    static let pullCapabilities: JSONValue = ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]]

    /// A client past `initialize` that uses `encoding`, with these `textDocument`
    /// capabilities and extra initialize params.
    static func started(_ encoding: PositionEncoding, textDocument: JSONValue = [:], _ extra: JSONObject = [:]) throws -> TestClient {
        let client = TestClient()
        try client.initialize(capabilities: ["general": ["positionEncodings": [.string(encoding.rawValue)]], "textDocument": textDocument], extra)
        return client
    }

    /// Opens a document and waits for its first diagnostics, so that later requests find it.
    @discardableResult
    func openAndWait(_ uri: String, _ text: String) throws -> [JSONValue] {
        open(uri, text)
        return try publishedDiagnostics(uri, version: 1)["diagnostics"]?.arrayValue ?? []
    }

    /// Replaces a document's whole text and waits for that version's diagnostics.
    func changeAndWait(_ uri: String, version: Int, text: String) throws -> [JSONValue] {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))], "contentChanges": [["text": .string(text)]]])
        return try publishedDiagnostics(uri, version: version)["diagnostics"]?.arrayValue ?? []
    }

    /// The result of a request at a position of a document (hover, completion).
    func result(_ method: String, _ uri: String, at position: JSONValue) throws -> JSONValue {
        try result(method, ["textDocument": ["uri": .string(uri)], "position": position])
    }
}

/// LSP text edits applied to a text, as a client does: positions in `encoding`, the edits in
/// a list never overlapping, applied from the last to the first.
func applying(_ edits: [JSONValue], to text: String, in encoding: PositionEncoding) -> String {
    var bytes = Array(text.utf8)
    let lines = LineIndex(bytes)
    func offset(_ position: JSONValue?) -> Int {
        lines.offset(of: LinePosition(line: position?["line"]?.intValue ?? 0, character: position?["character"]?.intValue ?? 0), in: encoding)
    }
    let ranges = edits.map { edit in (offset(edit["range"]?["start"])..<offset(edit["range"]?["end"]), edit["newText"]?.stringValue ?? "") }
    for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
        bytes.replaceSubrange(range, with: Array(newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}
