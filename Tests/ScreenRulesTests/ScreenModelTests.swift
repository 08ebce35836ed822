import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What rules ask of a screen's model: the elements of a kind, depth first, the same whether
/// the screen's kinds repeat (a grouped list) or not (looked up in the screen's own list).
final class ScreenModelTests: XCTestCase {
    func testElementsOfAKindWhenNoKindRepeats() throws {
        let model = try self.model("""
            screen Inbox {
                NavigationBar { title: "Inbox" }
                Label "Hello"
                Button "Open" { pushes: Inbox }
                Mystery
            }
            """)
        XCTAssertEqual(model.allElements.map(\.name), ["NavigationBar", "Label", "Button", "Mystery"])
        XCTAssertEqual(model.elements(.navigationBar).map(\.name), ["NavigationBar"])
        XCTAssertEqual(model.elements(.button).map(\.primaryText), ["Open"])
        XCTAssertEqual(model.elements(.label).map(\.primaryText), ["Hello"])
        XCTAssertTrue(model.elements(.tabBar).isEmpty)
        XCTAssertTrue(model.elements(.cell).isEmpty)
        XCTAssertEqual(model.unknownElements.map(\.name), ["Mystery"])
        XCTAssertTrue(model.kinds.contains(ElementKind.button.index))
        XCTAssertFalse(model.kinds.contains(ElementKind.tabBar.index))
    }

    func testElementsOfAKindWhenKindsRepeatAtAnyDepth() throws {
        let model = try self.model("""
            screen Settings {
                NavigationBar { title: "Settings" Button "Edit" }
                Label "Top"
                Stack {
                    Button "One"
                    Label "Inner"
                    Stack { Button "Two" }
                }
                Button "Three"
            }
            """)
        XCTAssertEqual(model.allElements.map(\.name), ["NavigationBar", "Button", "Label", "Stack", "Button", "Label", "Stack", "Button", "Button"])
        XCTAssertEqual(model.elements(.button).map(\.primaryText), ["Edit", "One", "Two", "Three"])
        XCTAssertEqual(model.elements(.label).map(\.primaryText), ["Top", "Inner"])
        XCTAssertEqual(model.elements(ElementKind("Stack")).count, 2)
        XCTAssertEqual(model.elements(.navigationBar).count, 1)
        XCTAssertTrue(model.elements(.tabBar).isEmpty)
        XCTAssertTrue(model.unknownElements.isEmpty)
        XCTAssertEqual(model.topLevel(.button).map(\.primaryText), ["Three"])
    }

    /// A screen whose elements all stand at the top shares one list for both; nested ones
    /// make the list of every element depth first.
    func testEveryElementDepthFirst() throws {
        let flat = try model("screen A {\n    Label \"a\"\n    Button \"b\"\n}")
        XCTAssertEqual(flat.allElements.map(\.name), flat.elements.map(\.name))
        let nested = try model("screen A {\n    Stack { Label \"a\" }\n    Button \"b\"\n}")
        XCTAssertEqual(nested.elements.map(\.name), ["Stack", "Button"])
        XCTAssertEqual(nested.allElements.map(\.name), ["Stack", "Label", "Button"])
        XCTAssertEqual(nested.descendants(of: nested.elements[0]).map(\.name), ["Label"])
        XCTAssertEqual(nested.parent(of: nested.allElements[1])?.name, "Stack")
    }

    private func model(_ text: String) throws -> ScreenModel {
        let screens = SourceFileSyntax(SyntaxTree(parsing: text)).screens
        return ScreenModel(try XCTUnwrap(screens.first))
    }
}
