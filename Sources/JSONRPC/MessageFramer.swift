/// Splits a byte stream into message bodies framed by LSP's base protocol:
/// `Content-Length: N\r\n` (other headers such as Content-Type allowed and ignored),
/// a blank line, then N bytes of body.
///
/// Feed bytes with `append`, then call `next()` until it returns nil. Bad header blocks come
/// out as `.error` once, after which the framer skips to the next `Content-Length:` it sees,
/// so a confused or hostile client can neither stall it nor make it buffer without bound:
/// it holds at most one header block (`maxHeaderLength`) or one body (`maxContentLength`)
/// plus the bytes of the latest append.
public struct MessageFramer: Sendable {
    public enum Output: Sendable, Equatable {
        case message([UInt8])
        case error(FramingError)
    }

    public static let defaultMaxContentLength = 256 << 20
    public static let defaultMaxHeaderLength = 64 << 10

    public let maxContentLength: Int
    public let maxHeaderLength: Int

    public init(
        maxContentLength: Int = MessageFramer.defaultMaxContentLength,
        maxHeaderLength: Int = MessageFramer.defaultMaxHeaderLength
    ) {
        self.maxContentLength = maxContentLength
        self.maxHeaderLength = maxHeaderLength
    }

    /// Bytes received but not yet returned as part of a message.
    public var bufferedByteCount: Int { buffer.count - start }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message body or framing error, or nil when more input is needed.
    public mutating func next() -> Output? {
        defer { compact() }
        while true {
            if let length = bodyLength {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                bodyLength = nil
                return .message(body)
            }
            if resyncing {
                guard let found = Self.findContentLength(in: buffer, from: start) else {
                    // Keep a tail that could be the start of a split `Content-Length:`.
                    start = max(start, buffer.count - (Self.contentLengthName.count - 1))
                    return nil
                }
                start = found
                resyncing = false
            }
            // Clients may put stray line breaks between messages; they carry nothing.
            while start < buffer.count, buffer[start] == Self.cr || buffer[start] == Self.lf {
                start += 1
            }
            guard let blockEnd = findHeaderEnd() else {
                // Up to three bytes of the blank line may be here already without counting
                // toward the block: fail only when no ending could keep it within the limit,
                // so that the verdict does not depend on how the input was split into reads.
                if buffer.count - start > maxHeaderLength + 3 {
                    return fail(.headerTooLong(limit: maxHeaderLength), resumeAt: start + 1)
                }
                return nil
            }
            guard blockEnd - start <= maxHeaderLength else {
                return fail(.headerTooLong(limit: maxHeaderLength), resumeAt: start + 1)
            }
            switch parseHeaderBlock(start..<blockEnd) {
            case .success(let length):
                start = blockEnd + 4
                bodyLength = length
            case .failure(let failure):
                return fail(failure.error.kind, resumeAt: failure.resumeAt)
            }
        }
    }

    /// Call at end of input: an error when a message was cut off, else nil.
    public mutating func finish() -> FramingError? {
        let pending = buffer[start...].drop(while: { $0 == Self.cr || $0 == Self.lf }).count
        buffer.removeAll()
        start = 0
        scanFrom = 0
        bodyLength = nil
        guard pending > 0, !resyncing else { return nil }
        return FramingError(.truncated(bufferedBytes: pending))
    }

    /// Frames a body for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(contentsOf: body)
        return framed
    }

    private var buffer: [UInt8] = []
    /// First byte not yet consumed.
    private var start = 0
    /// Where the search for the end of the header block resumes, so trickling input is not
    /// rescanned from the beginning each time.
    private var scanFrom = 0
    /// Body length announced by the header block just read.
    private var bodyLength: Int?
    /// After an error: looking for the next `Content-Length:` without reporting more errors.
    private var resyncing = false
}

extension MessageFramer {
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
    private static let contentLengthName = Array("content-length:".utf8)

    private struct HeaderFailure: Error {
        let error: FramingError
        let resumeAt: Int
    }

    private mutating func fail(_ kind: FramingError.Kind, resumeAt: Int) -> Output {
        start = min(resumeAt, buffer.count)
        scanFrom = start
        resyncing = true
        return .error(FramingError(kind))
    }

    /// Index of the `\r\n\r\n` ending the header block that begins at `start`.
    private mutating func findHeaderEnd() -> Int? {
        var index = max(start, scanFrom - 3)
        while index + 3 < buffer.count {
            if buffer[index] == Self.cr, buffer[index + 1] == Self.lf,
               buffer[index + 2] == Self.cr, buffer[index + 3] == Self.lf {
                return index
            }
            index += 1
        }
        scanFrom = max(start, buffer.count)
        return nil
    }

    /// The Content-Length of a header block (without its final blank line).
    private func parseHeaderBlock(_ block: Range<Int>) -> Result<Int, HeaderFailure> {
        var length: Int?
        var lineStart = block.lowerBound
        while lineStart < block.upperBound {
            var lineEnd = lineStart
            while lineEnd < block.upperBound,
                  !(buffer[lineEnd] == Self.cr && lineEnd + 1 < block.upperBound && buffer[lineEnd + 1] == Self.lf) {
                lineEnd += 1
            }
            let line = buffer[lineStart..<lineEnd]
            let next = lineEnd + 2
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderFailure(error: FramingError(.headerWithoutColon(Self.text(line))), resumeAt: lineEnd))
            }
            let name = Self.trimmed(line[..<colon])
            if name.count == Self.contentLengthName.count - 1,
               zip(name, Self.contentLengthName).allSatisfy({ Self.lowercased($0) == $1 }) {
                let value = Self.trimmed(line[(colon + 1)...])
                switch parseLength(value) {
                case .some(let parsed) where length == nil || length == parsed:
                    length = parsed
                case .some:
                    return .failure(HeaderFailure(error: FramingError(.invalidContentLength(Self.text(value))), resumeAt: lineEnd))
                case .none:
                    let isNumber = !value.isEmpty && value.allSatisfy(Self.isDigit)
                    let kind: FramingError.Kind = isNumber
                        ? .contentLengthTooLarge(Self.text(value)) : .invalidContentLength(Self.text(value))
                    return .failure(HeaderFailure(error: FramingError(kind), resumeAt: lineEnd))
                }
            }
            lineStart = next
        }
        guard let length else {
            // Search for the next Content-Length from inside this block: after a body whose
            // length was wrong, the next message's header is often glued to the tail of that
            // body on the same line, and skipping the whole block would lose that message too.
            // A body of unknown length that follows is skipped by the same search.
            return .failure(HeaderFailure(error: FramingError(.missingContentLength), resumeAt: block.lowerBound + 1))
        }
        return .success(length)
    }

    /// A decimal length within `maxContentLength`, else nil.
    private func parseLength(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard Self.isDigit(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            guard value <= maxContentLength else { return nil }
        }
        return value
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            scanFrom = 0
            start = 0
        } else if start > 4096, start > buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            scanFrom = max(0, scanFrom - start)
            start = 0
        }
    }

    /// Position of the next case-insensitive `content-length:` at or after `from`.
    private static func findContentLength(in buffer: [UInt8], from: Int) -> Int? {
        let pattern = contentLengthName
        var index = from
        while index + pattern.count <= buffer.count {
            if lowercased(buffer[index]) == pattern[0],
               (1..<pattern.count).allSatisfy({ lowercased(buffer[index + $0]) == pattern[$0] }) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
              let last = bytes.lastIndex(where: { !isBlank($0) }) else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// Header text for error messages: lossy UTF-8, at most 80 bytes.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(80), as: UTF8.self)
    }
}
