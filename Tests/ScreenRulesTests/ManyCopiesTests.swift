import Foundation
import ScreenSyntax
import XCTest
@testable import ScreenRules

/// Workspaces with thousands of screens of one name (found by the hostile-file tests: 20,000
/// copies of `screen A { … }` made `screenkit check` run for minutes and take 23 GB, as each
/// copy named every other one).
final class ManyCopiesTests: XCTestCase {
    func testThousandsOfCopiesOfAScreenAreCheckedInLinearTimeAndMemory() {
        let copies = 5_000
        let source = String(repeating: "screen A {\n    Label \"x\"\n}\n", count: copies)
        // Every finding, past the usual limit per file.
        var configuration = Configuration()
        configuration.findingsPerFile = copies
        let started = Date()
        let found = findings("duplicate-screen", in: source, configuration: configuration)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
        XCTAssertEqual(found.count, copies)
        for (index, diagnostic) in found.enumerated() {
            XCTAssertEqual(diagnostic.related.count, Rule.maximumRelatedDeclarations)
            XCTAssertTrue(diagnostic.message.english.contains("declared \(copies) times"))
            // Every copy after the first can go; the first cannot.
            XCTAssertEqual(diagnostic.fixes.isEmpty, index == 0)
        }
    }

    func testAFewCopiesStillNameEveryOther() {
        let found = findings("duplicate-screen", in: "screen A {}\nscreen B {}\nscreen A { Label \"x\" }\nscreen A {}\n")
        XCTAssertEqual(found.map(\.related.count), [2, 2, 2])
        XCTAssertEqual(found.map { !$0.fixes.isEmpty }, [false, false, true])
    }

    func testModalScreensAmongManyCopies() {
        let source = String(repeating: "screen A {}\n", count: 2_000) + "screen A { presentation: modal }\n"
        let index = WorkspaceIndex([FileAnalysis(path: "a.screen", source: Array(source.utf8)).summary])
        XCTAssertTrue(index.isModal("A"))
        XCTAssertFalse(index.isModal("B"))
    }
}
