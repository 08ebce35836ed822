/// Which top-level screens an incremental reparse parsed anew: everything else in the new
/// tree is the old tree's, moved by the edit's delta if it follows the edit.
public struct ScreenReplacement: Sendable, Hashable {
    /// Positions among the old tree's top-level screen declarations.
    public let oldScreens: Range<Int>
    /// How many screen declarations stand in their place.
    public let newScreenCount: Int
    public let edit: SourceEdit
    /// The region parsed anew: its bytes in the old text, and its bytes, tokens and nodes in
    /// the new tree.
    let oldBytes: Range<Int>
    let newBytes: Range<Int>
    let newTokens: Range<Int>
    let newNodes: Range<Int>
}

extension SyntaxTree {
    /// The tree of the text after `edit`, and which screens were parsed anew.
    ///
    /// Only the top-level screens around the edit are lexed and parsed again, when that
    /// provably gives the tree a whole parse would (see `reparsingScreens`); otherwise the whole
    /// text is parsed and `replaced` is nil.
    public func applying(_ edit: SourceEdit) -> (tree: SyntaxTree, replaced: ScreenReplacement?) {
        let newSource = edit.applied(to: source)
        if let spliced = reparsingScreens(around: edit, newSource: newSource) { return spliced }
        return (SyntaxTree(parsing: newSource), nil)
    }

    /// Parses only the top-level region from the last screen keyword before the edit to the
    /// first one after it, and splices the result into this tree.
    ///
    /// Why that is exact: every `screen` keyword starts a top-level declaration whatever came
    /// before it (each parser loop stops at one, as at the end of input, and the parser looks
    /// at most one significant token ahead, where the two answer the same). So the parse of
    /// the region alone equals the whole parse of it if the tokens agree at both ends. At the
    /// start they do: the region starts at an unchanged keyword, and no token before it looks
    /// past its first byte. At the end they do if the region's last token could not have run
    /// on into the next keyword, after which lexing restarts on unchanged text.
    private func reparsingScreens(around edit: SourceEdit, newSource: [UInt8]) -> (tree: SyntaxTree, replaced: ScreenReplacement)? {
        let bounds = regionBounds(around: edit.range)
        let regionEnd = bounds.end + edit.delta
        let region = SyntaxTree(parsing: Array(newSource[bounds.start..<regionEnd]))
        let regionTokenCount = region.tokens.count - 1  // Without its end of file.
        if bounds.start > 0, region.tokens.kinds.first != .screenKeyword { return nil }
        if bounds.end < source.count, regionTokenCount > 0, !region.tokens.kinds[regionTokenCount - 1].stopsBeforeLetter {
            return nil
        }
        let regionScreens = region.children(of: region.root).lazy.filter { region.kind(of: $0) == .screenDeclaration }.count
        let tree = SyntaxTree(
            source: newSource,
            tokens: splicedTokens(bounds, region: region.tokens, regionTokenCount: regionTokenCount, delta: edit.delta),
            nodes: splicedNodes(bounds, region: region.nodes, tokenDelta: regionTokenCount - bounds.tokens.count))
        let replaced = ScreenReplacement(
            oldScreens: bounds.screens, newScreenCount: regionScreens, edit: edit,
            oldBytes: bounds.start..<bounds.end, newBytes: bounds.start..<regionEnd,
            newTokens: bounds.tokens.lowerBound..<(bounds.tokens.lowerBound + regionTokenCount),
            newNodes: bounds.nodes.lowerBound..<(bounds.nodes.lowerBound + region.nodes.count - 1))
        return (tree, replaced)
    }

    /// The region an edit of `range` reparses, in bytes, tokens, top-level nodes and screens of
    /// this tree. It starts at the last screen keyword before the edit (or the start of the
    /// text) and ends at the first one at or after the edit's end (or the end of the text).
    private struct Region {
        var start = 0
        var end: Int
        var tokens: Range<Int>
        var nodes: Range<Int>
        var screens: Range<Int>
    }

    private func regionBounds(around range: Range<Int>) -> Region {
        let endOfFile = tokens.count - 1
        var region = Region(end: source.count, tokens: 0..<endOfFile, nodes: 1..<nodes.count, screens: 0..<0)
        var screenIndex = 0
        var child = firstChild(of: root)
        while let current = child {
            if kind(of: current) == .screenDeclaration {
                let firstToken = Int(nodes[current.index].firstToken)
                let start = Int(tokens.starts[firstToken])
                if start < range.lowerBound {
                    region.start = start
                    region.tokens = firstToken..<region.tokens.upperBound
                    region.nodes = current.index..<region.nodes.upperBound
                    region.screens = screenIndex..<screenIndex
                } else if start >= range.upperBound {
                    region.end = start
                    region.tokens = region.tokens.lowerBound..<firstToken
                    region.nodes = region.nodes.lowerBound..<current.index
                    region.screens = region.screens.lowerBound..<screenIndex
                    return region
                }
                screenIndex += 1
            }
            child = nextSibling(of: current)
        }
        region.screens = region.screens.lowerBound..<screenIndex
        return region
    }

    private func splicedTokens(_ region: Region, region regionTokens: TokenList, regionTokenCount: Int, delta: Int) -> TokenList {
        let count = tokens.count - region.tokens.count + regionTokenCount
        var kinds: [TokenKind] = []
        kinds.reserveCapacity(count)
        kinds.append(contentsOf: tokens.kinds[..<region.tokens.lowerBound])
        kinds.append(contentsOf: regionTokens.kinds[..<regionTokenCount])
        kinds.append(contentsOf: tokens.kinds[region.tokens.upperBound...])
        var starts: [UInt32] = []
        starts.reserveCapacity(count + 1)
        starts.append(contentsOf: tokens.starts[..<region.tokens.lowerBound])
        let regionStart = starts.count
        starts.append(contentsOf: regionTokens.starts[..<regionTokenCount])
        let suffixStart = starts.count
        starts.append(contentsOf: tokens.starts[region.tokens.upperBound...])
        // Offsets are 32-bit; adding a negative delta wraps to the right value. Copied first
        // and moved in place, the loops are plain enough to vectorize.
        let base = UInt32(truncatingIfNeeded: region.start)
        let shift = UInt32(truncatingIfNeeded: delta)
        starts.withUnsafeMutableBufferPointer { buffer in
            for index in regionStart..<suffixStart { buffer[index] &+= base }
            for index in suffixStart..<buffer.count { buffer[index] &+= shift }
        }
        return TokenList(kinds: kinds, starts: starts)
    }

    private func splicedNodes(_ region: Region, region regionNodes: [RawNode], tokenDelta: Int) -> [RawNode] {
        let regionNodeCount = regionNodes.count - 1  // Without its root.
        let nodeDelta = regionNodeCount - region.nodes.count
        var result: [RawNode] = []
        result.reserveCapacity(nodes.count + nodeDelta)
        result.append(contentsOf: nodes[..<region.nodes.lowerBound])
        result[0].endToken = UInt32(truncatingIfNeeded: Int(nodes[0].endToken) + tokenDelta)
        result[0].subtreeEnd = UInt32(nodes.count + nodeDelta)
        // The region's nodes move from after its root to where the old region's nodes began.
        let nodeBase = UInt32(region.nodes.lowerBound - 1)
        let tokenBase = UInt32(region.tokens.lowerBound)
        for var node in regionNodes[1...] {
            node.firstToken += tokenBase
            node.endToken += tokenBase
            node.subtreeEnd += nodeBase
            if node.parent != 0 { node.parent += nodeBase }
            result.append(node)
        }
        let nodeShift = UInt32(truncatingIfNeeded: nodeDelta)
        let tokenShift = UInt32(truncatingIfNeeded: tokenDelta)
        for var node in nodes[region.nodes.upperBound...] {
            node.firstToken &+= tokenShift
            node.endToken &+= tokenShift
            node.subtreeEnd &+= nodeShift
            if node.parent != 0 { node.parent &+= nodeShift }
            result.append(node)
        }
        return result
    }
}

extension TokenKind {
    /// Whether lexing the token stops before a letter that follows it (as the `s` of a
    /// following `screen` keyword): white space and punctuation do; a name, a number, a line
    /// comment or an unterminated string would run on.
    var stopsBeforeLetter: Bool {
        switch self {
        case .whitespace, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .colon, .comma, .semicolon, .string, .blockComment:
            return true
        default:
            return false
        }
    }
}
