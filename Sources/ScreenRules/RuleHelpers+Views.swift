import ScreenSyntax

/// A title reduced to what a word list can match: no case, no surrounding spaces or
/// punctuation, so "Error!", " error " and "錯誤！" all read as the bare word.
func bareTitle(_ title: String) -> String {
    let isTrimmed: (Character) -> Bool = { $0.isWhitespace || $0.isPunctuation }
    return String(title.lowercased().drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
}

/// Text edits that keep a file's layout: a member removed takes its line (or the space before
/// it) along, and a member inserted before another gets that one's line and indentation.
enum LayoutEdit {
    /// Removes the text at `range` and the spacing that only served it.
    static func removal(of range: Range<Int>, in source: [UInt8]) -> TextEdit {
        var start = range.lowerBound
        while start > 0, isBlank(source[start - 1]) { start -= 1 }
        var end = range.upperBound
        while end < source.count, isBlank(source[end]) { end += 1 }
        let startsLine = start == 0 || source[start - 1] == UInt8(ascii: "\n")
        let endsLine = end == source.count || source[end] == UInt8(ascii: "\n") || source[end] == UInt8(ascii: "\r")
        switch (startsLine, endsLine) {
        case (true, true):
            // The whole line goes, with its line break.
            if end < source.count, source[end] == UInt8(ascii: "\r") { end += 1 }
            if end < source.count, source[end] == UInt8(ascii: "\n") { end += 1 }
            return TextEdit(range: start..<end, newText: "")
        case (false, _):
            return TextEdit(range: start..<range.upperBound, newText: "")
        case (true, false):
            return TextEdit(range: range.lowerBound..<end, newText: "")
        }
    }

    /// Inserts `text` as a member just before the member at `range`: on a line of its own
    /// with the same indentation if that member starts its line, else followed by a space.
    static func insertion(_ text: String, before range: Range<Int>, in source: [UInt8]) -> TextEdit {
        var lineStart = range.lowerBound
        while lineStart > 0, isBlank(source[lineStart - 1]) { lineStart -= 1 }
        let startsLine = lineStart == 0 || source[lineStart - 1] == UInt8(ascii: "\n")
        let separator = startsLine ? "\n" + String(decoding: source[lineStart..<range.lowerBound], as: UTF8.self) : " "
        return TextEdit(range: range.lowerBound..<range.lowerBound, newText: text + separator)
    }

    /// Sets `property` of `element` to `value`: replaces the value it has, or adds the property
    /// as the element's first member (opening a block if it has none).
    static func setting(_ property: String, to value: String, on element: ElementNode) -> TextEdit {
        let syntax = element.syntax
        if let existing = element.property(property) {
            return TextEdit(range: existing.value.range, newText: value)
        }
        let member = "\(property): \(value)"
        guard let block = syntax.block else {
            return TextEdit(range: syntax.range.upperBound..<syntax.range.upperBound, newText: " { \(member) }")
        }
        if let first = block.members.first {
            return insertion(member, before: first.range, in: syntax.tree.source)
        }
        let end = block.leftBraceToken.map { syntax.tree.tokens.range(of: $0).upperBound } ?? syntax.range.upperBound
        return TextEdit(range: end..<end, newText: " \(member) ")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

extension MemberSyntax {
    /// The member's text range.
    var range: Range<Int> {
        switch self {
        case .property(let property): return property.range
        case .element(let element): return element.range
        }
    }
}
