import ScreenSyntax

/// The text edits of fixes, made so that the file keeps its form: a member removed takes its
/// line (or the blanks beside it, and the `;` or `,` after it) along, and leaves its comments;
/// a member inserted before another gets that one's line, indentation and separator; a member
/// moved takes its trailing comment with it; new lines end as the file's do. Every rule's fix
/// goes through here.
struct SourceEditor {
    let source: [UInt8]

    init(_ tree: SyntaxTree) { source = tree.source }

    init(_ source: [UInt8]) { self.source = source }

    /// Removes `range` with the `;` or `,` that separates it from the next member; with its
    /// whole line when nothing else stands on it, else with the blanks after it (or before it,
    /// at the end of a line or before a comment, so that no line is left with trailing blanks).
    func removal(of range: Range<Int>) -> SourceEdit {
        let lineStart = startOfLine(range.lowerBound)
        let lineEnd = endOfLine(range.upperBound)
        let afterSeparator = separatorEnd(after: range.upperBound, lineEnd: lineEnd)
        if isBlank(lineStart..<range.lowerBound) && isBlank(afterSeparator..<lineEnd) {
            let end = lineEnd < source.count ? lineEnd + 1 : lineEnd
            return SourceEdit(range: lineStart..<end, newText: "")
        }
        var end = afterSeparator
        while end < lineEnd, isBlank(source[end]) { end += 1 }
        var start = range.lowerBound
        if startsComment(at: end) {
            // The comment stays where the member stood: after the code before it, one space
            // apart, or at the member's indentation.
            if !isBlank(lineStart..<start) {
                while start > lineStart, isBlank(source[start - 1]) { start -= 1 }
                end = max(afterSeparator, end - 1)
            }
        } else if end == afterSeparator || end == lineEnd {
            while start > lineStart, isBlank(source[start - 1]) { start -= 1 }
        }
        return SourceEdit(range: start..<end, newText: "")
    }

    /// Puts `text` as a member just before `offset`: on a line of its own, indented alike, when
    /// `offset` starts its line; else on the same line.
    func insertion(_ text: String, before offset: Int) -> SourceEdit {
        let lineStart = startOfLine(offset)
        if isBlank(lineStart..<offset) {
            let indentation = String(decoding: source[lineStart..<offset], as: UTF8.self)
            return SourceEdit(range: offset..<offset, newText: text + source.lineEnding + indentation)
        }
        return SourceEdit(range: offset..<offset, newText: text + (separator(after: offset).map { "\($0) " } ?? " "))
    }

    /// Moves an element to stand just before another, earlier one. A comment after it on its
    /// line goes along when the element has the line to itself, so it stays with the element.
    func move(_ element: ElementNode, before target: ElementNode) -> [SourceEdit] {
        var range = element.range
        let lineEnd = endOfLine(range.upperBound)
        if isBlank(startOfLine(range.lowerBound)..<range.lowerBound), let comment = trailingComment(after: range.upperBound, lineEnd: lineEnd),
           isBlank(startOfLine(target.range.lowerBound)..<target.range.lowerBound) {
            range = range.lowerBound..<comment
        }
        let text = String(decoding: source[range], as: UTF8.self)
        return [insertion(text, before: target.range.lowerBound), removal(of: range)]
    }

    /// Sets `name: value` on an element: replaces the value it has, or adds the property as its
    /// first member (on a line of its own in a block laid out a member a line), or gives it a block.
    func setting(_ name: String, to value: String, on element: ElementNode) -> SourceEdit {
        if let property = element.property(name) {
            return SourceEdit(range: property.value.range, newText: value)
        }
        let member = "\(name): \(value)"
        let tree = element.syntax.tree
        guard let block = element.syntax.block, let brace = block.leftBraceToken else {
            return SourceEdit(range: element.range.upperBound..<element.range.upperBound, newText: " { \(member) }")
        }
        if let first = block.members.first {
            return insertion(member, before: tree.trimmedByteRange(of: first.id).lowerBound)
        }
        let afterBrace = tree.tokens.range(of: brace).upperBound
        let closesAtOnce = afterBrace < source.count && source[afterBrace] == UInt8(ascii: "}")
        return SourceEdit(range: afterBrace..<afterBrace, newText: " \(member)" + (closesAtOnce ? " " : ""))
    }

    /// Sets several properties on an element at once: each value it has is replaced, and the
    /// properties it lacks are added together, so that no two edits insert at one place.
    func settings(_ members: [(name: String, value: String)], on element: ElementNode) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        var missing: [String] = []
        for (name, value) in members {
            if let property = element.property(name) {
                edits.append(SourceEdit(range: property.value.range, newText: value))
            } else {
                missing.append("\(name): \(value)")
            }
        }
        guard !missing.isEmpty else { return edits }
        let tree = element.syntax.tree
        let joined = missing.joined(separator: " ")
        guard let block = element.syntax.block, let brace = block.leftBraceToken else {
            edits.append(SourceEdit(range: element.range.upperBound..<element.range.upperBound, newText: " { \(joined) }"))
            return edits
        }
        if let first = block.members.first {
            let offset = tree.trimmedByteRange(of: first.id).lowerBound
            edits.append(SourceEdit(range: offset..<offset, newText: missing.map { insertion($0, before: offset).newText }.joined()))
        } else {
            let afterBrace = tree.tokens.range(of: brace).upperBound
            let closesAtOnce = afterBrace < source.count && source[afterBrace] == UInt8(ascii: "}")
            edits.append(SourceEdit(range: afterBrace..<afterBrace, newText: " \(joined)" + (closesAtOnce ? " " : "")))
        }
        return edits
    }

    /// Where the `;` or `,` right after a member ends (blanks between them allowed); the
    /// member's end when there is none.
    private func separatorEnd(after offset: Int, lineEnd: Int) -> Int {
        var index = offset
        while index < lineEnd, isBlank(source[index]) { index += 1 }
        guard index < source.count, source[index] == UInt8(ascii: ";") || source[index] == UInt8(ascii: ",") else { return offset }
        return index + 1
    }

    /// The separator that follows the member at `offset` on its line, when the block uses one.
    private func separator(after offset: Int) -> String? {
        var index = offset
        var inString = false
        while index < source.count, source[index] != UInt8(ascii: "\n") {
            let byte = source[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") {
                return String(UnicodeScalar(byte))
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || startsComment(at: index) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The end of a `//` comment (or a `/* */` one ending on this line) that follows `offset`
    /// after blanks only, on the same line.
    private func trailingComment(after offset: Int, lineEnd: Int) -> Int? {
        var index = offset
        while index < lineEnd, isBlank(source[index]) { index += 1 }
        guard startsComment(at: index) else { return nil }
        var end = lineEnd
        while end > index, isBlank(source[end - 1]) { end -= 1 }
        return end
    }

    private func startsComment(at offset: Int) -> Bool {
        offset + 1 < source.count && source[offset] == UInt8(ascii: "/") && (source[offset + 1] == UInt8(ascii: "/") || source[offset + 1] == UInt8(ascii: "*"))
    }

    private func startOfLine(_ offset: Int) -> Int {
        var start = offset
        while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    private func endOfLine(_ offset: Int) -> Int {
        var end = offset
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }

    private func isBlank(_ range: Range<Int>) -> Bool { source[range].allSatisfy(isBlank) }
}
