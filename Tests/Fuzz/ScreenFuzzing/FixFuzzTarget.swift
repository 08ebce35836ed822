import ScreenRules
import ScreenSyntax

/// Target 4: fix validity, as Ruff checks it. On arbitrary bytes, every fix of every finding,
/// applied alone, must give a text that has no syntax error the original did not have, in
/// which that rule finds fewer faults, and that keeps every comment (a move may change their
/// order); applying every safe fix to a fixed point must settle within the passes, every pass
/// keeping every comment, and its composed edits must give the fixed text.
public enum FixFuzzTarget {
    static let path = "fuzz.screen"

    public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let analysis = FileAnalysis(path: path, source: bytes)
        let configuration = Configuration.defaults
        let diagnostics = RuleEngine.check(analysis, workspace: WorkspaceIndex([analysis.summary]), configuration: configuration)
        let comments = analysis.tree.sortedComments
        let counts = Dictionary(diagnostics.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        for diagnostic in diagnostics {
            for fix in diagnostic.fixes {
                let applied = SourceEdit.applyingFixes([fix], to: bytes)
                try require(applied.appliedFixes == [0], "the fix '\(fix.title.english)' of \(diagnostic.ruleID) has overlapping edits")
                let fixed = FileAnalysis(path: path, source: applied.source)
                try require(fixed.syntaxErrors.count <= analysis.syntaxErrors.count,
                            "the fix '\(fix.title.english)' of \(diagnostic.ruleID) adds a syntax error: \(fixed.syntaxErrors.first?.message.english ?? "")")
                try require(fixed.tree.sortedComments == comments, "the fix '\(fix.title.english)' of \(diagnostic.ruleID) loses or adds a comment")
                let after = RuleEngine.check(fixed, workspace: WorkspaceIndex([fixed.summary]), configuration: configuration)
                let left = after.filter { $0.ruleID == diagnostic.ruleID }.count
                try require(left < counts[diagnostic.ruleID, default: 0], "the fix '\(fix.title.english)' of \(diagnostic.ruleID) leaves as many of its findings")
            }
        }
        let outcome = analysis.fixingAll(configuration: configuration) { WorkspaceIndex([$0]) }
        try require(!outcome.isUnsettled, "the safe fixes do not settle in \(FileAnalysis.maximumFixPasses) passes")
        // The guard that holds back a pass losing a comment keeps the file safe, but a pass it
        // holds back is a fault of the fixes.
        try require(!outcome.isHeldBack, "a pass of the safe fixes would lose or add a comment")
        try require(SourceEdit.apply(outcome.edits, to: bytes).result == outcome.source, "the edits of fixing all do not give its text")
        let fixedAll = FileAnalysis(path: path, source: outcome.source)
        try require(fixedAll.tree.sortedComments == comments, "fixing all loses or adds a comment")
        try require(fixedAll.syntaxErrors.count <= analysis.syntaxErrors.count, "fixing all adds a syntax error")
    }
}
