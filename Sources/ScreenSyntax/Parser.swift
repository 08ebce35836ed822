import ScreenSupport

/// The hand-written, error-tolerant recursive-descent parser. It never fails: a token the
/// grammar needs but the input lacks becomes a `missingToken` node, tokens it cannot place
/// become an `unexpected` node, and it recovers at the next member, `}` or `screen`.
///
/// A screen with more `{` than `}` is parsed with the layout's help: a member that starts a
/// line at or left of the indentation of the line where an inner block opened closes that
/// block (a missing `}`), so one unclosed `Button "Edit" {` does not swallow its siblings.
/// Layout is read only inside a screen, from lines that start inside it, so a screen parses
/// the same alone (an incremental reparse) as in its file.
///
/// Every loop consumes at least one token per turn or leaves, so parsing ends on every input.
/// Nesting is limited to `maximumDepth`: a deeper block or list is kept as one `tooDeep` node
/// of balanced tokens, so neither the parser nor any later walk of the tree can run out of stack.
struct Parser {
    static let maximumDepth = 64

    /// The token kinds, valid while the parser runs; the last is always `endOfFile`.
    private let kinds: UnsafeBufferPointer<TokenKind>
    private var position = 0
    /// The nodes, written in place; `nodeCount` of them are made. Past the room there is,
    /// nodes are counted but not written, and the parse is to be made again with more.
    private let nodes: UnsafeMutableBufferPointer<RawNode>
    private var nodeCount = 0
    private var overflowed = false
    /// The nodes started and not yet finished, innermost last: `openCount` of them, kept as
    /// the nodes are (there are never more of them than nodes).
    private let open: UnsafeMutableBufferPointer<UInt32>
    private var openCount = 0
    private let layout: Layout
    /// Whether the screen being parsed has more `{` than `}`, so that layout closes blocks.
    private var closesBlocksByLayout = false

    /// Where tokens stand in the text, for the indentation of lines.
    struct Layout {
        let starts: UnsafeBufferPointer<UInt32>
        let source: UnsafeBufferPointer<UInt8>

        /// The indentation (blank bytes) of the line of `token` when the token is the first
        /// thing on a line that starts after `floor`; nil otherwise.
        func indentation(ofLineStartingWith token: Int, after floor: Int) -> Int? {
            var start = Int(starts[token])
            var blanks = 0
            while start > floor, source[start - 1] == UInt8(ascii: " ") || source[start - 1] == UInt8(ascii: "\t") {
                start -= 1
                blanks += 1
            }
            guard start > floor, source[start - 1] == UInt8(ascii: "\n") || source[start - 1] == UInt8(ascii: "\r") else { return nil }
            return blanks
        }

        /// The indentation of the line that holds `token`, when that line starts after `floor`.
        func indentation(ofLineHolding token: Int, after floor: Int) -> Int? {
            var start = Int(starts[token])
            while start > floor, source[start - 1] != UInt8(ascii: "\n"), source[start - 1] != UInt8(ascii: "\r") { start -= 1 }
            guard start > floor else { return nil }
            var blanks = 0
            while start + blanks < source.count, source[start + blanks] == UInt8(ascii: " ") || source[start + blanks] == UInt8(ascii: "\t") { blanks += 1 }
            return blanks
        }
    }

    /// The nodes of the tokens `kinds`. They are written in place into an array with room
    /// for a node per token, which real text needs a third of: an append checked the array's
    /// owner and room at every node. A text that needs more, with many missing tokens, is
    /// parsed again with four times the room. A tree that is kept has them copied to their
    /// count (`SyntaxTree`). `firstRoom` is for tests.
    static func parse(kinds: UnsafeBufferPointer<TokenKind>, layout: Layout, room firstRoom: Int? = nil) -> [RawNode] {
        var room = firstRoom ?? kinds.count + 16
        while true {
            var overflowed = false
            let nodes = [RawNode](unsafeUninitializedCapacity: room) { buffer, count in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: room) { open in
                    var parser = Parser(kinds: kinds, layout: layout, nodes: buffer, open: open)
                    parser.parseSourceFile()
                    overflowed = parser.overflowed
                    count = overflowed ? 0 : parser.nodeCount
                }
            }
            if !overflowed { return nodes }
            room = max(room, 4) * 4
        }
    }

    private init(kinds: UnsafeBufferPointer<TokenKind>, layout: Layout, nodes: UnsafeMutableBufferPointer<RawNode>, open: UnsafeMutableBufferPointer<UInt32>) {
        precondition(kinds.last == .endOfFile)
        self.kinds = kinds
        self.layout = layout
        self.nodes = nodes
        self.open = open
    }

    /// Where the current screen's keyword starts: lines that start after it are its own.
    private var screenStart = 0

    private mutating func parseSourceFile() {
        let file = startNode(.sourceFile, skippingTrivia: false)
        while true {
            skipTrivia()
            switch current {
            case .endOfFile:
                // The zero-length end-of-file token belongs to the file too.
                position = kinds.count
                finishNode(file)
                return
            case .screenKeyword:
                parseScreen()
            default:
                parseUnexpected(stoppingAt: [.screenKeyword])
            }
        }
    }

    // MARK: Grammar

    private mutating func parseScreen() {
        let screen = startNode(.screenDeclaration)
        screenStart = Int(layout.starts[position])
        closesBlocksByLayout = hasUnclosedBraces(from: position)
        bump()
        if peek() == .identifier {
            bump()
        } else {
            addMissing(.identifier)
            // A name that is no identifier (`screen 收件匣 {`) is skipped, so the block still opens.
            if peek() != .leftBrace, peek() != .screenKeyword, peek() != .endOfFile, peek(1) == .leftBrace {
                let unexpected = startNode(.unexpected)
                bump()
                finishNode(unexpected)
            }
        }
        parseBlock(depth: 1)
        finishNode(screen)
    }

    /// Whether the screen whose keyword is at `token` has more `{` than `}` before the next
    /// screen or the end.
    private func hasUnclosedBraces(from token: Int) -> Bool {
        var balance = 0
        var index = token + 1
        while index < kinds.count {
            switch kinds[index] {
            case .leftBrace: balance += 1
            case .rightBrace: balance -= 1
            case .screenKeyword, .endOfFile: return balance > 0
            default: break
            }
            index += 1
        }
        return balance > 0
    }

    private mutating func parseBlock(depth: Int) {
        let block = startNode(.block)
        // An inner block of a screen with unclosed braces closes where the layout says.
        var closingIndentation: Int?
        if current == .leftBrace {
            if closesBlocksByLayout, depth > 1 { closingIndentation = layout.indentation(ofLineHolding: position, after: screenStart) }
            bump()
        } else {
            addMissing(.leftBrace)
        }
        while true {
            skipTrivia()
            switch current {
            case .rightBrace:
                bump()
                finishNode(block)
                return
            case .endOfFile, .screenKeyword:
                addMissing(.rightBrace)
                finishNode(block)
                return
            case .identifier:
                if let closingIndentation, let indentation = layout.indentation(ofLineStartingWith: position, after: screenStart), indentation <= closingIndentation {
                    addMissing(.rightBrace)
                    finishNode(block)
                    return
                }
                parseMember(depth: depth)
            default:
                parseUnexpected(stoppingAt: [.identifier, .rightBrace, .screenKeyword])
            }
        }
    }

    private mutating func parseMember(depth: Int) {
        if peek(1) == .colon {
            let property = startNode(.property)
            bump()
            bump()
            parseValue(depth: depth)
            parseSeparator()
            finishNode(property)
        } else {
            let element = startNode(.element)
            bump()
            if peek() == .string || peek() == .unterminatedString {
                bump()
            }
            if peek() == .leftBrace {
                if depth >= Self.maximumDepth {
                    parseTooDeep()
                } else {
                    parseBlock(depth: depth + 1)
                }
            }
            parseSeparator()
            finishNode(element)
        }
    }

    private mutating func parseSeparator() {
        if peek() == .semicolon || peek() == .comma {
            bump()
        }
    }

    private mutating func parseValue(depth: Int) {
        let kind: NodeKind
        switch peek() {
        case .string, .unterminatedString: kind = .stringValue
        case .number: kind = .numberValue
        case .color: kind = .colorValue
        case .trueKeyword, .falseKeyword: kind = .boolValue
        // An identifier followed by `:`, a string or a block starts the next member (a value
        // left half typed before it: `title:` and then `BackButton "Back"` on the next line).
        case .identifier where !peek(1).followsMemberName: kind = .identifierValue
        case .leftBracket:
            if depth >= Self.maximumDepth {
                parseTooDeep()
            } else {
                parseList(depth: depth + 1)
            }
            return
        default:
            let missing = startNode(.missingValue)
            finishNode(missing)
            return
        }
        let value = startNode(kind)
        bump()
        finishNode(value)
    }

    private mutating func parseList(depth: Int) {
        let list = startNode(.listValue)
        bump()
        while true {
            skipTrivia()
            switch current {
            case .rightBracket:
                bump()
                finishNode(list)
                return
            case .endOfFile, .screenKeyword, .rightBrace:
                addMissing(.rightBracket)
                finishNode(list)
                return
            case .identifier where peek(1).followsMemberName:
                addMissing(.rightBracket)
                finishNode(list)
                return
            case let kind where kind.startsValue:
                parseValue(depth: depth)
                switch peek() {
                case .comma:
                    bump()
                case .rightBracket, .endOfFile, .screenKeyword, .rightBrace:
                    break
                case let next where next.startsValue:
                    addMissing(.comma)
                default:
                    break
                }
            default:
                parseUnexpected(stoppingAt: [.rightBracket, .rightBrace, .screenKeyword], orValues: true)
            }
        }
    }

    /// Skips tokens up to a stop token; brackets met on the way are skipped whole, so a stray
    /// `{ … }` does not close the enclosing block.
    private mutating func parseUnexpected(stoppingAt stops: Set<TokenKind>, orValues: Bool = false) {
        let unexpected = startNode(.unexpected)
        var next: TokenKind
        repeat {
            skipTrivia()
            if current == .leftBrace || current == .leftBracket {
                skipBalanced()
            } else {
                bump()
            }
            next = peek()
        } while next != .endOfFile && !stops.contains(next) && !(orValues && next.startsValue)
        finishNode(unexpected)
    }

    /// Keeps a block or list that would nest too deep as balanced tokens.
    private mutating func parseTooDeep() {
        let tooDeep = startNode(.tooDeep)
        skipBalanced()
        finishNode(tooDeep)
    }

    /// Consumes an opening bracket and everything up to its partner, or up to a `screen`
    /// keyword or the end of input. A counter, not recursion, tracks the depth.
    private mutating func skipBalanced() {
        var depth = 0
        repeat {
            skipTrivia()
            switch current {
            case .leftBrace, .leftBracket: depth += 1
            case .rightBrace, .rightBracket: depth -= 1
            default: break
            }
            bump()
        } while depth > 0 && peek() != .endOfFile && peek() != .screenKeyword
    }

    // MARK: Tokens and nodes

    private var current: TokenKind { kinds[position] }

    /// The kind of the `n`th significant token from here, trivia skipped.
    private func peek(_ n: Int = 0) -> TokenKind {
        var index = position
        var remaining = n
        while true {
            let kind = kinds[index]
            if kind == .endOfFile { return kind }
            if !kind.isTrivia {
                if remaining == 0 { return kind }
                remaining -= 1
            }
            index += 1
        }
    }

    /// Trivia before a node belongs to the enclosing node.
    private mutating func skipTrivia() {
        while kinds[position].isTrivia { position += 1 }
    }

    private mutating func bump() {
        skipTrivia()
        if kinds[position] != .endOfFile { position += 1 }
    }

    private mutating func startNode(_ kind: NodeKind, skippingTrivia: Bool = true) -> Int {
        if skippingTrivia { skipTrivia() }
        let index = nodeCount
        append(RawNode(kind: kind, detail: 0, firstToken: UInt32(position), endToken: 0, subtreeEnd: 0, parent: innermostOpen))
        if openCount < open.count {
            open[openCount] = UInt32(truncatingIfNeeded: index)
        } else {
            overflowed = true
        }
        openCount += 1
        return index
    }

    /// The node new nodes stand in (the file's, 0, at the top).
    private var innermostOpen: UInt32 {
        openCount > 0 && openCount <= open.count ? open[openCount - 1] : 0
    }

    private mutating func append(_ node: RawNode) {
        if nodeCount < nodes.count {
            nodes[nodeCount] = node
        } else {
            overflowed = true
        }
        nodeCount += 1
    }

    private mutating func finishNode(_ index: Int) {
        openCount -= 1
        guard index < nodes.count else { return }
        nodes[index].endToken = UInt32(position)
        nodes[index].subtreeEnd = UInt32(nodeCount)
    }

    /// A missing token stands right after the previous token, before any trivia.
    private mutating func addMissing(_ expected: TokenKind) {
        let index = nodeCount
        append(RawNode(kind: .missingToken, detail: expected.rawValue, firstToken: UInt32(position), endToken: UInt32(position), subtreeEnd: UInt32(index + 1), parent: innermostOpen))
    }
}
