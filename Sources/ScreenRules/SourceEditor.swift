import ScreenSyntax

/// The text edits of fixes, made so that the file keeps its form: a member removed takes its
/// line (or the blanks beside it, and the `;` or `,` after it, or the one before it when it was
/// the block's last) along, and leaves its comments; a member inserted before another gets
/// that one's line, indentation and the block's separator; a member
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
        if endsWithSeparator(range), let kept = commentsBeforeOwnSeparator(range) {
            // `a // why` with its `;` on the next line: the member and the separator go, the
            // comment and the line break after it stay, and the next member takes the
            // separator's place.
            var end = range.upperBound
            while end < source.count, isBlank(source[end]), source[end] != UInt8(ascii: "\r") { end += 1 }
            return SourceEdit(range: range.lowerBound..<end, newText: kept)
        }
        let lineStart = startOfLine(range.lowerBound)
        let lineEnd = endOfLine(range.upperBound)
        let afterSeparator = separatorEnd(after: range.upperBound, lineEnd: lineEnd)
        if afterSeparator == range.upperBound, !endsWithSeparator(range), closesBlock(after: range.upperBound), let separator = separatorBefore(range.lowerBound) {
            // The block's last member, after a separator, with none of its own: the separator
            // goes too, so that the member before ends the block as the last one did (`{ a; b }`
            // becomes `{ a }`). The line break of the member's line stays.
            var end = range.upperBound
            if isBlank(lineStart..<range.lowerBound) && isBlank(range.upperBound..<lineEnd) {
                end = lineEnd
                while end > range.upperBound, isBlank(source[end - 1]) { end -= 1 }
                if lineEnd > range.upperBound, source[lineEnd - 1] == UInt8(ascii: "\r") { end = lineEnd - 1 }
            }
            // A comment after the separator, on an earlier line, stays.
            var kept = ""
            if separator < lineStart {
                var commentEnd = endOfLine(separator)
                while commentEnd > separator + 1, isBlank(source[commentEnd - 1]) { commentEnd -= 1 }
                kept = String(decoding: source[(separator + 1)..<commentEnd], as: UTF8.self)
            }
            return SourceEdit(range: separator..<end, newText: kept)
        }
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

    /// Removes several members at once. Members with nothing but blanks, line breaks and
    /// separators between them go as one run, so that the separators around the run are
    /// handled once (two removals, each taking a separator, would overlap); a comment between
    /// two members keeps them apart.
    func removals(of ranges: [Range<Int>]) -> [SourceEdit] {
        var runs: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = runs.last, last.upperBound <= range.lowerBound, source[last.upperBound..<range.lowerBound].allSatisfy(isSeparation) {
                runs[runs.count - 1] = last.lowerBound..<range.upperBound
            } else {
                runs.append(range)
            }
        }
        return runs.map(removal(of:))
    }

    /// Puts `text` as a member just before `offset`: on a line of its own, indented alike, when
    /// `offset` starts its line; else on the same line.
    func insertion(_ text: String, before offset: Int) -> SourceEdit {
        insertion(text, before: offset, trailing: "")
    }

    /// The insertion of `text`, then its separator, then `trailing` (a comment that goes with it).
    private func insertion(_ text: String, before offset: Int, trailing: String) -> SourceEdit {
        let lineStart = startOfLine(offset)
        // The separator the block uses: the one after the member at `offset`, else the one
        // before it. A member that brings its own (one moved) gets none.
        let ownsSeparator = text.utf8.last == UInt8(ascii: ";") || text.utf8.last == UInt8(ascii: ",")
        let separator = ownsSeparator ? "" : separator(after: offset) ?? separatorBefore(offset).map { String(UnicodeScalar(source[$0])) } ?? ""
        if isBlank(lineStart..<offset) {
            let indentation = String(decoding: source[lineStart..<offset], as: UTF8.self)
            return SourceEdit(range: offset..<offset, newText: text + separator + trailing + source.lineEnding + indentation)
        }
        return SourceEdit(range: offset..<offset, newText: text + separator + trailing + " ")
    }

    /// Puts `text` as a member just after the member at `range`, on its line, separated as the
    /// block separates its members.
    func insertion(_ text: String, after range: Range<Int>) -> SourceEdit {
        if endsWithSeparator(range) {
            let separator = String(UnicodeScalar(source[range.upperBound - 1]))
            return SourceEdit(range: range.upperBound..<range.upperBound, newText: " " + text + separator)
        }
        let end = separatorEnd(after: range.upperBound, lineEnd: endOfLine(range.upperBound))
        if end > range.upperBound {
            return SourceEdit(range: end..<end, newText: " " + text + String(UnicodeScalar(source[end - 1])))
        }
        let separator = separatorBefore(range.lowerBound).map { String(UnicodeScalar(source[$0])) } ?? ""
        return SourceEdit(range: range.upperBound..<range.upperBound, newText: separator + " " + text)
    }

    /// Puts `text` in place of the member at `range`, keeping the member's separator.
    func replacement(of range: Range<Int>, with text: String) -> SourceEdit {
        var end = range.upperBound
        if endsWithSeparator(range) {
            end -= 1
            while end > range.lowerBound, isBlank(source[end - 1]) { end -= 1 }
        }
        return SourceEdit(range: range.lowerBound..<end, newText: text)
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
        // The separator, when the element gets one, goes between it and its comment.
        let text = String(decoding: source[element.range], as: UTF8.self)
        let trailing = String(decoding: source[element.range.upperBound..<range.upperBound], as: UTF8.self)
        return [insertion(text, before: target.range.lowerBound, trailing: trailing), removal(of: range)]
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
            // Before the element's separator, when it has one: the block is the element's.
            let end = replacement(of: element.range, with: "").range.upperBound
            return SourceEdit(range: end..<end, newText: " { \(member) }")
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

    /// Where the `;` or `,` just before `offset` is, when only blanks, line breaks and line
    /// comments (`a; // why`) stand between them.
    private func separatorBefore(_ offset: Int) -> Int? {
        var index = offset
        while index > 0 {
            if isBlank(source[index - 1]) {
                index -= 1
            } else if source[index - 1] == UInt8(ascii: "\n") {
                index -= 1
                if let comment = lineCommentStart(onLineEndingAt: index) { index = comment }
            } else {
                break
            }
        }
        guard index > 0, source[index - 1] == UInt8(ascii: ";") || source[index - 1] == UInt8(ascii: ",") else { return nil }
        return index - 1
    }

    /// Where a `//` comment starts on the line that ends at `end`, outside strings.
    private func lineCommentStart(onLineEndingAt end: Int) -> Int? {
        var index = startOfLine(end)
        var inString = false
        while index < end {
            let byte = source[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < end, source[index + 1] == UInt8(ascii: "/") {
                return index
            } else if byte == UInt8(ascii: "/"), index + 1 < end, source[index + 1] == UInt8(ascii: "*") {
                // A block comment here may hide `//`; such a line is left as it is.
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The comments (and the line breaks and indentation after them) between a member's code
    /// and the separator its range ends with, from the first comment on; nil when only blanks
    /// and line breaks stand between them.
    private func commentsBeforeOwnSeparator(_ range: Range<Int>) -> String? {
        let separator = range.upperBound - 1
        var index = separator
        var sawComment = false
        while index > range.lowerBound {
            let byte = source[index - 1]
            if isBlank(byte) {
                index -= 1
            } else if byte == UInt8(ascii: "\n") {
                index -= 1
                if let comment = lineCommentStart(onLineEndingAt: index), comment > range.lowerBound {
                    index = comment
                    sawComment = true
                }
            } else if byte == UInt8(ascii: "/"), index - 2 > range.lowerBound, source[index - 2] == UInt8(ascii: "*"),
                      let open = blockCommentStart(endingAt: index, after: range.lowerBound) {
                index = open
                sawComment = true
            } else {
                break
            }
        }
        guard sawComment else { return nil }
        while isBlank(source[index]) { index += 1 }
        return String(decoding: source[index..<separator], as: UTF8.self)
    }

    /// Where the block comment that ends at `end` (just past its `*/`) starts, after `floor`.
    private func blockCommentStart(endingAt end: Int, after floor: Int) -> Int? {
        var index = end - 2
        while index > floor {
            if source[index - 1] == UInt8(ascii: "/"), source[index] == UInt8(ascii: "*") { return index - 1 }
            index -= 1
        }
        return nil
    }

    /// Whether a member's range holds its separator (the parser gives a member the `;` or `,`
    /// that follows it).
    private func endsWithSeparator(_ range: Range<Int>) -> Bool {
        guard let last = range.last else { return false }
        return source[last] == UInt8(ascii: ";") || source[last] == UInt8(ascii: ",")
    }

    /// Whether the block closes after `offset`, past blanks and line breaks only.
    private func closesBlock(after offset: Int) -> Bool {
        var index = offset
        while index < source.count, isBlank(source[index]) || source[index] == UInt8(ascii: "\n") { index += 1 }
        return index < source.count && source[index] == UInt8(ascii: "}")
    }

    /// The separator that follows the member at `offset`, when the block uses one: the first
    /// `;` or `,` past the member's own blocks, lists, strings and comments, before the line (or
    /// the enclosing block) ends.
    private func separator(after offset: Int) -> String? {
        var index = offset
        var depth = 0
        var inString = false
        while index < source.count {
            let byte = source[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if startsComment(at: index) {
                guard depth > 0 else { return nil }
                let closing: [UInt8] = source[index + 1] == UInt8(ascii: "/") ? [0x0A] : Array("*/".utf8)
                guard let found = source[(index + 2)...].firstRange(of: closing) else { return nil }
                index = found.upperBound - 1
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") {
                return String(UnicodeScalar(byte))
            } else if depth == 0, byte == UInt8(ascii: "\n") {
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

    private func isSeparation(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }

    private func isBlank(_ range: Range<Int>) -> Bool { source[range].allSatisfy(isBlank) }
}
