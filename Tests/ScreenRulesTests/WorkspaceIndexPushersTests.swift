import XCTest
@testable import ScreenRules

/// Which screens push a screen: each pushing screen once, in file and screen order, however
/// its links repeat and even when a file reaches the index twice.
final class WorkspaceIndexPushersTests: XCTestCase {
    func testEachPusherIsListedOnce() {
        let source = """
        screen Home {
            Button "Open" { pushes: Detail }
            Button "Other" { pushes: Settings }
            Button "Again" { pushes: Detail }
        }
        screen Second {
            Button "Open" { pushes: Detail }
        }
        screen Detail {}
        screen Settings {}
        """
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        for summaries in [[file.summary], [file.summary, file.summary]] {
            let index = WorkspaceIndex(summaries)
            XCTAssertEqual(index.pushers(of: "Detail").map(\.screen.name), ["Home", "Second"], "\(summaries.count) copies of the file")
            XCTAssertEqual(index.pushers(of: "Settings").map(\.screen.name), ["Home"])
            XCTAssertTrue(index.pushers(of: "Home").isEmpty)
        }
    }
}
