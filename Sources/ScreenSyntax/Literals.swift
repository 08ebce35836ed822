/// The meaning of a string token: its text with escapes resolved, and what is wrong with it.
import ScreenSupport
public struct StringLiteral: Sendable {
    public let value: String
    /// Byte ranges, relative to the token's start, of escapes that are not valid.
    public let invalidEscapes: [Range<Int>]
    public let isTerminated: Bool

    public init(_ token: ArraySlice<UInt8>) {
        // Most strings hold no escape: their text is the bytes between the quotes, decoded
        // from a buffer (from a slice, the generic decoding cost several times more).
        if let plain = token.withUnsafeBufferPointer(Self.plain) {
            self.init(value: plain.value, invalidEscapes: [], isTerminated: plain.terminated)
        } else {
            self.init(escaped: token)
        }
    }

    private init(value: String, invalidEscapes: [Range<Int>], isTerminated: Bool) {
        self.value = value
        self.invalidEscapes = invalidEscapes
        self.isTerminated = isTerminated
    }

    /// Decodes a string token that holds an escape.
    private init(escaped token: ArraySlice<UInt8>) {
        var bytes: [UInt8] = []
        var invalid: [Range<Int>] = []
        let start = token.startIndex
        var index = token.index(after: start)
        let end = token.endIndex
        var terminated = false
        while index < end {
            let byte = token[index]
            if byte == UInt8(ascii: "\"") && index == end - 1 {
                terminated = true
                break
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escape = token[index + 1]
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(escape)
                index += 2
            case UInt8(ascii: "n"):
                bytes.append(UInt8(ascii: "\n"))
                index += 2
            case UInt8(ascii: "t"):
                bytes.append(UInt8(ascii: "\t"))
                index += 2
            case UInt8(ascii: "u"):
                if let (scalar, length) = Self.unicodeEscape(token, at: index) {
                    bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += length
                } else {
                    let length = Self.malformedUnicodeEscapeLength(token, at: index)
                    invalid.append((index - start)..<(index - start + length))
                    index += length
                }
            default:
                invalid.append((index - start)..<(index - start + 2))
                index += 2
            }
        }
        self.value = String(decoding: bytes, as: UTF8.self)
        self.invalidEscapes = invalid
        self.isTerminated = terminated
    }

    /// The value of a string token's bytes: the text between its quotes, its escapes decoded.
    public static func value(ofToken token: UnsafeBufferPointer<UInt8>) -> String {
        plain(token)?.value ?? StringLiteral(escaped: ArraySlice(token)).value
    }

    /// The text of a string token that holds no escape, and whether it is terminated; nil
    /// for one with an escape, which `init(_:)` decodes.
    static func plain(_ token: UnsafeBufferPointer<UInt8>) -> (value: String, terminated: Bool)? {
        guard let (text, terminated) = plainText(token) else { return nil }
        return (String(decoding: text, as: UTF8.self), terminated)
    }

    /// Where the value of a string token lies in the token when it is plain ASCII (no escape,
    /// no byte past ASCII, no CR): its bytes are its characters, and its length is its width
    /// in columns. Nil for any other token.
    static func plainASCIIRange(_ token: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let (text, _) = plainText(token), text.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        // The value starts after the opening quote.
        return 1..<(1 + text.count)
    }

    /// Whether a string token is terminated, holds no escape and has `text`'s bytes between its
    /// quotes.
    static func isPlainly(_ token: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        guard let (body, terminated) = plainText(token), terminated else { return false }
        return body.holdsBytes(of: text)
    }

    /// The bytes between a string token's quotes when it holds no escape, and whether it is
    /// terminated.
    private static func plainText(_ token: UnsafeBufferPointer<UInt8>) -> (text: UnsafeBufferPointer<UInt8>, terminated: Bool)? {
        let body = UnsafeBufferPointer(rebasing: token.dropFirst())
        guard !body.contains(UInt8(ascii: "\\")) else { return nil }
        let terminated = body.last == UInt8(ascii: "\"")
        return (terminated ? UnsafeBufferPointer(rebasing: body.dropLast()) : body, terminated)
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private static func unicodeEscape(_ token: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        var cursor = index + 2
        guard cursor < token.endIndex, token[cursor] == UInt8(ascii: "{") else { return nil }
        cursor += 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < token.endIndex, let digit = token[cursor].hexDigitValue {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            cursor += 1
            if digits > 8 { return nil }
        }
        guard digits > 0, cursor < token.endIndex, token[cursor] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, cursor + 1 - index)
    }

    private static func malformedUnicodeEscapeLength(_ token: ArraySlice<UInt8>, at index: Int) -> Int {
        var cursor = index + 2
        if cursor < token.endIndex, token[cursor] == UInt8(ascii: "{") {
            cursor += 1
            while cursor < token.endIndex, token[cursor].hexDigitValue != nil { cursor += 1 }
            if cursor < token.endIndex, token[cursor] == UInt8(ascii: "}") { cursor += 1 }
        }
        return min(cursor, token.endIndex - (token.last == UInt8(ascii: "\"") ? 1 : 0)) - index
    }
}

/// A number token: its value and its unit.
public struct NumberLiteral: Sendable, Equatable {
    public enum Unit: Sendable, Equatable {
        case none
        case points
        case percent
        /// `23h59m`, `90s`: the parts must come in h, m, s order, each at most once.
        case duration(seconds: Double)
        case invalid(String)
    }

    public let value: Double
    public let unit: Unit

    public init(_ token: ArraySlice<UInt8>) {
        var index = token.startIndex
        let negative = index < token.endIndex && token[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Whole numbers, the usual case, are read without building a string.
        var whole = 0.0
        let digitsStart = index
        while index < token.endIndex, isDigit(token[index]) {
            whole = whole * 10 + Double(token[index] - UInt8(ascii: "0"))
            index += 1
        }
        var number = whole
        if index + 1 < token.endIndex, token[index] == UInt8(ascii: "."), isDigit(token[index + 1]) {
            index += 1
            while index < token.endIndex, isDigit(token[index]) { index += 1 }
            number = Double(String(decoding: token[digitsStart..<index], as: UTF8.self)) ?? whole
        }
        let value = negative ? -number : number
        self.value = value
        let unitBytes = token[index...]
        if unitBytes.isEmpty {
            unit = .none
        } else if unitBytes.elementsEqual("pt".utf8) {
            unit = .points
        } else if unitBytes.elementsEqual("%".utf8) {
            unit = .percent
        } else {
            let unitText = String(decoding: unitBytes, as: UTF8.self)
            unit = Self.duration(number: value, unit: unitText) ?? .invalid(unitText)
        }
    }

    /// Whether the token ends in no unit, `pt` or `%`: the common cases, recognised without
    /// decoding the token.
    static func hasCommonUnit(_ token: ArraySlice<UInt8>) -> Bool {
        var end = token.endIndex
        if token.last == UInt8(ascii: "%") {
            end -= 1
        } else if token.count > 2, token[end - 2] == UInt8(ascii: "p"), token[end - 1] == UInt8(ascii: "t") {
            end -= 2
        }
        return token[token.startIndex..<end].allSatisfy { isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// The value in points, for a plain number or a `pt` number.
    public var points: Double? {
        switch unit {
        case .none, .points: return value
        default: return nil
        }
    }

    /// The value in seconds, for a duration.
    public var seconds: Double? {
        if case .duration(let seconds) = unit { return seconds }
        return nil
    }

    private static func duration(number: Double, unit: String) -> Unit? {
        // The first part's number comes before the unit text; later parts carry their own.
        var seconds = 0.0
        var pending: Double? = number
        var digits = ""
        var lastRank = -1
        for character in unit {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            let rank: Int
            let scale: Double
            switch character {
            case "h": rank = 0; scale = 3600
            case "m": rank = 1; scale = 60
            case "s": rank = 2; scale = 1
            default: return nil
            }
            guard rank > lastRank else { return nil }
            if !digits.isEmpty {
                guard pending == nil else { return nil }
                pending = Double(digits)
                digits = ""
            }
            guard let amount = pending else { return nil }
            seconds += amount * scale
            pending = nil
            lastRank = rank
        }
        guard digits.isEmpty, pending == nil else { return nil }
        return .duration(seconds: seconds)
    }
}

/// A color token: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
public struct ColorLiteral: Sendable, Equatable {
    public let isValid: Bool
    /// The channels, 0 to 255 each (`#RGB` doubles each digit); all zero when invalid.
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    /// 255 unless the literal is `#RRGGBBAA`.
    public let alpha: UInt8

    /// Whether `token` is `#` and 3, 6 or 8 hexadecimal digits, as `isValid` says, without
    /// decoding the channels: what the syntax check of every color asks.
    static func isWellFormed(_ token: ArraySlice<UInt8>) -> Bool {
        let digits = token.count - 1
        guard digits == 3 || digits == 6 || digits == 8 else { return false }
        return token.dropFirst().allSatisfy { $0.hexDigitValue != nil }
    }

    public init(_ token: ArraySlice<UInt8>) {
        let digits = Array(token.dropFirst().map { $0.hexDigitValue ?? 0xFF })
        isValid = [3, 6, 8].contains(digits.count) && !digits.contains(0xFF)
        guard isValid else {
            (red, green, blue, alpha) = (0, 0, 0, 0)
            return
        }
        if digits.count == 3 {
            (red, green, blue, alpha) = (digits[0] * 17, digits[1] * 17, digits[2] * 17, 255)
        } else {
            let channel = { (index: Int) in digits[2 * index] << 4 | digits[2 * index + 1] }
            (red, green, blue) = (channel(0), channel(1), channel(2))
            alpha = digits.count == 8 ? channel(3) : 255
        }
    }
}

func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
