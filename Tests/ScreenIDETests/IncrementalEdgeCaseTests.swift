import XCTest
import ScreenSyntax
import ScreenRules
@testable import ScreenIDE
import ScreenTestSupport

/// Cases where findings kept across an edit could go wrong, and the incremental host must
/// still agree with a fresh one: order-dependent facts, links that move without their text,
/// suppressed findings that point into another file.
final class IncrementalEdgeCaseTests: XCTestCase {
    /// A change that replaces the first occurrence of `old` (after `after`, if given) with
    /// `new`, in the text `text`; returns the change and the text it leaves.
    static func change(_ text: [UInt8], replacing old: String, with new: String, after: String? = nil) -> (TextChange, [UInt8]) {
        let string = String(decoding: text, as: UTF8.self)
        var searchStart = string.startIndex
        if let after, let found = string.range(of: after) { searchStart = found.upperBound }
        guard let range = string.range(of: old, range: searchStart..<string.endIndex) else {
            fatalError("\(old) not in \(string)")
        }
        let lower = string.utf8.distance(from: string.startIndex, to: range.lowerBound)
        let upper = string.utf8.distance(from: string.startIndex, to: range.upperBound)
        let lines = LineIndex(text)
        let change = TextChange(range: lines.position(ofOffset: lower, in: .utf8)..<lines.position(ofOffset: upper, in: .utf8), newText: new)
        var result = text
        result.replaceSubrange(lower..<upper, with: Array(new.utf8))
        return (change, result)
    }

    /// A host with two files, a.screen and b.screen, holding these texts.
    static func host(a: String, b: String) -> (AnalysisHost, a: String, b: String) {
        let host = AnalysisHost()
        let keys = (a: "file:///w/a.screen", b: "file:///w/b.screen")
        host.setText(Array(a.utf8), for: keys.a)
        host.setText(Array(b.utf8), for: keys.b)
        return (host, keys.a, keys.b)
    }

    /// Applies `replacements` to `key` in one `applyChanges` call.
    static func apply(_ host: AnalysisHost, _ key: String, _ replacements: [(old: String, new: String)]) {
        var text = host.snapshot.file(key)!.tree.source
        var changes: [TextChange] = []
        for replacement in replacements {
            let (change, next) = change(text, replacing: replacement.old, with: replacement.new)
            changes.append(change)
            text = next
        }
        let result = host.applyChanges(changes, encoding: .utf8, to: key)
        precondition(result == text)
    }

    /// Every file's findings equal a fresh host's; the files other than `edited` whose
    /// findings changed are among `affected`.
    func assertAgreesWithFreshHost(_ host: AnalysisHost, before: [String: [Diagnostic]], edited: Set<String>, affected: Set<String>,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let snapshot = host.snapshot
        let fresh = AnalysisHost()
        for key in snapshot.fileKeys { fresh.setText(snapshot.file(key)!.tree.source, for: key) }
        for key in snapshot.fileKeys {
            let diagnostics = snapshot.diagnostics(for: key)
            XCTAssertEqual(diagnostics, fresh.snapshot.diagnostics(for: key), "findings of \(key)", file: file, line: line)
            if !edited.contains(key), let old = before[key], old != diagnostics {
                XCTAssertTrue(affected.contains(key), "\(key) changed but was not reported affected", file: file, line: line)
            }
        }
    }

    func diagnostics(_ host: AnalysisHost) -> [String: [Diagnostic]] {
        let snapshot = host.snapshot
        return Dictionary(uniqueKeysWithValues: snapshot.fileKeys.map { ($0, snapshot.diagnostics(for: $0)) })
    }

    /// The usual navigation-bar look of an orientation goes, on a tie, to the look seen first.
    /// Swapping two screens' looks in one file keeps the multiset of looks, but changes which
    /// is seen first, so a screen of another file that matched the usual look now differs.
    func testSwappingBarLooksWithinAFileChangesTheTieBreakElsewhere() {
        let (host, a, _) = Self.host(a: """
            screen S1 { NavigationBar { title: "One" translucent: false } }
            screen S2 { NavigationBar { title: "Two" translucent: true } }

            """, b: """
            screen T { NavigationBar { title: "Three" translucent: false } }
            screen U { NavigationBar { title: "Four" translucent: true } }

            """)
        let before = diagnostics(host)
        _ = host.takeAffectedFiles()
        // S1 becomes translucent and S2 opaque: still two of each in the workspace.
        Self.apply(host, a, [("\"One\" translucent: false", "\"One\" translucent: true"), ("\"Two\" translucent: true", "\"Two\" translucent: false")])
        assertAgreesWithFreshHost(host, before: before, edited: [a], affected: host.takeAffectedFiles())
    }

    /// Two screens that push X trade names (and another screen changes, so that the facts did
    /// change): the screens match their old selves by facts, so nothing names X or them, yet
    /// the first screen that pushes X is now the other one.
    func testScreensThatTradePlacesChangeWhichPusherComesFirst() {
        let (host, a, b) = Self.host(a: """
            screen P { Button "Go" { pushes: X } }
            screen Q { Button "Go" { pushes: X } }
            screen C { Label "c" }

            """, b: """
            screen X {
                NavigationBar { title: "X" BackButton "Back" SegmentedControl { segments: ["A", "B"] } }
            }

            """)
        let before = diagnostics(host)
        XCTAssertTrue(before[b]!.contains { $0.ruleID == "nav-bar-segmented-not-top-level" })
        _ = host.takeAffectedFiles()
        // Now Q comes first, then P; C is D.
        Self.apply(host, a, [("Q {", "P {"), ("P {", "Q {"), ("C {", "D {")])
        assertAgreesWithFreshHost(host, before: before, edited: [a], affected: host.takeAffectedFiles())
    }

    /// One edit adds a button that pushes X before the one that did, and makes the old one's
    /// `pushes:` a misspelt property: P still pushes X once, so the file's facts are the same
    /// and only positions moved. But the link now stands at the new button, while the finding
    /// kept in X's file still points at the old one (moved with the text).
    func testALinkThatMovesToAnotherElementWithSameFactsMovesTheRelatedLocation() {
        let (host, a, b) = Self.host(a: """
            screen P {
                Button "Go" { pushes: X }
            }

            """, b: """
            screen X {
                NavigationBar { BackButton "P" SegmentedControl { segments: ["A", "B"] } }
            }

            """)
        let before = diagnostics(host)
        XCTAssertTrue(before[b]!.contains { $0.ruleID == "nav-bar-segmented-not-top-level" })
        _ = host.takeAffectedFiles()
        Self.apply(host, a, [("Button \"Go\" { pushes", "Button \"New\" { pushes: X }\n    Button \"Go\" { pushez")])
        assertAgreesWithFreshHost(host, before: before, edited: [a], affected: host.takeAffectedFiles())
    }

    /// A finding silenced by a suppression is still kept among the screen's findings, with its
    /// related location in another file; but the cache only follows edits of the files that
    /// the shown findings point into. Once the suppression goes, the kept finding points where
    /// the other file's link stood before it was edited.
    func testASuppressedFindingsRelatedLocationFollowsEditsOfTheFileItPointsInto() {
        let (host, a, b) = Self.host(a: """
            // screenkit-ignore-file: nav-bar-segmented-not-top-level
            screen X {
                NavigationBar { BackButton "P" SegmentedControl { segments: ["A", "B"] } }
            }

            """, b: """
            screen P {
                Button "Go" { pushes: X }
            }

            """)
        _ = diagnostics(host)
        // Text moves in b before the link; b's facts stay the same.
        Self.apply(host, b, [("    Button", "    Label \"Moves the link\"\n    Button")])
        _ = diagnostics(host)
        let before = diagnostics(host)
        _ = host.takeAffectedFiles()
        // The suppression goes; the screen below it is not edited.
        Self.apply(host, a, [("// screenkit-ignore-file: nav-bar-segmented-not-top-level\n", "")])
        XCTAssertTrue(host.snapshot.diagnostics(for: a).contains { $0.ruleID == "nav-bar-segmented-not-top-level" })
        assertAgreesWithFreshHost(host, before: before, edited: [a], affected: host.takeAffectedFiles())
    }
}
