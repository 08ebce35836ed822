import ScreenFormat
import ScreenSyntax

/// Where range and on-type formatting act.
enum FormattingSpan {
    /// The bytes of the whole members that touch `range`: the innermost node that holds all of
    /// `range`, then those of its members that touch it, or the member that holds it.
    static func members(touching range: Range<Int>, in tree: SyntaxTree) -> Range<Int> {
        var node = tree.root
        var enclosingMember: Range<Int>?
        while true {
            var touching: [Range<Int>] = []
            var holder: NodeID?
            for child in tree.children(of: node) {
                let childRange = tree.trimmedByteRange(of: child)
                guard !childRange.isEmpty, childRange.lowerBound <= range.upperBound, range.lowerBound <= childRange.upperBound else { continue }
                if isMember(tree.kind(of: child)) { touching.append(childRange) }
                if childRange.lowerBound <= range.lowerBound && range.upperBound <= childRange.upperBound { holder = child }
            }
            if let holder, touching.count <= 1 {
                if isMember(tree.kind(of: holder)) { enclosingMember = tree.trimmedByteRange(of: holder) }
                node = holder
                continue
            }
            if let first = touching.first, let last = touching.last { return first.lowerBound..<last.upperBound }
            return enclosingMember ?? tree.trimmedByteRange(of: tree.root)
        }
    }

    static func isMember(_ kind: NodeKind) -> Bool {
        kind == .screenDeclaration || kind == .property || kind == .element
    }

    /// The edit that gives the line holding `offset` the indentation of its depth: one level
    /// per bracket open before the line, one less when the line starts with a closing one.
    static func indentation(ofLineAt offset: Int, in tree: SyntaxTree, lines: LineIndex, options: FormatOptions) -> [SourceEdit] {
        let line = lines.line(ofOffset: offset)
        let lineRange = lines.lineRange(line)
        let kinds = tree.tokens.kinds
        // A line that starts inside a comment or a string is left alone.
        let startToken = tree.token(at: lineRange.lowerBound)
        guard kinds[startToken] == .whitespace || tree.tokens.starts[startToken] == lineRange.lowerBound else { return [] }
        var depth = 0
        for token in 0..<startToken {
            switch kinds[token] {
            case .leftBrace, .leftBracket: depth += 1
            case .rightBrace, .rightBracket: depth = max(depth - 1, 0)
            default: break
            }
        }
        var end = lineRange.lowerBound
        while end < lineRange.upperBound, tree.source[end] == 0x20 || tree.source[end] == 0x09 { end += 1 }
        if end < lineRange.upperBound {
            let first = kinds[tree.token(at: end)]
            if first == .rightBrace || first == .rightBracket { depth = max(depth - 1, 0) }
        }
        let indentation: [UInt8] = options.useTabs
            ? Array(repeating: 0x09, count: depth)
            : Array(repeating: 0x20, count: depth * min(max(options.indentWidth, 1), 16))
        guard !tree.source[lineRange.lowerBound..<end].elementsEqual(indentation) else { return [] }
        return [SourceEdit(range: lineRange.lowerBound..<end, replacement: indentation)]
    }
}
