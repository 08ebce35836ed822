/// The JSON writer for everything but the protocol: the command line's JSON and SARIF
/// reports, indented by two spaces, keys in the order given. It writes bytes as it goes, so a
/// report of many findings is written straight from them, with no tree of values in between
/// (`Value` remains for small parts that are easier built first: SARIF's rules, a key in
/// screenkit.json). The protocol's JSON goes through json-c in `JSONRPC`, and the server's
/// diagnostics through `DiagnosticsJSON` with `JSONBytes`.
public struct JSONWriter {
    public indirect enum Value: Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case array([Value])
        /// Keys in the order given, so reports are stable.
        case object([(String, Value)])
    }

    /// What has been written.
    public private(set) var bytes: [UInt8] = []
    /// A line feed, the indentation given (put before every line but the first, as the
    /// lines of a value nested in a larger text), and two spaces for each level as deep as
    /// any written so far: a new line is a prefix of it, copied in one piece.
    private var lineStart: [UInt8]
    private let indentCount: Int
    /// For each array or object begun and not yet ended, whether it has a member.
    private var openHasMembers: [Bool] = []
    /// Whether a key was just written, so that the value after it takes no line of its own.
    private var followsKey = false

    public init(indent: String = "") {
        lineStart = [UInt8(ascii: "\n")] + Array(indent.utf8)
        indentCount = lineStart.count
    }

    /// What has been written, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `value` as indented JSON, its inner lines after `indent`.
    public static func render(_ value: Value, indent: String = "") -> String {
        var writer = JSONWriter(indent: indent)
        writer.write(value)
        return writer.text
    }

    public mutating func write(_ value: Value) {
        switch value {
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .bool(let flag): bool(flag)
        case .array(let items):
            beginArray()
            // Reports nest a few levels, so recursion is safe.
            for item in items { write(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, item) in members {
                key(name)
                write(item)
            }
            endObject()
        }
    }

    public mutating func string(_ text: String) {
        startValue()
        JSONBytes.string(text, into: &bytes)
    }

    public mutating func int(_ number: Int) {
        startValue()
        JSONBytes.integer(number, into: &bytes)
    }

    public mutating func bool(_ flag: Bool) {
        startValue()
        bytes.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    }

    public mutating func beginArray() {
        begin(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        end(UInt8(ascii: "]"))
    }

    public mutating func beginObject() {
        begin(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        end(UInt8(ascii: "}"))
    }

    /// An object member whose value is a string.
    public mutating func member(_ name: String, _ text: String) {
        key(name)
        string(text)
    }

    /// An object member whose value is a number.
    public mutating func member(_ name: String, _ number: Int) {
        key(name)
        int(number)
    }

    /// The name of the object member whose value is written next.
    public mutating func key(_ name: String) {
        startValue()
        JSONBytes.string(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        followsKey = true
    }

    /// Starts a member of the array or object open, on a line of its own after a comma if it
    /// is not the first; a key's value stays on the key's line.
    private mutating func startValue() {
        if followsKey {
            followsKey = false
            return
        }
        guard let last = openHasMembers.indices.last else { return }
        if openHasMembers[last] { bytes.append(UInt8(ascii: ",")) }
        openHasMembers[last] = true
        newLine(depth: openHasMembers.count)
    }

    private mutating func begin(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        openHasMembers.append(false)
    }

    /// Ends the array or object open: an empty one on its opening line, else on a line of its own.
    private mutating func end(_ bracket: UInt8) {
        if openHasMembers.removeLast() { newLine(depth: openHasMembers.count) }
        bytes.append(bracket)
    }

    private mutating func newLine(depth: Int) {
        let length = indentCount + 2 * depth
        while lineStart.count < length { lineStart.append(UInt8(ascii: " ")) }
        bytes += lineStart[..<length]
    }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
}
