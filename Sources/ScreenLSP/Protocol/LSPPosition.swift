import JSONRPC
import ScreenSyntax

/// LSP `Position`: a zero-based line and character in the negotiated encoding. Values are
/// kept as sent (even negative or past the end) and clamped only when resolved against a text.
struct LSPPosition: Sendable, Hashable, JSONDecodable, JSONEncodable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init(_ position: LinePosition) {
        self.init(line: position.line, character: position.character)
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        line = try fields.integer("line")
        character = try fields.integer("character")
    }

    var json: JSONValue {
        ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
    }

    /// The position for `LineIndex`, which clamps it to the text. Huge values are cut down
    /// first so that no offset arithmetic on them can overflow.
    var linePosition: LinePosition {
        let limit = Int(Int32.max)
        return LinePosition(line: min(max(line, -1), limit), character: min(max(character, 0), limit))
    }
}
