import ScreenSyntax

/// The text edits of fixes, made so that the file keeps its layout: a member removed takes
/// its line (or the blanks beside it) along, a member inserted before another gets that one's
/// line and indentation. Every rule's fix goes through here.
struct SourceEditor {
    let source: [UInt8]

    init(_ tree: SyntaxTree) { source = tree.source }

    init(_ source: [UInt8]) { self.source = source }

    /// Removes `range`; with its whole line when nothing else stands on it, else with the
    /// blanks after it (or before it, at the end of a line).
    func removal(of range: Range<Int>) -> TextEdit {
        let lineStart = startOfLine(range.lowerBound)
        let lineEnd = endOfLine(range.upperBound)
        if isBlank(lineStart..<range.lowerBound) && isBlank(range.upperBound..<lineEnd) {
            let end = lineEnd < source.count ? lineEnd + 1 : lineEnd
            return TextEdit(range: lineStart..<end, newText: "")
        }
        var end = range.upperBound
        while end < lineEnd, isBlank(source[end]) { end += 1 }
        var start = range.lowerBound
        if end == range.upperBound {
            while start > lineStart, isBlank(source[start - 1]) { start -= 1 }
        }
        return TextEdit(range: start..<end, newText: "")
    }

    /// Puts `text` as a member just before `offset`: on a line of its own, indented alike, when
    /// `offset` starts its line; else on the same line.
    func insertion(_ text: String, before offset: Int) -> TextEdit {
        let lineStart = startOfLine(offset)
        if isBlank(lineStart..<offset) {
            let indentation = String(decoding: source[lineStart..<offset], as: UTF8.self)
            return TextEdit(range: offset..<offset, newText: text + "\n" + indentation)
        }
        return TextEdit(range: offset..<offset, newText: text + " ")
    }

    /// Moves an element to stand just before another, earlier one.
    func move(_ element: ElementNode, before target: ElementNode) -> [TextEdit] {
        let text = String(decoding: source[element.range], as: UTF8.self)
        return [insertion(text, before: target.range.lowerBound), removal(of: element.range)]
    }

    /// Sets `name: value` on an element: replaces the value it has, or adds the property as its
    /// first member (on a line of its own in a block laid out a member a line), or gives it a block.
    func setting(_ name: String, to value: String, on element: ElementNode) -> TextEdit {
        if let property = element.property(name) {
            return TextEdit(range: property.value.range, newText: value)
        }
        let member = "\(name): \(value)"
        let tree = element.syntax.tree
        guard let block = element.syntax.block, let brace = block.leftBraceToken else {
            return TextEdit(range: element.range.upperBound..<element.range.upperBound, newText: " { \(member) }")
        }
        if let first = block.members.first {
            return insertion(member, before: tree.trimmedByteRange(of: first.id).lowerBound)
        }
        let afterBrace = tree.tokens.range(of: brace).upperBound
        let closesAtOnce = afterBrace < source.count && source[afterBrace] == UInt8(ascii: "}")
        return TextEdit(range: afterBrace..<afterBrace, newText: " \(member)" + (closesAtOnce ? " " : ""))
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
