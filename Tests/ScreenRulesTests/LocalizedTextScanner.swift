import ScreenSyntax

/// The literal text of every `LocalizedText(…)` written in a Swift file, by language: the
/// arguments in order (English, Simplified, Traditional) or by label (`en:`, `zhHans:`,
/// `zhHant:`), as the pieces between interpolations. Strings elsewhere (examples, identifiers)
/// and comments are skipped, so the vocabulary test reads only what users are shown.
struct LocalizedTextScanner {
    struct Piece: Equatable {
        var language: Language
        var text: String
        var line: Int
    }

    private let characters: [Character]

    init(_ source: String) {
        characters = Array(source)
    }

    func pieces() -> [Piece] {
        var found: [Piece] = []
        var index = 0
        while index < characters.count {
            if let end = commentEnd(at: index) {
                index = end
            } else if startsString(at: index) {
                index = stringEnd(at: index).end
            } else if isCall(at: index) {
                let open = index + Self.call.count
                let (arguments, end) = argumentRanges(from: open)
                for (position, argument) in arguments.enumerated() {
                    guard let (language, start) = language(of: argument, position: position) else { continue }
                    found += literals(in: start..<argument.upperBound, language: language)
                }
                // A call nested in an argument is read on its own.
                index = arguments.contains { contains(Self.call, in: $0) } ? open : end
            } else {
                index += 1
            }
        }
        return found
    }

    private static let call = Array("LocalizedText(")
    private static let labels: [String: Language] = ["en": .english, "zhHans": .simplifiedChinese, "zhHant": .traditionalChinese]

    private func isCall(at index: Int) -> Bool {
        guard index + Self.call.count <= characters.count, Array(characters[index..<index + Self.call.count]) == Self.call else { return false }
        guard index > 0 else { return true }
        let before = characters[index - 1]
        return !(before.isLetter || before.isNumber || before == "_")
    }

    private func contains(_ word: [Character], in range: Range<Int>) -> Bool {
        guard range.count >= word.count else { return false }
        return (range.lowerBound...(range.upperBound - word.count)).contains { Array(characters[$0..<$0 + word.count]) == word }
    }

    private func language(of argument: Range<Int>, position: Int) -> (Language, Int)? {
        var index = argument.lowerBound
        while index < argument.upperBound, characters[index].isWhitespace { index += 1 }
        var label = ""
        var end = index
        while end < argument.upperBound, characters[end].isLetter { label.append(characters[end]); end += 1 }
        if end < argument.upperBound, characters[end] == ":", let language = Self.labels[label] {
            return (language, end + 1)
        }
        guard position < Language.allCases.count else { return nil }
        return ([Language.english, .simplifiedChinese, .traditionalChinese][position], argument.lowerBound)
    }

    /// The literal pieces of every string directly in `range` (concatenations included).
    private func literals(in range: Range<Int>, language: Language) -> [Piece] {
        var found: [Piece] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let end = commentEnd(at: index) {
                index = end
            } else if startsString(at: index) {
                let (end, pieces) = stringEnd(at: index)
                found += pieces.map { Piece(language: language, text: String(characters[$0]), line: line(of: $0.lowerBound)) }
                index = end
            } else if characters[index] == "(" {
                index = balancedEnd(from: index + 1)
            } else {
                index += 1
            }
        }
        return found
    }

    private func line(of index: Int) -> Int {
        characters[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    private func commentEnd(at index: Int) -> Int? {
        guard index + 1 < characters.count, characters[index] == "/" else { return nil }
        if characters[index + 1] == "/" {
            return characters[index...].firstIndex(of: "\n") ?? characters.count
        }
        guard characters[index + 1] == "*" else { return nil }
        var depth = 1
        var cursor = index + 2
        while cursor < characters.count, depth > 0 {
            if cursor + 1 < characters.count, characters[cursor] == "/", characters[cursor + 1] == "*" {
                depth += 1
                cursor += 2
            } else if cursor + 1 < characters.count, characters[cursor] == "*", characters[cursor + 1] == "/" {
                depth -= 1
                cursor += 2
            } else {
                cursor += 1
            }
        }
        return cursor
    }

    private func startsString(at index: Int) -> Bool {
        var cursor = index
        while cursor < characters.count, characters[cursor] == "#" { cursor += 1 }
        return cursor < characters.count && characters[cursor] == "\""
    }

    /// Where the string starting at `index` ends, and its literal pieces (between interpolations).
    private func stringEnd(at index: Int) -> (end: Int, pieces: [Range<Int>]) {
        var cursor = index
        var hashes = 0
        while characters[cursor] == "#" { hashes += 1; cursor += 1 }
        let multiline = cursor + 2 < characters.count && characters[cursor + 1] == "\"" && characters[cursor + 2] == "\""
        let quote = multiline ? 3 : 1
        cursor += quote
        let close = Array(String(repeating: "\"", count: quote) + String(repeating: "#", count: hashes))
        let escape = Array("\\" + String(repeating: "#", count: hashes))
        var pieces: [Range<Int>] = []
        var pieceStart = cursor
        while cursor < characters.count {
            if matches(close, at: cursor) {
                pieces.append(pieceStart..<cursor)
                return (cursor + close.count, pieces)
            }
            if matches(escape, at: cursor) {
                let after = cursor + escape.count
                if after < characters.count, characters[after] == "(" {
                    pieces.append(pieceStart..<cursor)
                    cursor = balancedEnd(from: after + 1)
                    pieceStart = cursor
                } else {
                    cursor = after + 1
                }
                continue
            }
            cursor += 1
        }
        pieces.append(pieceStart..<characters.count)
        return (characters.count, pieces)
    }

    private func matches(_ word: [Character], at index: Int) -> Bool {
        index + word.count <= characters.count && Array(characters[index..<index + word.count]) == word
    }

    /// Just after the bracket that balances the one before `index`, past strings and comments.
    private func balancedEnd(from index: Int) -> Int {
        argumentRanges(from: index).1
    }

    /// The top-level arguments of the call whose `(` is just before `index`, and where it ends.
    private func argumentRanges(from index: Int) -> ([Range<Int>], Int) {
        var arguments: [Range<Int>] = []
        var depth = 0
        var start = index
        var cursor = index
        while cursor < characters.count {
            if let end = commentEnd(at: cursor) {
                cursor = end
                continue
            }
            if startsString(at: cursor) {
                cursor = stringEnd(at: cursor).end
                continue
            }
            let character = characters[cursor]
            if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                if depth == 0 {
                    arguments.append(start..<cursor)
                    return (arguments, cursor + 1)
                }
                depth -= 1
            } else if character == ",", depth == 0 {
                arguments.append(start..<cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        return (arguments, characters.count)
    }
}
