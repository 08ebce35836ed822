import ScreenSyntax
import ScreenRules

/// A link in the text: a WebView's `url:`.
public struct DocumentLink: Sendable, Equatable {
    /// The text inside the quotes.
    public let range: Range<Int>
    /// The URL, escapes resolved.
    public let target: String
}

extension Analysis {
    /// The `url:` values of the file's WebViews that are URLs (they start with a scheme such
    /// as `https:`); other text would be no link an editor can follow.
    public func documentLinks(in key: String) -> [DocumentLink] {
        guard let file = file(key) else { return [] }
        return file.makeScreenModels().flatMap { screen in
            screen.allElements.compactMap { element -> DocumentLink? in
                guard element.name == "WebView", let value = element.property("url")?.value,
                      let target = value.stringValue, Self.hasScheme(target) else { return nil }
                let token = value.range
                // Between the quotes; an unterminated string has only the opening one.
                let closes = token.count >= 2 && file.tree.source[token.upperBound - 1] == UInt8(ascii: "\"")
                return DocumentLink(range: (token.lowerBound + 1)..<(token.upperBound - (closes ? 1 : 0)), target: target)
            }
        }
    }

    /// `scheme:rest`, the scheme a letter then letters, digits, `+`, `-` or `.` (RFC 3986).
    static func hasScheme(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let scheme = bytes[..<colon]
        return isLetter(scheme.first!) && scheme.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
            && !bytes.contains { $0 == UInt8(ascii: " ") || $0 < 0x20 }
    }
}
