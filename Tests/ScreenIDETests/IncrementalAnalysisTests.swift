import XCTest
import ScreenSyntax
import ScreenRules
import ScreenTestSupport
@testable import ScreenIDE

/// Edits through the host keep the findings of untouched screens; whatever they keep must
/// equal what a fresh host finds in the edited text.
final class IncrementalAnalysisTests: XCTestCase {
    /// Every rule's triggering examples in one file: findings of every kind, related locations
    /// into other screens of the file, fixes, duplicate screens and suppressions.
    static let text = Rules.all.flatMap { $0.description.triggering }.map { "😀 " + MarkedSource($0).text }.joined(separator: "\n")

    static let fragments = [
        "", " ", "\n", "screen", "screen Extra {", "}", "{", "\"", "//", "/* x */", ":", "title: \"收件匣\"", "pushes: Inbox",
        "Button \"OK\"", "NavigationBar { title: \"A\" }", "TabBar { Tab \"Mail\" { screen: Inbox } }", "😀", "// screenkit-disable-next-line",
        "translucent: false", "translucent: true", "barTint: #FF0000", "presentation: modal", "presents: Inbox", "Inbox", "A",
    ]

    /// `count` screens with a navigation bar and a button, and `extra` in each.
    static func smallScreens(_ count: Int, adding extra: String = "") -> String {
        (0..<count).map { "screen S\($0) {\n    NavigationBar { title: \"s\" }\n    Button \"ok\" { }\n\(extra)}\n" }.joined()
    }

    /// A host holding `text` at `key`, whose findings were asked for once.
    static func checkedHost(_ text: String, for key: String) -> AnalysisHost {
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: key)
        _ = host.snapshot.diagnostics(for: key)
        return host
    }

    /// The findings of `text` checked by a host that has seen nothing else.
    static func freshFindings(_ text: [UInt8], for key: String) -> [Diagnostic] {
        let fresh = AnalysisHost()
        fresh.setText(text, for: key)
        return fresh.snapshot.diagnostics(for: key)
    }

    func testRandomEditsFindWhatAFreshCheckFinds() {
        var random = SeededGenerator(seed: 11)
        let key = "file:///work/all.screen"
        let host = AnalysisHost()
        host.setText(Array(Self.text.utf8), for: key)
        XCTAssertGreaterThan(host.snapshot.diagnostics(for: key).count, 100)
        for step in 0..<100 {
            let text = host.snapshot.file(key)!.tree.source
            let lines = LineIndex(text)
            let lower = Int.random(in: 0...text.count, using: &random)
            let upper = min(text.count, lower + Int.random(in: 0...8, using: &random))
            let encoding = PositionEncoding.allCases.randomElement(using: &random)!
            let change = TextChange(
                range: lines.position(ofOffset: lower, in: encoding)..<lines.position(ofOffset: upper, in: encoding),
                newText: Self.fragments.randomElement(using: &random)!)
            host.applyChanges([change], encoding: encoding, to: key)
            let edited = host.snapshot
            let fresh = AnalysisHost()
            fresh.setText(edited.file(key)!.tree.source, for: key)
            XCTAssertEqual(edited.diagnostics(for: key), fresh.snapshot.diagnostics(for: key), "step \(step): \(change)")
            XCTAssertEqual(edited.file(key)!.summary, fresh.snapshot.file(key)!.summary, "step \(step)")
        }
    }

    /// Three files share the workspace: findings in one depend on the others' screens and
    /// point into them. After each edit every file's findings equal a fresh host's (related
    /// locations included), and every other file whose findings changed is reported affected.
    func testEditsAcrossFilesKeepEveryFileExactAndReportTheFilesTheyAffect() {
        var random = SeededGenerator(seed: 5)
        let examples = Rules.all.flatMap { $0.description.triggering }.map { MarkedSource($0).text }
        let keys = ["file:///w/a.screen", "file:///w/b.screen", "file:///w/c.screen"]
        let host = AnalysisHost()
        for (number, key) in keys.enumerated() {
            host.setText(Array(examples.enumerated().filter { $0.offset % 3 == number }.map(\.element).joined(separator: "\n").utf8), for: key)
        }
        _ = host.takeAffectedFiles()
        var before = Dictionary(uniqueKeysWithValues: keys.map { ($0, host.snapshot.diagnostics(for: $0)) })
        XCTAssertTrue(before.values.contains { $0.contains { !$0.related.isEmpty } })
        for step in 0..<100 {
            let key = keys.randomElement(using: &random)!
            // One to three changes in one call, each in the text the one before leaves.
            var text = host.snapshot.file(key)!.tree.source
            var changes: [TextChange] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let lines = LineIndex(text)
                let lower = Int.random(in: 0...text.count, using: &random)
                let upper = min(text.count, lower + Int.random(in: 0...8, using: &random))
                let newText = Self.fragments.randomElement(using: &random)!
                changes.append(TextChange(
                    range: lines.position(ofOffset: lower, in: .utf8)..<lines.position(ofOffset: upper, in: .utf8), newText: newText))
                text.replaceSubrange(lower..<upper, with: Array(newText.utf8))
            }
            let change = changes
            host.applyChanges(changes, encoding: .utf8, to: key)
            let affected = host.takeAffectedFiles()
            let edited = host.snapshot
            let fresh = AnalysisHost()
            for key in keys { fresh.setText(edited.file(key)!.tree.source, for: key) }
            for other in keys {
                let diagnostics = edited.diagnostics(for: other)
                XCTAssertEqual(diagnostics, fresh.snapshot.diagnostics(for: other), "step \(step): \(other) after \(change) in \(key)")
                if other != key, diagnostics != before[other] {
                    XCTAssertTrue(affected.contains(other), "step \(step): \(other) changed but was not reported")
                }
                before[other] = diagnostics
            }
        }
    }

    func testAnEditInsideAScreenChecksOnlyThatScreen() {
        let source = MarkedSource("screen A {\n    NavigationBar { title: \"A\" }\n    Label \"1️⃣a\"\n}\nscreen B {\n    NavigationBar { title: \"B\" }\n}\n")
        let host = AnalysisHost()
        let key = "file:///a.screen"
        host.setText(source.bytes, for: key)
        _ = host.snapshot.diagnostics(for: key)
        let lines = LineIndex(source.bytes)
        let position = lines.position(ofOffset: source["1️⃣"], in: .utf16)
        host.applyChanges([TextChange(range: position..<position, newText: "新")], encoding: .utf16, to: key)
        let snapshot = host.snapshot
        let stamp = DiagnosticsCache.Stamp(file: snapshot.fileGenerations[key]!, workspace: snapshot.workspaceGeneration)
        // Screen B's findings were carried over; screen A waits to be checked.
        XCTAssertEqual(snapshot.cache.lookup(key, stamp)?.screenFindings.screens.map { $0 != nil }, [false, true])
    }

    /// The loop leaves carrying findings through edits to the next check; what that check
    /// reads must be what carrying them at each edit gave.
    func testFindingsCarriedThroughManyEditsAreThoseOfEachEditInTurn() {
        var text = Self.smallScreens(40, adding: "    Label \"x\"\n")
        let key = "file:///a.screen"
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: key)
        let first = host.snapshot.diagnostics(for: key)
        XCTAssertFalse(first.isEmpty)
        var snapshot = host.snapshot
        var carried = snapshot.cache.lookup(key, DiagnosticsCache.Stamp(file: snapshot.fileGenerations[key]!, workspace: snapshot.workspaceGeneration))!.screenFindings
        // More edits than are kept pending, in the middle of screens and between them.
        for round in 0..<150 {
            let bytes = Array(text.utf8)
            let lines = LineIndex(bytes)
            // At the start of a line: the text's facts stay, so no screen is forgotten for them.
            let offset = lines.offset(of: LinePosition(line: (round * 7) % lines.lineCount, character: 0), in: .utf8)
            let position = lines.position(ofOffset: offset, in: .utf16)
            host.applyChanges([TextChange(range: position..<position, newText: round % 3 == 0 ? "\n" : " ")], encoding: .utf16, to: key)
            text = String(decoding: host.snapshot.file(key)!.tree.source, as: UTF8.self)
            snapshot = host.snapshot
            let (_, replaced) = FileAnalysis(path: key, source: bytes).applying(SourceEdit(range: offset..<offset, newText: round % 3 == 0 ? "\n" : " "))
            XCTAssertNotNil(replaced)
            carried = replaced.map { carried.applying($0, path: key) } ?? carried
            let stamp = DiagnosticsCache.Stamp(file: snapshot.fileGenerations[key]!, workspace: snapshot.workspaceGeneration)
            let pending = snapshot.cache.lookup(key, stamp)?.screenFindings
            XCTAssertEqual(pending?.screens.map { $0?.findings }, carried.screens.map { $0?.findings }, "edit \(round)")
        }
        // And the findings made from them are those of the text checked afresh.
        XCTAssertEqual(host.snapshot.diagnostics(for: key), Self.freshFindings(Array(text.utf8), for: key))
    }

    /// Findings made for an older text (a check that finished after more edits came) are
    /// the base the newer text's findings are carried from: what the newer text then gets is
    /// what a check of it afresh finds.
    func testFindingsOfAnOlderTextAreCarriedToTheNewest() {
        var text = Self.smallScreens(30)
        let key = "file:///a.screen"
        let host = Self.checkedHost(text, for: key)
        var older: Analysis?
        for round in 0..<40 {
            let lines = LineIndex(Array(text.utf8))
            let position = LinePosition(line: (round * 5) % lines.lineCount, character: 0)
            host.applyChanges([TextChange(range: position..<position, newText: round % 2 == 0 ? "  " : "\n")], encoding: .utf16, to: key)
            text = String(decoding: host.snapshot.file(key)!.tree.source, as: UTF8.self)
            if round % 4 == 1 { older = host.snapshot }
            if round % 4 == 3, let older {
                // The older snapshot's check ends after two more edits.
                _ = older.diagnostics(for: key)
                XCTAssertEqual(host.snapshot.diagnostics(for: key), Self.freshFindings(Array(text.utf8), for: key), "edit \(round)")
            }
        }
    }

    /// A snapshot whose file was edited, replaced or whose facts another file changed,
    /// before its findings were asked for, gives none (the server's worker then drops its
    /// job); one still current gives what a fresh check finds.
    func testASnapshotEditedSinceGivesNoFindingsUnlessItIsCurrent() {
        let text = Self.smallScreens(20)
        let key = "file:///a.screen"
        let host = Self.checkedHost(text, for: key)
        for (round, edit) in ["  ", "screen Extra {\n}\n"].enumerated() {
            let current = host.snapshot
            host.applyChanges([TextChange(range: LinePosition(line: 4, character: 0)..<LinePosition(line: 4, character: 0), newText: edit)], encoding: .utf16, to: key)
            XCTAssertTrue(current.diagnosticsUnlessSuperseded(for: key) == nil, "edit \(round)")
            let newest = host.snapshot
            XCTAssertEqual(newest.diagnosticsUnlessSuperseded(for: key), Self.freshFindings(newest.file(key)!.tree.source, for: key), "edit \(round)")
        }
        // Its whole text replaced: the findings kept stay at the old text's stamp, which the
        // newest snapshot has moved past, and that snapshot is still checked.
        let replaced = Array(text.replacingOccurrences(of: "\"ok\"", with: "\"fine\"").utf8)
        let beforeReplacing = host.snapshot
        host.setText(replaced, for: key)
        XCTAssertEqual(host.snapshot.diagnosticsUnlessSuperseded(for: key), Self.freshFindings(replaced, for: key))
        XCTAssertTrue(beforeReplacing.diagnosticsUnlessSuperseded(for: key) == nil)

        // A file not checked before, and a file the snapshot does not hold.
        let other = "file:///b.screen"
        host.setText(Array("screen B {\n    Button \"ok\" { pushes: Target }\n}\n".utf8), for: other)
        XCTAssertEqual(host.snapshot.diagnosticsUnlessSuperseded(for: other), host.snapshot.diagnostics(for: other))
        XCTAssertEqual(host.snapshot.diagnosticsUnlessSuperseded(for: "file:///none.screen"), [])

        // Facts another file changed: a screen the pushes name comes to be.
        let beforeTarget = host.snapshot
        XCTAssertTrue(beforeTarget.diagnostics(for: other).contains { $0.ruleID == "unknown-screen" })
        host.setText(replaced + Array("screen Target {\n    NavigationBar { title: \"T\" }\n}\n".utf8), for: key)
        XCTAssertTrue(beforeTarget.diagnosticsUnlessSuperseded(for: other) == nil)
        let newest = host.snapshot.diagnosticsUnlessSuperseded(for: other)
        XCTAssertEqual(newest, host.snapshot.diagnostics(for: other))
        XCTAssertFalse(newest?.contains { $0.ruleID == "unknown-screen" } ?? true)
    }
}
