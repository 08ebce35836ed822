import ScreenRules
import ScreenSyntax

/// Target 1: lexer, parser, syntax diagnostics and every rule on arbitrary bytes.
///
/// Invariants: nothing traps; the tree prints back to the input; tokens cover the input in
/// order; every node's range lies inside its parent's; every diagnostic, related location in
/// the file and fix edit lies inside the document; applying the safe fixes gives text that
/// parses and prints back too; every range converts to line positions in all three encodings.
/// (That it ends is libFuzzer's `-timeout`.)
public enum SyntaxFuzzTarget {
    static let path = "fuzz.screen"

    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let analysis = FileAnalysis(path: path, source: bytes)
        try checkTree(analysis.tree, source: bytes)
        for error in analysis.syntaxErrors {
            try requireInside(error.range, bytes.count, "syntax error \(error.message.english)")
        }
        let diagnostics = RuleEngine.check(analysis, workspace: WorkspaceIndex([analysis.summary]))
        var safeEdits: [SourceEdit] = []
        for diagnostic in diagnostics {
            try requireInside(diagnostic.range, bytes.count, "diagnostic \(diagnostic.ruleID)")
            for related in diagnostic.related where related.file == path {
                try requireInside(related.range, bytes.count, "related location of \(diagnostic.ruleID)")
            }
            for fix in diagnostic.fixes {
                for edit in fix.edits {
                    try requireInside(edit.range, bytes.count, "fix edit of \(diagnostic.ruleID)")
                }
                if fix.isSafe { safeEdits += fix.edits }
            }
            for encoding in PositionEncoding.allCases {
                let start = analysis.lines.position(ofOffset: diagnostic.range.lowerBound, in: encoding)
                let end = analysis.lines.position(ofOffset: diagnostic.range.upperBound, in: encoding)
                try require(start <= end, "diagnostic \(diagnostic.ruleID) \(diagnostic.range) ends before it starts in \(encoding)")
            }
        }
        if !safeEdits.isEmpty {
            let fixed = SourceEdit.apply(safeEdits, to: bytes).result
            let tree = SyntaxTree(parsing: fixed)
            try require(tree.printed() == fixed, "the text after safe fixes does not print back")
        }
    }

    static func requireInside(_ range: Range<Int>, _ count: Int, _ what: @autoclosure () -> String) throws(FuzzFailure) {
        try require(range.lowerBound >= 0 && range.upperBound <= count, "\(what()) at \(range) lies outside the document of \(count) bytes")
    }

    /// The tree's structural invariants.
    static func checkTree(_ tree: SyntaxTree, source: [UInt8]) throws(FuzzFailure) {
        try require(tree.source == source, "the tree does not hold the input")
        try require(tree.printed() == source, "the tree does not print back to the input")
        let tokens = tree.tokens
        try require(tokens.count >= 1 && tokens.kinds.last == .endOfFile, "the last token is not the end of file")
        try require(tokens.starts.count == tokens.count + 1, "token starts and kinds differ in count")
        try require(tokens.starts.first == 0 && Int(tokens.starts.last!) == source.count, "the tokens do not cover the input")
        for token in 0..<tokens.count {
            try require(tokens.starts[token] <= tokens.starts[token + 1], "token \(token) ends before it starts")
            try require(tokens.kinds[token] == .endOfFile || tokens.starts[token] < tokens.starts[token + 1] || token == tokens.count - 1,
                        "token \(token) (\(tokens.kinds[token])) is empty")
        }
        // Every child lies inside its parent, and siblings follow one another.
        var pending = [tree.root]
        while let node = pending.popLast() {
            let range = tree.tokenRange(of: node)
            try require(range.lowerBound <= range.upperBound && range.upperBound <= tokens.count, "node \(node.index) has tokens \(range)")
            var previousEnd = range.lowerBound
            for child in tree.children(of: node) {
                let childRange = tree.tokenRange(of: child)
                try require(childRange.lowerBound >= previousEnd && childRange.upperBound <= range.upperBound,
                            "child \(child.index) \(childRange) of node \(node.index) \(range) is out of place")
                try require(tree.parent(of: child) == node, "child \(child.index) does not name node \(node.index) as its parent")
                previousEnd = childRange.upperBound
                pending.append(child)
            }
        }
    }
}
