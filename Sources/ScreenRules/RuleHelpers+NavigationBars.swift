import ScreenSyntax

/// The end of a navigation bar an item stands at.
enum BarSide {
    case leading
    case trailing
}

extension ElementNode {
    /// A back button and a `placement: leading` button stand at the leading end; everything
    /// else (action controls) at the trailing end, as the guidelines lay a navigation bar out.
    var barSide: BarSide {
        name == "BackButton" || identifierValue("placement") == "leading" ? .leading : .trailing
    }

    /// The element as a reader finds it in the file: `Button "Edit"`, or `SegmentedControl`.
    var quotedName: String {
        primaryText.map { "\(name) \(quotedLiteral($0))" } ?? name
    }
}

/// A color's perceived brightness (Rec. 601 luma of `#RGB`, `#RRGGBB` or `#RRGGBBAA`), from 0
/// for black to 1 for white; nil for a value that is not a valid color.
func brightness(_ value: ValueSyntax) -> Double? {
    guard value.kind == .colorValue, value.colorValue?.isValid == true else { return nil }
    var digits = Array(value.text.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
    guard channels.count == 3 else { return nil }
    return (0.299 * Double(channels[0]) + 0.587 * Double(channels[1]) + 0.114 * Double(channels[2])) / 255
}

/// A link from some screen to another, and the screen it stands in.
struct IncomingLink: Sendable {
    let declaration: WorkspaceIndex.Declaration
    let link: ScreenLink
}

/// Where other screens link to `name` with `kind`: the linking screen and the link.
func links(to name: String, _ kind: ScreenLink.Kind, in workspace: WorkspaceIndex) -> [IncomingLink] {
    let incoming = workspace.memoized("incoming-links") {
        var incoming: [String: [IncomingLink]] = [:]
        for declaration in workspace.allDeclarations {
            for link in declaration.screen.links { incoming[link.target, default: []].append(IncomingLink(declaration: declaration, link: link)) }
        }
        return incoming
    }
    return (incoming[name] ?? []).filter { $0.link.kind == kind }
}

// MARK: - Edits for fixes

/// Edits made on one file's source, keeping its layout: members on their own lines stay so.
struct SourceEditor {
    let source: [UInt8]

    init(_ tree: SyntaxTree) { source = tree.source }

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

    /// Sets `name: value` on an element: replaces the value it has, or adds the property
    /// first in its block, or gives it a block.
    func setting(_ name: String, to value: String, on element: ElementNode) -> TextEdit {
        if let property = element.property(name) {
            return TextEdit(range: property.value.range, newText: value)
        }
        let member = "\(name): \(value)"
        let tree = element.syntax.tree
        guard let block = element.syntax.block, let brace = block.leftBraceToken else {
            return TextEdit(range: element.range.upperBound..<element.range.upperBound, newText: " { \(member) }")
        }
        let afterBrace = tree.tokens.range(of: brace).upperBound
        if let first = block.members.first {
            let start = tree.trimmedByteRange(of: first.id).lowerBound
            // A block laid out a member a line gets the property on a line of its own.
            if startOfLine(start) >= afterBrace { return insertion(member, before: start) }
            return TextEdit(range: afterBrace..<afterBrace, newText: " \(member)")
        }
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
