import ScreenSyntax

/// What the layout needs to know before it reaches a block or list: where it closes, whether
/// the author broke it over lines, whether it is empty; and which lines a suppression comment
/// points at. One pass over the tokens, with the open brackets on a stack.
struct OpenerFacts {
    var close: Int
    var hasBreak: Bool
    var isEmpty: Bool
}

struct TokenSurvey {
    private(set) var openers: [OpenerFacts] = []
    /// The lines (from 0) that a `// screenkit-ignore:` comment silences, by the rule of
    /// ScreenRules' `Suppressions`: a comment after code on its line silences that line, a
    /// comment alone on its line the next one.
    private(set) var suppressedLines: Set<Int> = []

    init(bytes: UnsafeBufferPointer<UInt8>, kinds: [TokenKind], starts: [UInt32]) {
        // Locals, not the properties: a write to a property's array checks its uniqueness
        // on every token.
        var openers: [OpenerFacts] = []
        var suppressedLines: Set<Int> = []
        var open: [Int] = []
        // The innermost open bracket's facts stay in locals while it is innermost (most
        // tokens change them), and go to `openers` when another opens inside it or it closes.
        var innermostHasBreak = false
        var innermostIsEmpty = true
        func storeInnermost() {
            guard let top = open.last else { return }
            openers[top].hasBreak = innermostHasBreak
            openers[top].isEmpty = innermostIsEmpty
        }
        var line = 0
        var lastCodeLine = -1
        for token in 0..<kinds.count {
            let kind = kinds[token]
            let range = Int(starts[token])..<Int(starts[token + 1])
            switch kind {
            case .whitespace:
                let breaks = LayoutEngine.lineBreaks(in: bytes, range)
                if breaks > 0 { innermostHasBreak = true }
                line += breaks
                continue
            case .endOfFile:
                continue
            case .leftBrace, .leftBracket:
                innermostIsEmpty = false
                storeInnermost()
                open.append(openers.count)
                openers.append(OpenerFacts(close: token, hasBreak: false, isEmpty: true))
                (innermostHasBreak, innermostIsEmpty) = (false, true)
            case .rightBrace, .rightBracket:
                if let closed = open.popLast() {
                    openers[closed] = OpenerFacts(close: token, hasBreak: innermostHasBreak, isEmpty: innermostIsEmpty)
                    // A bracket that spans lines makes the one around it span them too.
                    if let parent = open.last {
                        innermostHasBreak = openers[parent].hasBreak || innermostHasBreak
                        innermostIsEmpty = openers[parent].isEmpty
                    }
                }
            case .lineComment:
                innermostIsEmpty = false
                if TokenSurvey.isLineSuppression(UnsafeBufferPointer(rebasing: bytes[range])) {
                    suppressedLines.insert(lastCodeLine == line ? line : line + 1)
                }
            case .blockComment:
                innermostIsEmpty = false
                let breaks = LayoutEngine.lineBreaks(in: bytes, range)
                if breaks > 0 { innermostHasBreak = true }
                line += breaks
            default:
                innermostIsEmpty = false
            }
            lastCodeLine = line
        }
        storeInnermost()
        self.openers = openers
        self.suppressedLines = suppressedLines
    }

    private static let marker = Array("screenkit-ignore:".utf8)

    /// `// screenkit-ignore: …` with any spaces or tabs after the slashes.
    static func isLineSuppression(_ comment: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 2
        while index < comment.count, comment[index] == 0x20 || comment[index] == 0x09 { index += 1 }
        guard comment.count - index >= marker.count else { return false }
        return comment[index..<(index + marker.count)].elementsEqual(marker)
    }
}
