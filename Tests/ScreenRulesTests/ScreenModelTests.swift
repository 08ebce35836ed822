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

    /// The facts the property rules ask first: a property the screen or a known element does
    /// not take, at any depth (an unknown element's are not counted: it takes none the
    /// catalog knows), and a name set twice in one block, by the catalog's place or by its text.
    func testPropertyFactsAtAnyDepth() throws {
        let plain = try self.model("""
            screen Plain {
                device: iphone
                NavigationBar { title: "Plain" translucent: true }
                Stack { Button "Go" { width: 44pt height: 44pt } }
                Mystery { anything: 1 anything: 2 }
            }
            """)
        XCTAssertFalse(plain.propertyFacts.hasPropertyOutsideCatalog)
        XCTAssertTrue(plain.propertyFacts.repeatsAPropertyName, "the unknown element repeats a name")
        XCTAssertEqual(plain.allElements.map(\.repeatsAPropertyName), [false, false, false, true])
        XCTAssertFalse(plain.repeatsAPropertyName)

        let deep = try self.model("""
            screen Deep {
                Stack { Stack { Button "Go" { colour: red } } }
            }
            """)
        XCTAssertTrue(deep.propertyFacts.hasPropertyOutsideCatalog)
        XCTAssertFalse(deep.propertyFacts.repeatsAPropertyName)

        let screenLevel = try self.model("""
            screen Twice {
                device: iphone
                shade: dark
                device: ipad
                Label "Hi" { text: "a" }
            }
            """)
        XCTAssertTrue(screenLevel.propertyFacts.hasPropertyOutsideCatalog)
        XCTAssertTrue(screenLevel.propertyFacts.repeatsAPropertyName)
        XCTAssertTrue(screenLevel.repeatsAPropertyName)
        XCTAssertEqual(screenLevel.allElements.map(\.repeatsAPropertyName), [false])

        let repeatedUnknown = try self.model("""
            screen Odd {
                Button "Go" { glow: 1 shine: 2 glow: 3 }
            }
            """)
        XCTAssertEqual(repeatedUnknown.allElements.map(\.repeatsAPropertyName), [true])
    }

    /// The device and orientation told in place agree with the values read as strings, the
    /// defaults included, and a value that is no name reads as the default.
    func testPortraitAndPhoneAsTheirValuesSay() throws {
        for (settings, portrait, phone) in [("", true, true), ("orientation: landscape", false, true), ("orientation: portrait device: ipad", true, false),
                                            ("device: iphoneX", true, true), ("orientation: \"landscape\" device: \"ipad\"", true, true), ("orientation: portraitX", false, true)] {
            let model = try self.model("screen S {\n    \(settings)\n    Label \"x\"\n}")
            XCTAssertEqual(model.isPortrait, portrait, settings)
            XCTAssertEqual(model.isPortrait, model.orientation == "portrait", settings)
            XCTAssertEqual(model.isPhone, phone, settings)
            XCTAssertEqual(model.isPhone, model.device == "iphone" || model.device == "iphoneX", settings)
        }
        for (settings, modal) in [("", false), ("presentation: modal", true), ("presentation: push", false), ("presentation: \"modal\"", false), ("presentation: modals", false)] {
            XCTAssertEqual(try self.model("screen S {\n    \(settings)\n}").declaresModal, modal, settings)
        }
    }

    private func model(_ text: String) throws -> ScreenModel {
        let screens = SourceFileSyntax(SyntaxTree(parsing: text)).screens
        return ScreenModel(try XCTUnwrap(screens.first))
    }
}
