import JSONRPC
import ScreenFileSystem
import ScreenRules
import ScreenSyntax

/// A file's diagnostics as LSP `Diagnostic[]` JSON, written straight to bytes: no JSON tree,
/// no protocol values, only the session language's message. Each diagnostic's text but its
/// ranges is kept, and the next list of the same file reuses it for a diagnostic whose
/// wording is the same (one that only moved with an edit): then only its positions are
/// encoded again. Findings keep their order from one check to the next, so the previous
/// list is walked alongside the new one.
struct DiagnosticsJSON: Sendable {
    /// The JSON array.
    let text: JSONText
    /// Each diagnostic's members after its range, for the next list of the file.
    fileprivate let written: [WrittenDiagnostic]
    /// The language the messages are in.
    private let language: Language

    /// No diagnostics.
    static let empty = DiagnosticsJSON([], in: LineIndex([]), convert: ToProtocol(encoding: .utf16, language: .english), reusing: nil,
                                       linesOf: { _ in nil }, uriOf: { $0 })

    /// Writes `diagnostics` in `convert`'s encoding and language, reusing what `previous`
    /// (this file's last list, written in the same encoding and language) wrote.
    init(
        _ diagnostics: [Diagnostic], in lines: LineIndex, convert: ToProtocol, reusing previous: DiagnosticsJSON?,
        linesOf: (String) -> LineIndex?, uriOf: (String) -> String
    ) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(diagnostics.count * 200)
        var written: [WrittenDiagnostic] = []
        written.reserveCapacity(diagnostics.count)
        let old = previous.flatMap { $0.language == convert.language ? $0.written : nil } ?? []
        var next = 0
        // Findings come sorted by their start: one cursor walks the starts in order, and an
        // end, most often on its start's line, is found walking on from there.
        var starts = lines.cursor(in: convert.encoding)
        var ends = lines.cursor(in: convert.encoding)
        for index in diagnostics.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Self.rangeKey
            let range = diagnostics[index].range
            JSONBytes.range(start: starts.position(ofOffset: range.lowerBound), end: ends.position(ofOffset: range.upperBound), into: &bytes)
            // The previous list's diagnostic at the same place in the walk, or one a few
            // further on (findings removed before this one).
            var members: [UInt8]?
            for candidate in next..<min(old.count, next + Self.lookahead) where old[candidate].hasSameWording(as: diagnostics[index], in: convert.language) {
                members = old[candidate].members
                next = candidate + 1
                break
            }
            let own = members ?? Self.members(of: diagnostics[index], language: convert.language)
            bytes += own
            written.append(WrittenDiagnostic(diagnostics[index], language: convert.language, members: own))
            if !diagnostics[index].related.isEmpty {
                Self.relatedInformation(diagnostics[index].related, convert: convert, linesOf: linesOf, uriOf: uriOf, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
        text = JSONText(serialized: bytes)
        self.written = written
        language = convert.language
    }

    private static let rangeKey: [UInt8] = Array(#"{"range":"#.utf8)

    /// How far ahead in the previous list a diagnostic is looked for.
    private static let lookahead = 8

    /// The members that do not depend on where the diagnostic stands, each after a comma.
    private static func members(of diagnostic: Diagnostic, language: Language) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes += #","severity":"#.utf8
        JSONBytes.integer(ToProtocol.severity(diagnostic.severity), into: &bytes)
        bytes += #","code":"#.utf8
        JSONBytes.string(diagnostic.ruleID, into: &bytes)
        bytes += #","source":"screenkit","message":"#.utf8
        JSONBytes.string(diagnostic.message[language], into: &bytes)
        if let href = DocumentationLocation.link(for: diagnostic.ruleID) {
            bytes += #","codeDescription":{"href":"#.utf8
            JSONBytes.string(href, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        if !diagnostic.tags.isEmpty {
            bytes += #","tags":["#.utf8
            for (index, tag) in diagnostic.tags.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONBytes.integer(ToProtocol.tag(tag), into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        return bytes
    }

    /// Related locations in files the server knows, as `toProtocol.diagnostic` gives them.
    private static func relatedInformation(
        _ related: [RelatedLocation], convert: ToProtocol, linesOf: (String) -> LineIndex?, uriOf: (String) -> String, into bytes: inout [UInt8]
    ) {
        var first = true
        for location in related {
            guard let lines = linesOf(location.file) else { continue }
            bytes += first ? #","relatedInformation":["#.utf8 : ",".utf8
            first = false
            bytes += #"{"location":{"uri":"#.utf8
            JSONBytes.string(uriOf(location.file), into: &bytes)
            bytes += #","range":"#.utf8
            JSONBytes.range(location.range, in: lines, encoding: convert.encoding, into: &bytes)
            bytes += #"},"message":"#.utf8
            JSONBytes.string(location.message[convert.language], into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        if !first { bytes.append(UInt8(ascii: "]")) }
    }
}

/// One diagnostic of a written list, by what its members say, and its members after the range.
private struct WrittenDiagnostic: Sendable {
    let ruleID: String
    let severity: Severity
    let tags: [DiagnosticTag]
    /// The message in the list's language, the only one written.
    let message: String
    let members: [UInt8]

    init(_ diagnostic: Diagnostic, language: Language, members: [UInt8]) {
        ruleID = diagnostic.ruleID
        severity = diagnostic.severity
        tags = diagnostic.tags
        message = diagnostic.message[language]
        self.members = members
    }

    /// Whether `other` is worded the same in `language`, so that its members are these.
    /// Unchanged findings share their strings with the previous check's, so equal texts
    /// usually compare by identity.
    func hasSameWording(as other: Diagnostic, in language: Language) -> Bool {
        ruleID == other.ruleID && severity == other.severity && tags == other.tags && message == other.message[language]
    }
}

/// Writing JSON values as compact bytes, as json-c writes them (`JSON_C_TO_STRING_PLAIN |
/// JSON_C_TO_STRING_NOSLASHESCAPE`).
enum JSONBytes {
    static func integer(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // Lines and columns have a few digits: they are gathered last first in one word,
        // dividing by the constant ten (a multiplication), and appended one by one; a
        // longer number's leading digits are written first, the same way.
        if rest >= 100_000_000 {
            integer(Int(rest / 100_000_000), into: &bytes)
            rest %= 100_000_000
            var packed: UInt64 = 0
            for _ in 0..<8 {
                packed = packed << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            appendDigits(packed, count: 8, into: &bytes)
            return
        }
        var packed: UInt64 = 0
        var count = 0
        repeat {
            packed = packed << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
            count += 1
        } while rest > 0
        appendDigits(packed, count: count, into: &bytes)
    }

    /// The digits packed in a word, the first in its lowest byte.
    private static func appendDigits(_ packed: UInt64, count: Int, into bytes: inout [UInt8]) {
        var packed = packed
        for _ in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: packed))
            packed >>= 8
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func string(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes += utf8[start..<index]
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes += "u00".utf8
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            bytes += utf8[start...]
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// An LSP `Range` of bytes `offsets` in `encoding`.
    static func range(_ offsets: Range<Int>, in lines: LineIndex, encoding: PositionEncoding, into bytes: inout [UInt8]) {
        range(start: lines.position(ofOffset: offsets.lowerBound, in: encoding), end: lines.position(ofOffset: offsets.upperBound, in: encoding), into: &bytes)
    }

    /// An LSP `Range` from `start` to `end`.
    static func range(start: LinePosition, end: LinePosition, into bytes: inout [UInt8]) {
        bytes += startLineKey
        integer(start.line, into: &bytes)
        bytes += characterKey
        integer(start.character, into: &bytes)
        bytes += endLineKey
        integer(end.line, into: &bytes)
        bytes += characterKey
        integer(end.character, into: &bytes)
        bytes += closeRange
    }

    private static let startLineKey: [UInt8] = Array(#"{"start":{"line":"#.utf8)
    private static let characterKey: [UInt8] = Array(#","character":"#.utf8)
    private static let endLineKey: [UInt8] = Array(#"},"end":{"line":"#.utf8)
    private static let closeRange: [UInt8] = Array("}}".utf8)
}
