/// A header block the framer could not accept. The framer has already skipped ahead to the
/// next `Content-Length:` when it reports one; the server may log it or answer -32700.
public struct FramingError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The header block has no Content-Length header.
        case missingContentLength
        /// Content-Length is empty, not a decimal number (`-1`, `abc`), or given twice differently.
        case invalidContentLength(String)
        /// Content-Length is above the framer's limit.
        case contentLengthTooLarge(String)
        /// A header line has no colon (often the tail of a body whose length was wrong).
        case headerWithoutColon(String)
        /// No blank line ended the header block within the header size limit.
        case headerTooLong(limit: Int)
        /// The input ended in the middle of a message.
        case truncated(bufferedBytes: Int)
    }

    public var kind: Kind

    public init(_ kind: Kind) {
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .missingContentLength: return "header block without Content-Length"
        case .invalidContentLength(let value): return "invalid Content-Length value '\(value)'"
        case .contentLengthTooLarge(let value): return "Content-Length \(value) is above the limit"
        case .headerWithoutColon(let line): return "header line without a colon: '\(line)'"
        case .headerTooLong(let limit): return "header block longer than \(limit) bytes"
        case .truncated(let count): return "input ended inside a message (\(count) bytes unread)"
        }
    }
}
