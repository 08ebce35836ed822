import ScreenSyntax

/// The `// screenkit-ignore: id, id -- reason` and `// screenkit-ignore-file: id` comments of
/// a file, and which of them silence something.
struct Suppressions {
    struct Comment {
        let range: Range<Int>
        let ids: [String]
        /// The line it silences, or nil for the whole file.
        let line: Int?
    }

    private(set) var comments: [Comment] = []

    static let lineMarker = "screenkit-ignore:"
    static let fileMarker = "screenkit-ignore-file:"

    init() {}

    /// Adds the comments of the section that follows the ones read so far (a large file is
    /// read a section at a time).
    mutating func append(_ later: Suppressions) {
        comments += later.comments
    }

    init(tree: SyntaxTree, lines: @autoclosure () -> LineIndex) {
        self.init(source: tree.source, tokens: tree.tokens, offset: 0, lines: lines())
    }

    /// The comments among `tokens` of `source`, whose offsets are `offset` bytes short of the
    /// text's (a section's tokens, lexed from its bytes alone). The lines are read only for a
    /// suppression comment, which most large files have none of.
    init(source: [UInt8], tokens: TokenList, offset: Int, lines: @autoclosure () -> LineIndex) {
        // The comments are found among the token kinds by memchr, and most are told to be no
        // suppression by their bytes before any text is decoded: this runs at every check of
        // a file, over all its tokens.
        let commentTokens = source.withUnsafeBufferPointer { source in
            tokens.tokens(ofKind: .lineComment).filter { token in
                SuppressionComment.mayBeSuppression(UnsafeBufferPointer(rebasing: source[tokens.range(of: token).moved(by: offset)]))
            }
        }
        for token in commentTokens {
            let range = tokens.range(of: token).moved(by: offset)
            guard let parsed = SuppressionComment(comment: source[range]) else { continue }
            let ids = parsed.identifierRanges.map { String(decoding: source[$0], as: UTF8.self) }
            var line: Int?
            if !parsed.isFileWide {
                let lines = lines()
                let ownLine = lines.line(ofOffset: range.lowerBound)
                // A comment alone on its line silences the next line; one after code, its own.
                let lineStart = lines.lineRange(ownLine).lowerBound
                let codeBefore = source[lineStart..<range.lowerBound].contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                line = codeBefore ? ownLine : ownLine + 1
            }
            comments.append(Comment(range: range, ids: ids, line: line))
        }
    }

    /// Drops the diagnostics a comment silences and reports comments that silence nothing.
    func apply(to diagnostics: [Diagnostic], lines: LineIndex, knownIDs: Set<String>, unusedSeverity: Severity?) -> [Diagnostic] {
        var used = Set<String>()
        let kept = silence(diagnostics, lines: lines, used: &used)
        guard let unusedSeverity else { return kept }
        return kept + unused(used, knownIDs: knownIDs, severity: unusedSeverity)
    }

    /// The diagnostics no comment silences; notes in `used` which comments silenced which
    /// rule, so that a file checked a part at a time can be silenced part by part.
    func silence(_ diagnostics: [Diagnostic], lines: LineIndex, used: inout Set<String>) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let line = lines.line(ofOffset: diagnostic.range.lowerBound)
            var silenced = false
            for (index, comment) in comments.enumerated() where comment.ids.contains(diagnostic.ruleID) && (comment.line == nil || comment.line == line) {
                used.insert("\(index):\(diagnostic.ruleID)")
                silenced = true
            }
            if !silenced { kept.append(diagnostic) }
        }
        return kept
    }

    /// A finding for each rule id of a comment that silenced nothing.
    func unused(_ used: Set<String>, knownIDs: Set<String>, severity unusedSeverity: Severity) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for (index, comment) in comments.enumerated() {
            for id in comment.ids where !used.contains("\(index):\(id)") {
                let message = knownIDs.contains(id)
                    ? LocalizedText("This suppression of '\(id)' silences nothing; remove it.", "对“\(id)”的抑制没有屏蔽任何诊断；请删除它。", "對「\(id)」的抑制沒有遮蔽任何診斷；請刪除它。")
                    : LocalizedText("'\(id)' is not a rule id; check the spelling (see `screenkit explain`).", "“\(id)”不是规则 ID；请检查拼写（参见 `screenkit explain`）。", "「\(id)」不是規則 ID；請檢查拼寫（參見 `screenkit explain`）。")
                kept.append(Diagnostic(ruleID: Rule.unusedSuppression.id, severity: unusedSeverity, range: comment.range, message: message, tags: [.unnecessary]))
            }
        }
        return kept
    }
}
