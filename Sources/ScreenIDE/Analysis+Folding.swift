import ScreenSyntax

extension Analysis {
    /// The file's foldable regions, in source order of their starts: every block and list
    /// that spans lines, runs of two or more line comments on consecutive lines, and block
    /// comments that span lines. Each region's collapsed text is made only when
    /// `collapsedText` asks for it (few clients show it).
    public func foldingRegions(in key: String, collapsedText: Bool = true) -> [FoldingRegion]? {
        guard let file = file(key) else { return nil }
        let tree = file.tree
        let lines = file.lines
        var regions: [FoldingRegion] = []
        // Opening brackets come in source order in pre-order, so each line is looked up on
        // from the one before.
        var openLine = 0
        for node in tree.preorder {
            let kind = tree.kind(of: node)
            guard kind == .block || kind == .listValue else { continue }
            let opening = kind == .block ? TokenKind.leftBrace : .leftBracket
            let closing = kind == .block ? TokenKind.rightBrace : .rightBracket
            guard let open = tree.firstOwnToken(of: node, kind: opening) else { continue }
            let openRange = tree.tokens.range(of: open)
            let close = tree.firstOwnToken(of: node, kind: closing).map { tree.tokens.range(of: $0) }
            let end = close?.upperBound ?? tree.trimmedByteRange(of: node).upperBound
            openLine = lines.line(ofOffset: openRange.lowerBound, from: openLine)
            guard lines.line(ofOffset: end, from: openLine) > openLine else { continue }
            let inner = openRange.upperBound..<max(openRange.upperBound, close?.lowerBound ?? end)
            regions.append(FoldingRegion(
                kind: kind == .block ? .block : .list, range: openRange.lowerBound..<end, inner: inner,
                collapsedText: collapsedText ? self.collapsedText(of: node, in: tree) : nil))
        }
        // Both lists are in source order already (blocks and lists in pre-order, by their
        // opening bracket), so merging them orders the whole.
        return Self.merged(regions, commentRegions(tree: tree, lines: lines, collapsedText: collapsedText))
    }

    private static func merged(_ first: [FoldingRegion], _ second: [FoldingRegion]) -> [FoldingRegion] {
        guard !second.isEmpty else { return first }
        var result: [FoldingRegion] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || i < first.count && first[i].range.lowerBound < second[j].range.lowerBound {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// A block as its owner's head (`screen Inbox`, `Cell "Alice"`), a list as its property.
    private func collapsedText(of node: NodeID, in tree: SyntaxTree) -> String {
        guard let owner = tree.parent(of: node) else { return "{ … }" }
        switch tree.kind(of: owner) {
        case .screenDeclaration:
            return "screen \(ScreenDeclarationSyntax(tree: tree, id: owner).name ?? "") { … }"
        case .element:
            let element = ElementSyntax(tree: tree, id: owner)
            let text = element.primaryTextToken.map { " " + tree.string(ofToken: $0) } ?? ""
            return "\(element.name)\(text) { … }"
        case .property:
            return "\(PropertySyntax(tree: tree, id: owner).name): [ … ]"
        default:
            return tree.kind(of: node) == .block ? "{ … }" : "[ … ]"
        }
    }

    private func commentRegions(tree: SyntaxTree, lines: LineIndex, collapsedText: Bool) -> [FoldingRegion] {
        var regions: [FoldingRegion] = []
        var run: (first: Int, firstLine: Int, last: Int, lastLine: Int)?
        // Comments come in source order, so each line is looked up on from the one before.
        var line = 0
        func closeRun() {
            guard let current = run, current.firstLine < current.lastLine else { return }
            let range = tree.tokens.range(of: current.first).lowerBound..<tree.tokens.range(of: current.last).upperBound
            regions.append(FoldingRegion(kind: .comment, range: range, inner: range, collapsedText: collapsedText ? firstLine(of: current.first, in: tree) + " …" : nil))
        }
        for (token, kind) in tree.tokens.kinds.enumerated() {
            switch kind {
            case .lineComment:
                line = lines.line(ofOffset: tree.tokens.range(of: token).lowerBound, from: line)
                if let current = run, current.lastLine + 1 == line, onlyTriviaBetween(current.last, token, in: tree) {
                    run = (current.first, current.firstLine, token, line)
                } else {
                    closeRun()
                    // A comment after code on its line belongs to that code, not to a run.
                    let lineStart = lines.lineRange(line).lowerBound
                    let alone = tree.source[lineStart..<tree.tokens.range(of: token).lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    run = alone ? (token, line, token, line) : nil
                }
            case .blockComment, .unterminatedBlockComment:
                let range = tree.tokens.range(of: token)
                line = lines.line(ofOffset: range.lowerBound, from: line)
                if lines.line(ofOffset: range.upperBound, from: line) > line {
                    regions.append(FoldingRegion(kind: .comment, range: range, inner: range, collapsedText: collapsedText ? firstLine(of: token, in: tree) + " … */" : nil))
                }
            case .whitespace:
                continue
            default:
                break
            }
        }
        closeRun()
        return regions
    }

    /// Whether only white space stands between two tokens, so that two comments form a run.
    private func onlyTriviaBetween(_ first: Int, _ second: Int, in tree: SyntaxTree) -> Bool {
        ((first + 1)..<second).allSatisfy { tree.tokens.kinds[$0] == .whitespace }
    }

    private func firstLine(of token: Int, in tree: SyntaxTree) -> String {
        let text = tree.string(ofToken: token)
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        return String(line.count > 60 ? line.prefix(60) : line)
    }
}
