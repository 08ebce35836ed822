/// The lossless syntax tree of one source text: every byte of the input lies in exactly one
/// token and every token in exactly one node, so the tree prints back to the input.
/// Immutable and `Sendable`; analyses share it freely.
public final class SyntaxTree: Sendable {
    public let source: [UInt8]
    public let tokens: TokenList
    @usableFromInline let nodes: [RawNode]

    init(source: [UInt8], tokens: TokenList, nodes: [RawNode]) {
        self.source = source
        self.tokens = tokens
        self.nodes = nodes
    }

    /// The same tree as another object, its arrays shared: for a thread of its own to read,
    /// since every view of a tree counts references on its object, and two cores counting on
    /// one object wait for each other.
    public func sharingStorage() -> SyntaxTree {
        SyntaxTree(source: source, tokens: tokens, nodes: nodes)
    }

    /// Parses `text`. Parsing never fails: errors are in the tree as missing and unexpected
    /// nodes, and `SyntaxDiagnostics` words them.
    public convenience init(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    public convenience init(parsing source: [UInt8]) {
        let tokens = source.withUnsafeBufferPointer { Lexer.tokenize($0) }
        let nodes = tokens.kinds.withUnsafeBufferPointer { kinds in
            tokens.starts.withUnsafeBufferPointer { starts in
                source.withUnsafeBufferPointer { bytes in
                    Parser.parse(kinds: kinds, layout: Parser.Layout(starts: starts, source: bytes))
                }
            }
        }
        // A file's tree is held as long as the file is open, and the room the lexer and the
        // parser leave in a small array is resident with what shares its pages. (A section's
        // tree, parsed for one check of a large file, is dropped soon and keeps it.)
        self.init(source: source, tokens: tokens.exactlySized(), nodes: nodes.exactlySized())
    }

    public var root: NodeID { NodeID(0) }

    public var nodeCount: Int { nodes.count }

    /// Every node in pre-order (a parent before its children, children in source order): the
    /// way for passes over the whole tree that need no recursion.
    public var preorder: LazyMapSequence<Range<Int>, NodeID> { (0..<nodes.count).lazy.map(NodeID.init) }

    @inlinable
    public func kind(of node: NodeID) -> NodeKind { nodes[node.index].kind }

    public func parent(of node: NodeID) -> NodeID? {
        node.index == 0 ? nil : NodeID(Int(nodes[node.index].parent))
    }

    /// The token kind a `missingToken` node stands for.
    public func expectedToken(of node: NodeID) -> TokenKind? {
        let raw = nodes[node.index]
        return raw.kind == .missingToken ? TokenKind(rawValue: raw.detail) : nil
    }

    /// The node's child nodes, in source order.
    public func children(of node: NodeID) -> ChildSequence {
        ChildSequence(nodes: nodes, parent: node.index)
    }

    /// The node's first child. With `nextSibling(of:)` it walks children by index, without the
    /// copy of the node array a `ChildSequence` holds: the way for loops that run per node.
    @inlinable
    public func firstChild(of node: NodeID) -> NodeID? {
        let first = node.index + 1
        return first < Int(nodes[node.index].subtreeEnd) ? NodeID(first) : nil
    }

    /// The child of the same parent that follows `node`.
    @inlinable
    public func nextSibling(of node: NodeID) -> NodeID? {
        guard node.index > 0 else { return nil }
        let next = Int(nodes[node.index].subtreeEnd)
        return next < Int(nodes[Int(nodes[node.index].parent)].subtreeEnd) ? NodeID(next) : nil
    }

    /// The first child of one of the given kinds.
    @inlinable
    public func firstChild(of node: NodeID, where matches: (NodeKind) -> Bool) -> NodeID? {
        var child = firstChild(of: node)
        while let current = child {
            if matches(nodes[current.index].kind) { return current }
            child = nextSibling(of: current)
        }
        return nil
    }

    /// The node's token range, its descendants' tokens included.
    @inlinable
    public func tokenRange(of node: NodeID) -> Range<Int> {
        let raw = nodes[node.index]
        return Int(raw.firstToken)..<Int(raw.endToken)
    }

    /// The byte range of the node, from its first token's start to its last token's end.
    /// A node without tokens (a missing one) is an empty range where it would stand.
    public func byteRange(of node: NodeID) -> Range<Int> {
        let tokenRange = tokenRange(of: node)
        let start = Int(tokens.starts[tokenRange.lowerBound])
        let end = Int(tokens.starts[tokenRange.upperBound])
        return start..<end
    }

    /// The byte range of the node without leading or trailing trivia.
    public func trimmedByteRange(of node: NodeID) -> Range<Int> {
        var range = tokenRange(of: node)
        while let first = range.first, tokens.kinds[first].isTrivia { range = (first + 1)..<range.upperBound }
        while let last = range.last, tokens.kinds[last].isTrivia { range = range.lowerBound..<last }
        if range.isEmpty {
            let position = Int(tokens.starts[range.lowerBound])
            return position..<position
        }
        return Int(tokens.starts[range.lowerBound])..<Int(tokens.starts[range.upperBound])
    }

    /// The tokens that belong to the node itself, not to a descendant, trivia included.
    public func ownTokens(of node: NodeID) -> [Int] {
        var result: [Int] = []
        forEachOwnToken(of: node) { token in
            result.append(token)
            return true
        }
        return result
    }

    /// The first own token of the node of the given kind.
    public func firstOwnToken(of node: NodeID, kind: TokenKind) -> Int? {
        var found: Int?
        forEachOwnToken(of: node) { token in
            if tokens.kinds[token] == kind { found = token }
            return found == nil
        }
        return found
    }

    /// Calls `body` with each own token of the node, in order, while it returns true.
    private func forEachOwnToken(of node: NodeID, _ body: (Int) -> Bool) {
        let range = tokenRange(of: node)
        var token = range.lowerBound
        var child = firstChild(of: node)
        while let current = child {
            let childRange = tokenRange(of: current)
            while token < childRange.lowerBound {
                guard body(token) else { return }
                token += 1
            }
            token = max(token, childRange.upperBound)
            child = nextSibling(of: current)
        }
        while token < range.upperBound {
            guard body(token) else { return }
            token += 1
        }
    }

    public func text(ofToken token: Int) -> Substring {
        Substring(string(ofToken: token))
    }

    /// The value of a string token: its text between the quotes, its escapes decoded. A
    /// string without an escape, as most are, is read in place, as `string(ofToken:)` reads:
    /// a slice of the text counts a reference on the text's array, which the threads checking
    /// one tree's screens share.
    public func stringValue(ofToken token: Int) -> String {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { bytes in StringLiteral.value(ofToken: UnsafeBufferPointer(rebasing: bytes[range])) }
    }

    /// The length of a terminated string token's value when it is plain ASCII, which is
    /// also its width in columns (`StringLiteral.plainASCIILength`); nil for any other token.
    /// The rules that measure titles ask it of every title, most of which are short, without
    /// decoding each.
    public func plainASCIILength(ofToken token: Int) -> Int? {
        plainASCIITextRange(ofToken: token)?.count
    }

    /// Where the value of a terminated string token that is plain ASCII (no escape, no byte
    /// past ASCII, no CR) lies in the source, to be read in place; nil for any other token.
    public func plainASCIITextRange(ofToken token: Int) -> Range<Int>? {
        guard tokens.kinds[token] == .string else { return nil }
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { bytes in
            StringLiteral.plainASCIIRange(UnsafeBufferPointer(rebasing: bytes[range])).map { $0.moved(by: range.lowerBound) }
        }
    }

    /// Whether the token is a terminated string without escapes whose text is `text`'s bytes:
    /// then its value is `text`. False says nothing (the value may be `text` written with an
    /// escape, or in another normalization), so a caller compares the decoded value then.
    public func stringToken(_ token: Int, isPlainly text: String) -> Bool {
        guard tokens.kinds[token] == .string else { return false }
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { StringLiteral.isPlainly(UnsafeBufferPointer(rebasing: $0[range]), text) }
    }

    /// The token's text as a `String`, decoded once: for names and values kept in a model.
    public func string(ofToken token: Int) -> String {
        source.withUnsafeBufferPointer { bytes in
            let range = tokens.range(of: token)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    public func bytes(ofToken token: Int) -> ArraySlice<UInt8> {
        source[tokens.range(of: token)]
    }

    /// Whether the token's text is `text`, compared byte by byte: for the names the tools
    /// look for in every screen, which must not cost a string each. Inlinable, so that the
    /// rules and summaries, in other modules, compare the length first in place and call
    /// nothing for a name of another length.
    @inlinable
    public func token(_ token: Int, is text: StaticString) -> Bool {
        let range = tokens.range(of: token)
        guard range.count == text.utf8CodeUnitCount else { return false }
        return source.withUnsafeBufferPointer { bytes in Lexer.matches(bytes, range.lowerBound, text) }
    }

    /// `token(_:is:)` for a text not known until run time (a catalog's list of names).
    public func token(_ token: Int, is text: String) -> Bool {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { bytes in UnsafeBufferPointer(rebasing: bytes[range]).holdsBytes(of: text) }
    }

    /// Whether the token's text is one of `texts`, the token found once for all of them.
    public func token(_ token: Int, isOneOf texts: [String]) -> Bool {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { bytes in
            let written = UnsafeBufferPointer(rebasing: bytes[range])
            return texts.contains(where: written.holdsBytes)
        }
    }

    public func text(of node: NodeID) -> Substring {
        let range = trimmedByteRange(of: node)
        return source.withUnsafeBufferPointer { bytes in Substring(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
    }

    /// The innermost node whose trimmed range contains `offset` (or ends at it).
    public func node(at offset: Int) -> NodeID {
        var current = root
        descending: while true {
            for child in children(of: current) {
                let range = trimmedByteRange(of: child)
                if range.lowerBound <= offset && offset <= range.upperBound && !range.isEmpty {
                    current = child
                    continue descending
                }
            }
            return current
        }
    }

    /// The index of the token that contains `offset`.
    public func token(at offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(tokens.starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        // Zero-length tokens (only end of file) never contain anything but their position.
        return low
    }

    /// Prints the tree back by walking its nodes; equal to `source` for every input.
    public func printed() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        // Each node contributes its own tokens and children in order; an explicit stack keeps
        // any depth safe.
        var pending: [(node: NodeID, token: Int, nextChild: Int)] = []
        pending.append((root, tokenRange(of: root).lowerBound, root.index + 1))
        while var top = pending.popLast() {
            let raw = nodes[top.node.index]
            let childStart = top.nextChild < Int(raw.subtreeEnd) ? Int(nodes[top.nextChild].firstToken) : Int(raw.endToken)
            while top.token < childStart {
                output.append(contentsOf: source[tokens.range(of: top.token)])
                top.token += 1
            }
            if top.nextChild < Int(raw.subtreeEnd) {
                let child = top.nextChild
                let after = (top.node, Int(nodes[child].endToken), Int(nodes[child].subtreeEnd))
                pending.append(after)
                pending.append((NodeID(child), Int(nodes[child].firstToken), child + 1))
            }
        }
        return output
    }
}

/// The child nodes of one node, found by skipping each child's subtree.
public struct ChildSequence: Sequence, Sendable {
    let nodes: [RawNode]
    let parent: Int

    public func makeIterator() -> Iterator {
        Iterator(nodes: nodes, cursor: parent + 1, end: Int(nodes[parent].subtreeEnd))
    }

    public struct Iterator: IteratorProtocol {
        let nodes: [RawNode]
        var cursor: Int
        let end: Int

        public mutating func next() -> NodeID? {
            guard cursor < end else { return nil }
            let current = cursor
            cursor = Int(nodes[current].subtreeEnd)
            return NodeID(current)
        }
    }
}

extension SyntaxTree {
    /// The comments' texts, in order: what an edit that must keep every comment compares.
    public var comments: [ArraySlice<UInt8>] {
        tokens.kinds.indices.compactMap { token in
            let kind = tokens.kinds[token]
            return kind == .lineComment || kind == .blockComment ? bytes(ofToken: token) : nil
        }
    }

    /// The comments' texts, sorted: what fixes must keep. A move takes a member's comments past
    /// others', so their order may change, never which there are.
    public var sortedComments: [ArraySlice<UInt8>] {
        comments.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
