/// The JSON reader for everything but the protocol (`screenkit.json`, editor settings): it
/// keeps the byte range of every value, so that a mistake in a file is reported where it is.
/// The protocol's JSON goes through json-c in `JSONRPC`; json-c gives no positions.
public struct JSONReader {
    public indirect enum Value: Sendable {
        case object([(key: String, keyRange: Range<Int>, value: Node)])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// A value and the bytes it spans; values that came from no text (editor settings) span
    /// nothing.
    public struct Node: Sendable {
        public let value: Value
        public let range: Range<Int>

        public init(_ value: Value, range: Range<Int> = 0..<0) {
            self.value = value
            self.range = range
        }
    }

    public struct SyntaxProblem: Error {
        public let offset: Int
        public let message: String
    }

    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) throws(SyntaxProblem) -> Node {
        var reader = JSONReader(bytes: bytes)
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw SyntaxProblem(offset: reader.position, message: "unexpected text after the JSON value") }
        return node
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // A leading byte-order mark is allowed, as editors may write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func value(depth: Int) throws(SyntaxProblem) -> Node {
        guard depth < Self.maximumDepth else { throw SyntaxProblem(offset: position, message: "nested deeper than \(Self.maximumDepth) levels") }
        let start = position
        switch current {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(key: String, keyRange: Range<Int>, value: Node)] = []
            skipSpace()
            if current == UInt8(ascii: "}") {
                position += 1
                return Node(.object(members), range: start..<position)
            }
            while true {
                skipSpace()
                let keyStart = position
                guard current == UInt8(ascii: "\"") else { throw SyntaxProblem(offset: position, message: "expected a key in quotes") }
                let key = try string()
                let keyRange = keyStart..<position
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw SyntaxProblem(offset: position, message: "expected ':' after the key") }
                position += 1
                skipSpace()
                members.append((key, keyRange, try value(depth: depth + 1)))
                skipSpace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "}") { position += 1; break }
                throw SyntaxProblem(offset: position, message: "expected ',' or '}'")
            }
            return Node(.object(members), range: start..<position)
        case UInt8(ascii: "["):
            position += 1
            var items: [Node] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                position += 1
                return Node(.array(items), range: start..<position)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "]") { position += 1; break }
                throw SyntaxProblem(offset: position, message: "expected ',' or ']'")
            }
            return Node(.array(items), range: start..<position)
        case UInt8(ascii: "\""):
            let text = try string()
            return Node(.string(text), range: start..<position)
        case UInt8(ascii: "t"):
            try literal("true")
            return Node(.bool(true), range: start..<position)
        case UInt8(ascii: "f"):
            try literal("false")
            return Node(.bool(false), range: start..<position)
        case UInt8(ascii: "n"):
            try literal("null")
            return Node(.null, range: start..<position)
        case let byte? where byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")):
            return Node(.number(try number()), range: start..<position)
        case nil:
            throw SyntaxProblem(offset: position, message: "unexpected end of the file")
        default:
            throw SyntaxProblem(offset: position, message: "expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxProblem) {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw SyntaxProblem(offset: position, message: "expected a value")
        }
        position += utf8.count
    }

    private mutating func number() throws(SyntaxProblem) -> Double {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        while let byte = current, (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            position += 1
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            throw SyntaxProblem(offset: start, message: "not a number")
        }
        return value
    }

    private mutating func string() throws(SyntaxProblem) -> String {
        let start = position
        position += 1
        var output: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: output, as: UTF8.self) else { throw SyntaxProblem(offset: start, message: "not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard let escape = current else { break }
                position += 1
                switch escape {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hexEscape()
                    // A high surrogate and the low one after it are one character (😀 is
                    // \ud83d\ude00); a surrogate without its partner is U+FFFD.
                    if (0xD800...0xDBFF).contains(code), bytes[position...].starts(with: "\\u".utf8) {
                        let saved = position
                        position += 2
                        let low = try hexEscape()
                        if (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            position = saved
                        }
                    }
                    output += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: output.append(escape)
                }
            case 0..<0x20:
                throw SyntaxProblem(offset: position - 1, message: "control character in a string")
            default:
                output.append(byte)
            }
        }
        throw SyntaxProblem(offset: start, message: "string without a closing quote")
    }

    /// The four hex digits after `\\u`, at `position`.
    private mutating func hexEscape() throws(SyntaxProblem) -> UInt32 {
        guard position + 4 <= bytes.count, bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw SyntaxProblem(offset: position - 2, message: "bad \\u escape")
        }
        position += 4
        return code
    }
}
