import JSONRPC
import ScreenRules
import ScreenSyntax

/// A diagnostic reduced to what tests compare: its range and message.
struct DiagnosticSummary: Equatable, CustomStringConvertible {
    var start: LinePosition
    var end: LinePosition
    var message: String

    /// From an LSP diagnostic as the server sent it.
    init?(_ json: JSONValue) {
        guard let startLine = json["range"]?["start"]?["line"]?.intValue,
              let startCharacter = json["range"]?["start"]?["character"]?.intValue,
              let endLine = json["range"]?["end"]?["line"]?.intValue,
              let endCharacter = json["range"]?["end"]?["character"]?.intValue,
              let message = json["message"]?.stringValue else { return nil }
        start = LinePosition(line: startLine, character: startCharacter)
        end = LinePosition(line: endLine, character: endCharacter)
        self.message = message
    }

    init(start: LinePosition, end: LinePosition, message: String) {
        self.start = start
        self.end = end
        self.message = message
    }

    /// The summaries of `publishDiagnostics` params or of a full report's `items`.
    static func list(_ diagnostics: JSONValue?) -> [DiagnosticSummary] {
        (diagnostics?.arrayValue ?? []).compactMap(DiagnosticSummary.init)
    }

    /// The summaries of the syntax errors only: tests of text sync and positions compare
    /// those, which follow the text exactly, and leave guideline findings to the rule tests.
    static func syntaxErrors(_ diagnostics: JSONValue?) -> [DiagnosticSummary] {
        list(.array((diagnostics?.arrayValue ?? []).filter { $0["code"]?.stringValue == Diagnostic.syntaxErrorID }))
    }

    /// What the server should report for `text`: its syntax errors, worked out here with the
    /// syntax layer and `LineIndex`, in `encoding`.
    static func expected(for text: String, in encoding: PositionEncoding, language: Language = .english) -> [DiagnosticSummary] {
        let tree = SyntaxTree(parsing: text)
        let lines = LineIndex(Array(text.utf8))
        return tree.syntaxErrors().map { error in
            DiagnosticSummary(
                start: lines.position(ofOffset: error.range.lowerBound, in: encoding),
                end: lines.position(ofOffset: error.range.upperBound, in: encoding),
                message: error.message[language])
        }
    }

    var description: String {
        "\(start.line):\(start.character)-\(end.line):\(end.character) \(message)"
    }
}
