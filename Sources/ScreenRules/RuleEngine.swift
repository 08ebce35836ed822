import ScreenSupport
import ScreenSyntax

/// Runs the rules over one file, with the workspace's index and the user's configuration.
public enum RuleEngine {
    public static func check(_ file: FileAnalysis, workspace: WorkspaceIndex, configuration: Configuration = .defaults, rules: [Rule] = Rules.all, jobs: Int = 1) -> [Diagnostic] {
        // Nothing is kept for a next check, so no dependency is recorded and no screen's
        // findings are kept apart.
        check(file, workspace: workspace, configuration: configuration, rules: rules, knowing: nil, recorder: FactRecorder(recordsDependencies: false), jobs: jobs, timings: nil)
            .diagnostics
    }

    /// Checks the file, taking the screen rules' findings from `known` for the screens it
    /// holds them for (they must have been made with the same workspace facts and
    /// configuration). Returns every finding, and the screen findings for the next check.
    /// The screens left to check are spread over up to `jobs` threads when there are enough
    /// of them to repay the threads; the findings do not depend on it.
    public static func check(
        _ file: FileAnalysis, workspace: WorkspaceIndex, configuration: Configuration = .defaults, rules: [Rule] = Rules.all, knowing known: ScreenFindings?,
        jobs: Int = 1, timings: RuleTimings? = nil
    ) -> (diagnostics: [Diagnostic], screenFindings: ScreenFindings) {
        check(file, workspace: workspace, configuration: configuration, rules: rules, knowing: known, recorder: FactRecorder(recordsDependencies: true), jobs: jobs, timings: timings)
    }

    /// How many screens to check a thread must get at least: fewer take less time than
    /// starting the thread.
    static let screensPerThread = 32

    /// How much the rules read of the workspace while checking `files`: screens, names and
    /// links handed out by the index. Linear rules read a bounded amount per screen.
    static func workspaceReads(checking files: [FileAnalysis], workspace: WorkspaceIndex, rules: [Rule]) -> Int {
        files.reduce(0) { total, file in
            let recorder = FactRecorder(recordsDependencies: false)
            _ = check(file, workspace: workspace, configuration: .defaults, rules: rules, knowing: nil, recorder: recorder, jobs: 1, timings: nil)
            return total + recorder.workspaceReads
        }
    }

    /// Checks a large file section by section (`SectionedFile`), holding one section's tree
    /// at a time; the findings are those of checking the whole file at once.
    public static func check(_ file: SectionedFile, workspace: WorkspaceIndex, configuration: Configuration = .defaults, rules: [Rule] = Rules.all, jobs: Int = 1) -> [Diagnostic] {
        let carried = FileRuleCarry()
        // Each section's findings are silenced and capped as they come, so that a file of a
        // hundred thousand findings holds the thousand it reports, not all of them.
        let suppressions = file.suppressions
        var used = Set<String>()
        var capped = FindingsLimit.Running(limit: configuration.findingsLimit, order: isInFileOrder)
        for section in file.sections.indices {
            let analysis = file.analysis(ofSection: section)
            func sectionFindings(countsOnly: Bool, used: inout Set<String>) -> [Diagnostic] {
                let diagnostics = findings(
                    of: analysis, workspace: workspace, configuration: configuration, rules: rules, knowing: nil, recorder: FactRecorder(recordsDependencies: false),
                    jobs: jobs, timings: nil, carried: carried, countsOnly: countsOnly, firstSummary: file.firstSummary(ofSection: section)
                ).diagnostics
                return suppressions.comments.isEmpty ? diagnostics : suppressions.silence(diagnostics, lines: file.lines, used: &used)
            }
            // Once the limit is reached, the findings of later sections are only counted:
            // their words are never shown. That holds while they come after the last one
            // shown, as a section's findings do (they lie in its screens); should one not,
            // the section is checked again in full, the file rules' notes taken back first.
            carried.mark()
            guard capped.isFull else {
                capped.add(sectionFindings(countsOnly: false, used: &used))
                continue
            }
            var usedCounting = used
            let counted = sectionFindings(countsOnly: true, used: &usedCounting)
            if capped.comesAfterTheShown(counted) {
                used = usedCounting
                capped.add(counted)
            } else {
                carried.rollBack()
                capped.add(sectionFindings(countsOnly: false, used: &used))
            }
        }
        let unusedSeverity = configuration.severity(of: Rule.unusedSuppression.description)
        // Worded as the rules' findings are (`Configuration.messageLanguage`); the rules'
        // ids are read before, so that no rule description is first made in one language.
        let knownIDs = Rules.ids
        let unused = suppressions.comments.isEmpty ? [] : unusedSeverity.map { severity in
            LocalizedText.writing(only: configuration.messageLanguage) { suppressions.unused(used, knownIDs: knownIDs, severity: severity) }
        } ?? []
        return capped.finished(adding: unused)
    }

    private static func check(
        _ file: FileAnalysis, workspace: WorkspaceIndex, configuration: Configuration, rules: [Rule], knowing known: ScreenFindings?, recorder: FactRecorder,
        jobs: Int, timings: RuleTimings?
    ) -> (diagnostics: [Diagnostic], screenFindings: ScreenFindings) {
        var (diagnostics, screenFindings) = findings(
            of: file, workspace: workspace, configuration: configuration, rules: rules, knowing: known, recorder: recorder, jobs: jobs, timings: timings,
            carried: FileRuleCarry())
        finish(&diagnostics, suppressions: Suppressions(tree: file.tree, lines: file.lines), lines: file.lines, configuration: configuration)
        return (diagnostics, ScreenFindings(screens: screenFindings, fileDependencies: recorder.take()))
    }

    /// Silences what the file's suppression comments name, puts the findings in the file's
    /// order and keeps the first of them up to the limit.
    private static func finish(_ diagnostics: inout [Diagnostic], suppressions: Suppressions, lines: LineIndex, configuration: Configuration) {
        if !suppressions.comments.isEmpty {
            // Worded as the rules' findings are (`Configuration.messageLanguage`); the rules'
            // ids and descriptions are read before, so that none is first made in one language.
            let knownIDs = Rules.ids
            let unusedSeverity = configuration.severity(of: Rule.unusedSuppression.description)
            diagnostics = LocalizedText.writing(only: configuration.messageLanguage) {
                suppressions.apply(to: diagnostics, lines: lines, knownIDs: knownIDs, unusedSeverity: unusedSeverity)
            }
        }
        diagnostics.sort(by: isInFileOrder)
        FindingsLimit.cap(&diagnostics, at: configuration.findingsLimit)
    }

    /// The findings of the file's syntax errors, screens and file rules, before suppressions
    /// and in no particular order; and each screen's, when they are kept for a next check.
    /// `firstSummary` is where the file's first summary stands in its file's summary: a
    /// section's is past those of the sections before it.
    private static func findings(
        of file: FileAnalysis, workspace: WorkspaceIndex, configuration: Configuration, rules: [Rule], knowing known: ScreenFindings?, recorder: FactRecorder,
        jobs: Int, timings: RuleTimings?, carried: FileRuleCarry, countsOnly: Bool = false, firstSummary: Int = 0
    ) -> (diagnostics: [Diagnostic], screenFindings: [ScreenFindings.Screen?]) {
        // A finding only counted makes no words, fixes or related places, and what a rule reads
        // of the workspace for them is then not read: a check that notes the reads for a later
        // one must make every finding in full (`RuleContext.report`).
        precondition(!countsOnly || !recorder.recordsDependencies, "findings only counted in a check that records what they read")
        var diagnostics: [Diagnostic] = []
        if let severity = configuration.severity(of: Rule.syntaxError.description) {
            diagnostics += file.syntaxErrors.map { error in
                Diagnostic(ruleID: Rule.syntaxError.id, severity: severity, range: error.range, message: error.message,
                           related: error.related.map { [RelatedLocation(file: file.path, range: $0.range, message: $0.message)] } ?? [])
            }
        }
        // The rules' queries of the workspace are recorded, so that a change of other facts
        // keeps a screen's findings.
        // One context per rule that is on, made once per file (and per thread checking screens).
        var fileChecks: [(check: @Sendable (FileInput, inout RuleContext) -> Void, context: Int)] = []
        var rulesOn: [(rule: Rule, severity: Severity)] = []
        for rule in rules {
            guard let severity = configuration.severity(of: rule.description) else { continue }
            switch rule.check {
            case .screen: break
            case .file(let check): fileChecks.append((check, rulesOn.count))
            case .engine: continue
            }
            rulesOn.append((rule, severity))
        }
        let path = file.path
        let makeCheckers: @Sendable (FactRecorder) -> ScreenCheckers = { [rulesOn] recorder in
            var recordedWorkspace = workspace
            recordedWorkspace.recorder = recorder
            var checks: [ScreenCheckers.Check] = []
            let contexts = rulesOn.enumerated().map { index, ruleOn in
                // Each thread takes the checks out of the rules itself: what comes out of the
                // rule's enumeration is a new closure object, counted on every call, and
                // counting one object from two cores cost more than the calls.
                if case .screen(let check) = ruleOn.rule.check { checks.append(ScreenCheckers.Check(run: check, context: index, scope: ruleOn.rule.scope)) }
                var context = RuleContext(rule: ruleOn.rule.description, severity: ruleOn.severity, severityIsConfigured: configuration.severities[ruleOn.rule.id] != nil,
                                          settings: configuration.options[ruleOn.rule.id] ?? [:], workspace: recordedWorkspace, path: path)
                context.countsOnly = countsOnly
                context.language = configuration.messageLanguage
                return context
            }
            return ScreenCheckers(contexts: contexts, checks: checks, tree: file.tree.sharingStorage())
        }
        var checkers = makeCheckers(recorder)
        // Screen by screen, every rule: a screen's model is built for the rules to read, and
        // dropped after.
        let known = known.flatMap { $0.screens.count == file.screenDeclarations.count ? $0.screens : nil }
        let keepsScreenFindings = recorder.recordsDependencies
        var screenFindings: [ScreenFindings.Screen?] = []
        if keepsScreenFindings { screenFindings.reserveCapacity(file.screenDeclarations.count) }
        // Syntax errors come sorted; screens too: one walk tells which screens hold one.
        var brokenScreens: [Range<Int>] = []
        var nextError = 0
        // A screen's errors reach to where the next screen starts: the parser reports a screen
        // left unclosed at the token after it, which is the next screen's keyword. An error
        // that ends where a screen starts, or a missing token's place there, is the text
        // before it's: a screen is judged by its own text, so a file read in sections (which
        // start at screen keywords) judges it alike.
        for (index, declaration) in file.screenDeclarations.enumerated() where nextError < file.syntaxErrors.count {
            let range = file.tree.trimmedByteRange(of: declaration.id)
            let reach = index + 1 < file.screenDeclarations.count
                ? file.tree.trimmedByteRange(of: file.screenDeclarations[index + 1].id).lowerBound : file.tree.source.count
            let end = max(range.upperBound, reach)
            while nextError < file.syntaxErrors.count, Self.lies(file.syntaxErrors[nextError].range, before: range.lowerBound) { nextError += 1 }
            if nextError < file.syntaxErrors.count, Self.reaches(file.syntaxErrors[nextError].range, upTo: end) { brokenScreens.append(range) }
        }
        let screensWithErrors = brokenScreens
        // Asked of the tree the caller reads (a thread's own, while screens are checked).
        let screenHasSyntaxError: @Sendable (Int, SyntaxTree) -> Bool = { index, tree in
            !screensWithErrors.isEmpty && screensWithErrors.contains(tree.trimmedByteRange(of: file.screenDeclarations[index].id))
        }
        // Where the index files each screen: the screens with a name are summarized, in order.
        let indexedScreens: [WorkspaceIndex.ScreenReference?]
        if let fileReference = workspace.reference(toScreen: firstSummary, inFile: file.path) {
            var nextSummary = fileReference
            indexedScreens = file.screenDeclarations.map { declaration in
                guard declaration.nameToken != nil else { return nil }
                defer { nextSummary = nextSummary.next }
                return nextSummary
            }
        } else {
            indexedScreens = []
        }
        let checkScreen: @Sendable (Int, inout ScreenCheckers, FactRecorder) -> ScreenFindings.Screen = { index, checkers, recorder in
            YieldingWork.pausePoint()
            let screen = ScreenModel(ScreenDeclarationSyntax(tree: checkers.tree, id: file.screenDeclarations[index].id), indexedAs: indexedScreens.isEmpty ? nil : indexedScreens[index])
            // A rule that looks at kinds of element the screen lacks could find nothing.
            checkers.planChecks(for: screen.kinds)
            var findings: [Diagnostic] = []
            // Through buffers: every rule of every screen passes here, and indexing the arrays
            // checked the contexts' array for a unique owner and retained each check's closure.
            let checks = checkers.checks, plan = checkers.plan
            checkers.contexts.withUnsafeMutableBufferPointer { contexts in
                checks.withUnsafeBufferPointer { checks in
                    for rule in plan {
                        let context = checks[rule].context
                        if let timings {
                            let start = RuleTimings.threadTime()
                            checks[rule].run(screen, &contexts[context])
                            timings.add(RuleTimings.threadTime() - start, to: contexts[context].rule.id)
                        } else {
                            checks[rule].run(screen, &contexts[context])
                        }
                        contexts[context].takeDiagnostics(into: &findings)
                    }
                }
            }
            // A screen with a syntax error is read as the parser recovered it, which may not
            // be what was meant: its findings are shown, but no edit is offered on that guess.
            if screenHasSyntaxError(index, checkers.tree) {
                for finding in findings.indices { findings[finding].fixes = [] }
            }
            // Kept in the file's order, so that the file's sort below meets sorted runs (a
            // stable sort of sorted parts gives what one sort of the whole would). Findings
            // only counted need no order, and most screens' come in order already.
            if !countsOnly, findings.count > 1, !findings.isSorted(by: Self.isInFileOrder) { findings.sort(by: Self.isInFileOrder) }
            return ScreenFindings.Screen(findings: findings, dependencies: recorder.take())
        }
        let checkedInParallel = checkInParallel(
            file.screenDeclarations.indices.filter { known?[$0] == nil }, of: file.screenDeclarations.count, jobs: jobs, recordsDependencies: keepsScreenFindings,
            makeCheckers: makeCheckers, checkScreen: checkScreen)
        for index in file.screenDeclarations.indices {
            if let screen = known?[index] {
                // A kept screen may hold a syntax error now (an edit elsewhere can give it one):
                // its findings keep no fix, as a screen checked anew would.
                if screenHasSyntaxError(index, file.tree), screen.findings.contains(where: { !$0.fixes.isEmpty }) {
                    let withoutFixes = screen.findings.map { finding in
                        var finding = finding
                        finding.fixes = []
                        return finding
                    }
                    screenFindings.append(ScreenFindings.Screen(findings: withoutFixes, dependencies: screen.dependencies))
                    diagnostics += withoutFixes
                } else {
                    screenFindings.append(screen)
                    diagnostics += screen.findings
                }
                continue
            }
            let screen = checkedInParallel?[index] ?? checkScreen(index, &checkers, recorder)
            if keepsScreenFindings { screenFindings.append(screen) }
            diagnostics += screen.findings
        }
        if !fileChecks.isEmpty {
            let input = FileInput(path: file.path, tree: file.tree, screens: file.screenDeclarations, carried: carried)
            var fileFindings: [Diagnostic] = []
            for (check, context) in fileChecks {
                let start = timings == nil ? 0 : RuleTimings.threadTime()
                check(input, &checkers.contexts[context])
                timings?.add(RuleTimings.threadTime() - start, to: checkers.contexts[context].rule.id)
                checkers.contexts[context].takeDiagnostics(into: &fileFindings)
            }
            // As for screen rules: no fix is offered inside a screen with a syntax error.
            if !brokenScreens.isEmpty {
                for index in fileFindings.indices where brokenScreens.contains(where: { $0.overlaps(fileFindings[index].range) || $0.contains(fileFindings[index].range.lowerBound) }) {
                    fileFindings[index].fixes = []
                }
            }
            diagnostics += fileFindings
        }
        return (diagnostics, screenFindings)
    }

    /// The findings of the screens `indices`, by screen index (of `count` screens), checked
    /// on up to `jobs` threads, each with checks, contexts and a recorder of its own; nil
    /// when too few screens are left to check to be worth a second thread.
    private static func checkInParallel(
        _ indices: [Int], of count: Int, jobs: Int, recordsDependencies: Bool, makeCheckers: @escaping @Sendable (FactRecorder) -> ScreenCheckers,
        checkScreen: @escaping @Sendable (Int, inout ScreenCheckers, FactRecorder) -> ScreenFindings.Screen
    ) -> [ScreenFindings.Screen?]? {
        let threads = min(jobs, indices.count / screensPerThread)
        guard threads > 1 else { return nil }
        // Each thread makes its checkers once and takes short runs of screens in turn until
        // none is left, so that the threads finish together however their speeds or their
        // screens differ: with four runs a thread, each a quarter of its share and each with
        // contexts made anew, one thread was often left with a long run when the other was
        // done.
        let runLength = max(1, min(maximumRunLength, indices.count / (threads * runsPerThread)))
        let nextRun = Locked(0)
        let parts = ParallelMap.map(count: threads, jobs: threads) { _ in
            let recorder = FactRecorder(recordsDependencies: recordsDependencies)
            var checkers = makeCheckers(recorder)
            var checked: [(index: Int, screen: ScreenFindings.Screen)] = []
            while true {
                let start = nextRun.withLock { next in
                    defer { next += runLength }
                    return next
                }
                guard start < indices.count else { return checked }
                for index in indices[start..<min(start + runLength, indices.count)] {
                    checked.append((index, checkScreen(index, &checkers, recorder)))
                }
            }
        }
        var checked = [ScreenFindings.Screen?](repeating: nil, count: count)
        for part in parts {
            for (index, screen) in part { checked[index] = screen }
        }
        return checked
    }

    /// Runs of screens a thread takes at a time: this many runs per thread on average, so
    /// that the last run taken is short, and no more screens a run than `maximumRunLength`.
    private static let runsPerThread = 16
    private static let maximumRunLength = 64

    /// Whether an error lies wholly before `start`: it ends there, or it is a missing token's
    /// place at or before it.
    private static func lies(_ error: Range<Int>, before start: Int) -> Bool {
        error.isEmpty ? error.lowerBound <= start : error.upperBound <= start
    }

    /// Whether an error that does not lie before a screen's start reaches into the text up to
    /// `end`: it starts before it, or it is a missing token's place at it.
    private static func reaches(_ error: Range<Int>, upTo end: Int) -> Bool {
        error.isEmpty ? error.lowerBound <= end : error.lowerBound < end
    }

    /// The order findings are reported in: by start, then end, then rule id.
    private static func isInFileOrder(_ first: Diagnostic, _ second: Diagnostic) -> Bool {
        if first.range.lowerBound != second.range.lowerBound { return first.range.lowerBound < second.range.lowerBound }
        if first.range.upperBound != second.range.upperBound { return first.range.upperBound < second.range.upperBound }
        return first.ruleID < second.ruleID
    }
}

/// What one thread checks screens with: a context for each rule that is on, the screen rules'
/// checks and the file's tree, made for that thread alone.
struct ScreenCheckers {
    struct Check {
        let run: @Sendable (ScreenModel, inout RuleContext) -> Void
        /// The rule's place in `contexts`.
        let context: Int
        /// The kinds of element the rule looks at; nil for every screen.
        let scope: ElementKindSet?
    }

    var contexts: [RuleContext]
    let checks: [Check]
    /// The file's tree as an object of the thread's own, which the screens' models are made
    /// of.
    let tree: SyntaxTree
    /// The checks for a screen, by place in `checks`: those that look at some kind of
    /// element it holds (`planChecks(for:)`).
    private(set) var plan: [Int] = []
    /// The plans made for the kinds of screen met so far, up to `maximumPlans`. A file's
    /// screens are of a few shapes, and telling every check's scope for every screen cost
    /// more than most of the checks that ran.
    private var plans: [(kinds: ElementKindSet, checks: [Int])] = []
    private static let maximumPlans = 16

    init(contexts: [RuleContext], checks: [Check], tree: SyntaxTree) {
        self.contexts = contexts
        self.checks = checks
        self.tree = tree
    }

    /// Where a plan for a screen of a shape not kept is made, in place.
    private var unkeptPlan: [Int] = []

    /// Makes `plan` the checks for a screen of `kinds`.
    mutating func planChecks(for kinds: ElementKindSet) {
        if let known = plans.firstIndex(where: { $0.kinds == kinds }) {
            plan = plans[known].checks
            return
        }
        // Past the kept plans a screen's is made in one list, emptied first: a file of many
        // shapes allocates no list per screen.
        plan = []
        unkeptPlan.removeAll(keepingCapacity: true)
        for index in checks.indices where Rule.looks(checks[index].scope, at: kinds) { unkeptPlan.append(index) }
        if plans.count < Self.maximumPlans {
            plans.append((kinds, unkeptPlan))
            plan = plans[plans.count - 1].checks
            unkeptPlan = []
        } else {
            plan = unkeptPlan
        }
    }
}
