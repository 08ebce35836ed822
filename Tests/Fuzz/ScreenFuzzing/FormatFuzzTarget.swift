import ScreenFormat
import ScreenRules
import ScreenSyntax

/// Target 4: the formatter on arbitrary bytes, with the default style and a narrow one
/// (indent 2, 40 columns) that breaks more.
///
/// Invariants: a text with syntax errors is refused; otherwise the edits are sorted, apart,
/// replace white space with white space, and give the formatted text; every token and comment
/// is kept, in order, byte for byte; formatting again changes nothing; a byte-order mark and
/// the kind of line break are kept; and `check` finds the same findings (rule, severity,
/// message, place among the tokens) before and after, suppression comments included.
public enum FormatFuzzTarget {
    static let styles = [FormatOptions.defaults, FormatOptions(indentWidth: 2, lineWidth: 40)]

    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let tree = SyntaxTree(parsing: bytes)
        let hasErrors = !tree.syntaxErrors().isEmpty
        var originalFindings: [String]?
        for style in styles {
            switch ScreenFormatter.format(tree, options: style) {
            case .refused:
                try require(hasErrors, "a text without syntax errors was refused")
            case .formatted(let result):
                try require(!hasErrors, "a text with syntax errors was formatted")
                let before = originalFindings ?? findings(tree)
                originalFindings = before
                try checkFormatted(bytes, tree: tree, result, style: style, findings: before)
            }
        }
    }

    static func checkFormatted(_ bytes: [UInt8], tree: SyntaxTree, _ result: FormattedText, style: FormatOptions, findings before: [String]) throws(FuzzFailure) {
        var end = 0
        for edit in result.edits {
            try require(edit.range.lowerBound >= end && edit.range.upperBound <= bytes.count, "edit \(edit.range) out of order or outside the text")
            try require(bytes[edit.range].allSatisfy(isWhiteSpace) && edit.replacement.allSatisfy(isWhiteSpace), "edit \(edit.range) touches more than white space")
            try require(!bytes[edit.range].elementsEqual(edit.replacement), "edit \(edit.range) changes nothing")
            end = edit.range.upperBound
        }
        try require(SourceEdit.apply(result.edits, to: bytes).result == result.text, "the edits do not give the formatted text")
        let formattedTree = SyntaxTree(parsing: result.text)
        try require(significantTokens(tree) == significantTokens(formattedTree), "the tokens and comments changed")
        try require(formattedTree.syntaxErrors().isEmpty, "the formatted text has syntax errors")
        if case .formatted(let again) = ScreenFormatter.format(formattedTree, options: style) {
            try require(again.edits.isEmpty, "formatting twice changes the text again: \(again.edits.prefix(3))")
        } else {
            try require(false, "the formatted text is refused")
        }
        try require(bytes.starts(with: [0xEF, 0xBB, 0xBF]) == result.text.starts(with: [0xEF, 0xBB, 0xBF]), "the byte-order mark changed")
        let breaksBefore = lineBreakKinds(tree)
        let breaksAfter = lineBreakKinds(formattedTree)
        if breaksBefore.count == 1 { try require(breaksAfter.isSubset(of: breaksBefore), "line breaks \(breaksBefore) became \(breaksAfter)") }
        let after = findings(formattedTree)
        try require(before == after, "the findings of check changed:\n\(before)\n\(after)")
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Every token that is not white space: kind and bytes, in order.
    static func significantTokens(_ tree: SyntaxTree) -> [(TokenKind, ArraySlice<UInt8>)] {
        (0..<tree.tokens.count).compactMap { token in
            tree.tokens.kinds[token] == .whitespace ? nil : (tree.tokens.kinds[token], tree.bytes(ofToken: token))
        }
    }

    static func significantTokens(_ tree: SyntaxTree) -> [String] {
        let tokens: [(TokenKind, ArraySlice<UInt8>)] = significantTokens(tree)
        return tokens.map { "\($0.0):\(Array($0.1))" }
    }

    /// The line breaks of the white space: "\n", "\r\n" or "\r".
    static func lineBreakKinds(_ tree: SyntaxTree) -> Set<String> {
        var kinds: Set<String> = []
        for token in 0..<tree.tokens.count where tree.tokens.kinds[token] == .whitespace {
            let bytes = Array(tree.bytes(ofToken: token))
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D {
                    if index + 1 < bytes.count && bytes[index + 1] == 0x0A { kinds.insert("\\r\\n"); index += 1 } else { kinds.insert("\\r") }
                } else if bytes[index] == 0x0A {
                    kinds.insert("\\n")
                }
                index += 1
            }
        }
        return kinds
    }

    /// What `check` reports, with each place given as the count of bytes outside white space
    /// before it, which formatting keeps.
    static func findings(_ tree: SyntaxTree) -> [String] {
        let analysis = FileAnalysis(path: "fuzz.screen", source: tree.source)
        var significantBefore = [Int](repeating: 0, count: tree.source.count + 1)
        var count = 0
        for token in 0..<tree.tokens.count {
            let range = tree.tokens.range(of: token)
            let counts = tree.tokens.kinds[token] != .whitespace
            for offset in range {
                significantBefore[offset] = count
                if counts { count += 1 }
            }
        }
        significantBefore[tree.source.count] = count
        return RuleEngine.check(analysis, workspace: WorkspaceIndex([analysis.summary])).map { diagnostic in
            "\(diagnostic.ruleID) \(diagnostic.severity) \(significantBefore[diagnostic.range.lowerBound])-\(significantBefore[diagnostic.range.upperBound]) \(diagnostic.message.english)"
        }.sorted()
    }
}
