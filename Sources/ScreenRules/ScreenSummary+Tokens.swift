import ScreenSyntax

extension FileSummary {
    /// Appends the summaries of a section's screens, read from its tokens without a tree,
    /// and returns true; or appends nothing and returns false when the section is not plainly
    /// well formed, and the caller parses it. `check` reads a large file's sections twice, once
    /// for the workspace's facts and once for the rules; for the first, this costs about a
    /// third of a parse and a walk of its tree.
    ///
    /// Plainly well formed is a subset of the grammar that leaves the parser no choice: no
    /// lexical error, every block and list closed before the next `screen`, every property
    /// with a value, nothing out of place, and nesting shallow enough that no limit applies.
    /// In such text every node the parser makes is the one the grammar names, so the summaries
    /// are those `ScreenSummary.init(_:)` reads from the tree; the fuzz target compares the two
    /// on every input (`checkSections`).
    static func appendScreens(of section: LexedSection, in source: [UInt8], to screens: inout [ScreenSummary]) -> Bool {
        let tokens = section.tokens
        // A comment left open runs to the end of the text, so it can only be the last token;
        // the parser steps over it as trivia, but it is a lexical error all the same.
        guard tokens.count < 2 || tokens.kinds[tokens.count - 2] != .unterminatedBlockComment else { return false }
        return source.withUnsafeBufferPointer { whole in
            tokens.kinds.withUnsafeBufferPointer { kinds in
                tokens.starts.withUnsafeBufferPointer { starts in
                    var scanner = SummaryScanner(kinds: kinds, starts: starts, source: whole, offset: section.range.lowerBound)
                    let count = screens.count
                    guard scanner.scanFile(into: &screens) else {
                        screens.removeSubrange(count...)
                        return false
                    }
                    return true
                }
            }
        }
    }
}

/// Reads a section's tokens as the grammar orders them, gathering what a screen's summary
/// holds; every method returns false, and the scan stops, at the first thing that is not
/// plainly well formed. Every loop consumes a token per turn or leaves, and nesting deeper
/// than `maximumDepth` is declined, so the scan ends without deep recursion.
private struct SummaryScanner {
    let kinds: UnsafeBufferPointer<TokenKind>
    /// The section's token starts, from its first byte; `offset` makes them the text's.
    let starts: UnsafeBufferPointer<UInt32>
    let source: UnsafeBufferPointer<UInt8>
    let offset: Int
    private var position = 0

    /// Far below the parser's limit, so that none of its `tooDeep` nodes is ever met; screens
    /// nest a few levels.
    private static let maximumDepth = 16

    init(kinds: UnsafeBufferPointer<TokenKind>, starts: UnsafeBufferPointer<UInt32>, source: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.kinds = kinds
        self.starts = starts
        self.source = source
        self.offset = offset
    }

    /// A value after `:`: its first token, the token after its last, and the first token's
    /// kind (`leftBracket` for a list).
    private struct Value {
        let first: Int
        let end: Int
        let kind: TokenKind
    }

    /// What a screen's summary is made of, as its members are met.
    private struct ScreenFacts {
        var presentation: Value?
        var orientation: Value?
        var navigationBar: Int?
        var content: Int?
        var title: Value?
        var translucent: Value?
        var tint: Value?
        var links: [ScreenLink] = []
    }

    /// The first `pushes:`, `presents:` and `screen:` of one element's block.
    private struct ElementLinks {
        var pushes: Value?
        var presents: Value?
        var tab: Value?
    }

    /// Which block is being read: the summary takes different members from each.
    private enum Owner {
        case screen
        case navigationBar
        case other
    }

    mutating func scanFile(into screens: inout [ScreenSummary]) -> Bool {
        while true {
            switch significant() {
            case .endOfFile: return true
            case .screenKeyword: guard scanScreen(into: &screens) else { return false }
            default: return false
            }
        }
    }

    private mutating func scanScreen(into screens: inout [ScreenSummary]) -> Bool {
        position += 1
        guard significant() == .identifier else { return false }
        let nameToken = position
        position += 1
        guard significant() == .leftBrace else { return false }
        var facts = ScreenFacts()
        var ignored = ElementLinks()
        guard scanBlock(owner: .screen, depth: 1, facts: &facts, links: &ignored) else { return false }
        func text(_ value: Value?) -> String? { value.map { string(from: $0.first, to: $0.end) } }
        func identifier(_ value: Value?) -> String? { value?.kind == .identifier ? text(value) : nil }
        screens.append(ScreenSummary(
            name: string(from: nameToken, to: nameToken + 1),
            storedNameRange: StoredRange(range(of: nameToken)),
            navigationTitle: facts.title.flatMap { $0.kind == .string ? stringValue(of: $0.first) : nil },
            orientation: identifier(facts.orientation) ?? "portrait",
            navigationBarTint: text(facts.tint),
            links: facts.links,
            storedNavigationBarRange: facts.navigationBar.map { StoredRange(range(of: $0)) },
            navigationBarTranslucent: facts.translucent.flatMap { $0.kind == .trueKeyword ? true : $0.kind == .falseKeyword ? false : nil },
            declaresModal: facts.presentation.map { $0.kind == .identifier && token($0.first, is: "modal") } ?? false,
            isList: facts.content.map { token($0, is: "TableView") } ?? false))
        return true
    }

    /// Reads a block from its `{` to its `}`. `links` gathers the first link properties of
    /// the element that owns it.
    private mutating func scanBlock(owner: Owner, depth: Int, facts: inout ScreenFacts, links: inout ElementLinks) -> Bool {
        guard depth <= Self.maximumDepth else { return false }
        position += 1
        while true {
            switch significant() {
            case .rightBrace:
                position += 1
                return true
            case .identifier:
                let name = position
                position += 1
                if significant() == .colon {
                    position += 1
                    guard let value = scanValue(depth: depth) else { return false }
                    noteProperty(name, value, owner: owner, facts: &facts, links: &links)
                } else {
                    guard scanElement(name, owner: owner, depth: depth, facts: &facts) else { return false }
                }
                if significant() == .semicolon || significant() == .comma { position += 1 }
            default:
                return false
            }
        }
    }

    /// Reads an element after its name: a primary text, a block, both or neither. Its links
    /// come before those of the elements inside it, as the summary lists them.
    private mutating func scanElement(_ name: Int, owner: Owner, depth: Int, facts: inout ScreenFacts) -> Bool {
        if owner == .screen {
            if facts.navigationBar == nil, token(name, is: "NavigationBar") { facts.navigationBar = name }
            if facts.content == nil, !token(name, is: "StatusBar"), !token(name, is: "NavigationBar"), !token(name, is: "SearchBar") { facts.content = name }
        }
        switch significant() {
        case .string: position += 1
        case .unterminatedString: return false
        default: break
        }
        guard significant() == .leftBrace else { return true }
        var insertion = facts.links.count
        var own = ElementLinks()
        let blockOwner: Owner = owner == .screen && facts.navigationBar == name ? .navigationBar : .other
        guard scanBlock(owner: blockOwner, depth: depth + 1, facts: &facts, links: &own) else { return false }
        func insert(_ kind: ScreenLink.Kind, _ value: Value?) {
            guard let value, value.kind == .identifier else { return }
            let link = ScreenLink(kind: kind, target: string(from: value.first, to: value.end), range: range(of: value.first))
            // Most elements hold no other element with a link: then the link goes last, and
            // an append costs a fifth of an insertion.
            if insertion == facts.links.count { facts.links.append(link) } else { facts.links.insert(link, at: insertion) }
            insertion += 1
        }
        insert(.pushes, own.pushes)
        insert(.presents, own.presents)
        insert(.tab, own.tab)
        return true
    }

    /// Keeps the first property of each name the summary reads from this block.
    private func noteProperty(_ name: Int, _ value: Value, owner: Owner, facts: inout ScreenFacts, links: inout ElementLinks) {
        switch owner {
        case .screen:
            if facts.presentation == nil, token(name, is: "presentation") { facts.presentation = value }
            if facts.orientation == nil, token(name, is: "orientation") { facts.orientation = value }
        case .navigationBar:
            if facts.title == nil, token(name, is: "title") { facts.title = value }
            if facts.translucent == nil, token(name, is: "translucent") { facts.translucent = value }
            if facts.tint == nil, token(name, is: "barTint") { facts.tint = value }
        case .other:
            break
        }
        if links.pushes == nil, token(name, is: "pushes") { links.pushes = value }
        if links.presents == nil, token(name, is: "presents") { links.presents = value }
        if links.tab == nil, token(name, is: "screen") { links.tab = value }
    }

    /// Reads a value; nil where the parser would find none or an error.
    private mutating func scanValue(depth: Int) -> Value? {
        let kind = significant()
        let first = position
        switch kind {
        case .string, .number, .color, .trueKeyword, .falseKeyword:
            break
        case .identifier:
            // Followed by `:`, a string or a block, the name starts the next member.
            guard !kindAfter(position).followsMemberName else { return nil }
        case .leftBracket:
            guard scanList(depth: depth + 1) else { return nil }
            return Value(first: first, end: position, kind: .leftBracket)
        default:
            return nil
        }
        position += 1
        return Value(first: first, end: position, kind: kinds[first])
    }

    private mutating func scanList(depth: Int) -> Bool {
        guard depth <= Self.maximumDepth else { return false }
        position += 1
        if significant() == .rightBracket {
            position += 1
            return true
        }
        while true {
            guard scanValue(depth: depth) != nil else { return false }
            switch significant() {
            case .comma:
                position += 1
                if significant() == .rightBracket {
                    position += 1
                    return true
                }
            case .rightBracket:
                position += 1
                return true
            default:
                return false
            }
        }
    }

    // MARK: Tokens

    /// Steps over trivia and returns the kind of the token it stops at.
    private mutating func significant() -> TokenKind {
        while kinds[position].isTrivia { position += 1 }
        return kinds[position]
    }

    /// The kind of the first significant token after `token`.
    private func kindAfter(_ token: Int) -> TokenKind {
        var next = token + 1
        while kinds[next].isTrivia { next += 1 }
        return kinds[next]
    }

    /// The token's range in the whole text.
    private func range(of token: Int) -> Range<Int> {
        (offset + Int(starts[token]))..<(offset + Int(starts[token + 1]))
    }

    /// The whole text's bytes from the start of `first` to the end of the token before `end`.
    private func string(from first: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: source[(offset + Int(starts[first]))..<(offset + Int(starts[end]))]), as: UTF8.self)
    }

    private func stringValue(of token: Int) -> String {
        StringLiteral.value(ofToken: UnsafeBufferPointer(rebasing: source[range(of: token)]))
    }

    private func token(_ token: Int, is text: StaticString) -> Bool {
        let range = range(of: token)
        return range.count == text.utf8CodeUnitCount && Lexer.matches(source, range.lowerBound, text)
    }
}
