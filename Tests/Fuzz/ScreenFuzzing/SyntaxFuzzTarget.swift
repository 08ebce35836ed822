import ScreenRules
import ScreenSyntax

/// Target 1: lexer, parser, syntax diagnostics and every rule on arbitrary bytes.
///
/// Invariants: nothing traps; the tree prints back to the input; tokens cover the input in
/// order; every node's range lies inside its parent's; every diagnostic, related location in
/// the file and fix edit lies inside the document; applying the safe fixes gives text that
/// parses and prints back too; every range converts to line positions in all three encodings;
/// read in sections (`SectionedFile`, as `check` reads a large file), the file has the same
/// tokens, nodes, syntax errors, summary and findings as read whole; a rule with a scope finds
/// nothing in the screens the engine passes over for it.
/// (That it ends is libFuzzer's `-timeout`.)
public enum SyntaxFuzzTarget {
    static let path = "fuzz.screen"

    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let analysis = FileAnalysis(path: path, source: bytes)
        try checkTree(analysis.tree, source: bytes)
        for error in analysis.syntaxErrors {
            try requireInside(error.range, bytes.count, "syntax error \(error.message.english)")
        }
        let workspace = WorkspaceIndex([analysis.summary])
        let diagnostics = RuleEngine.check(analysis, workspace: workspace)
        try checkSections(of: analysis, diagnostics: diagnostics, workspace: workspace)
        let outOfScope = RuleEngine.findingsOutOfScope(of: analysis, workspace: workspace)
        try require(outOfScope.isEmpty, "rules find \(outOfScope.map(\.ruleID)) in screens their scope passes over")
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

    /// Sections of about 64 bytes, the least `SyntaxTree.sections` makes, so that a small
    /// input is split wherever it can be.
    static func checkSections(of analysis: FileAnalysis, diagnostics: [Diagnostic], workspace: WorkspaceIndex) throws(FuzzFailure) {
        let source = analysis.tree.source
        let sectioned = SectionedFile(path: path, source: source, sectionBytes: 1)
        var covered = 0
        var kinds: [TokenKind] = []
        var starts: [UInt32] = []
        var nodes: [NodeShape] = []
        var errors: [SyntaxError] = []
        for (index, section) in sectioned.sections.enumerated() {
            try require(section.lowerBound == covered && !section.isEmpty, "section \(index) \(section) does not follow the one before at \(covered)")
            covered = section.upperBound
            let part = sectioned.analysis(ofSection: index)
            let tokens = part.tree.tokens
            if index > 0 { try require(tokens.kinds.first == .screenKeyword, "section \(index) \(section) does not start at a screen keyword") }
            kinds += tokens.kinds.dropLast()
            starts += tokens.starts.prefix(tokens.count - 1)
            nodes += NodeShape.all(of: part.tree)
            errors += part.syntaxErrors
        }
        try require(covered == source.count, "the sections cover \(covered) of \(source.count) bytes")
        let whole = analysis.tree.tokens
        try require(kinds == Array(whole.kinds.dropLast()) && starts == Array(whole.starts.prefix(whole.count - 1)), "the sections' tokens differ from the whole text's")
        try require(nodes == NodeShape.all(of: analysis.tree), "the sections' nodes differ from the whole tree's")
        try require(errors == analysis.syntaxErrors, "the sections' syntax errors differ from the whole text's")
        try require(sectioned.summary == analysis.summary, "the sections' summary differs from the whole file's")
        let sectionedFindings = RuleEngine.check(sectioned, workspace: workspace)
        try require(sectionedFindings == diagnostics, "checked in \(sectioned.sections.count) sections, the file has \(sectionedFindings.count) findings, not the whole file's \(diagnostics.count)")
    }

    /// A node below the root as the text places it: what it is, its bytes, and its parent's.
    struct NodeShape: Equatable {
        let kind: NodeKind
        let bytes: Range<Int>
        let parent: Range<Int>?

        static func all(of tree: SyntaxTree) -> [NodeShape] {
            tree.preorder.dropFirst().map { node in
                let parent = tree.parent(of: node).flatMap { $0 == tree.root ? nil : tree.byteRange(of: $0) }
                return NodeShape(kind: tree.kind(of: node), bytes: tree.byteRange(of: node), parent: parent)
            }
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
