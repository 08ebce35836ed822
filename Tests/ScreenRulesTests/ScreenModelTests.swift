import XCTest
import ScreenSyntax
import ScreenCatalog
import ScreenTestSupport
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
    func testModelFactsAtAnyDepth() throws {
        let plain = try self.model("""
            screen Plain {
                device: iphone
                NavigationBar { title: "Plain" translucent: true }
                Stack { Button "Go" { width: 44pt height: 44pt } }
                Mystery { anything: 1 anything: 2 }
            }
            """)
        XCTAssertFalse(plain.modelFacts.hasPropertyOutsideCatalog)
        XCTAssertTrue(plain.modelFacts.repeatsAPropertyName, "the unknown element repeats a name")
        XCTAssertEqual(plain.allElements.map(\.repeatsAPropertyName), [false, false, false, true])
        XCTAssertFalse(plain.repeatsAPropertyName)

        let deep = try self.model("""
            screen Deep {
                Stack { Stack { Button "Go" { colour: red } } }
            }
            """)
        XCTAssertTrue(deep.modelFacts.hasPropertyOutsideCatalog)
        XCTAssertFalse(deep.modelFacts.repeatsAPropertyName)

        let screenLevel = try self.model("""
            screen Twice {
                device: iphone
                shade: dark
                device: ipad
                Label "Hi" { text: "a" }
            }
            """)
        XCTAssertTrue(screenLevel.modelFacts.hasPropertyOutsideCatalog)
        XCTAssertTrue(screenLevel.modelFacts.repeatsAPropertyName)
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

    /// Whether an element stands where it may not is found while the model is built, as
    /// misplaced-component's walk finds it: every known element is judged in its container
    /// (the screen or a known element), and nothing in an unknown element is.
    func testMisplacedElementFactAgreesWithTheWalk() throws {
        var generator = SeededGenerator(seed: 40)
        let names = Catalog.elements.map(\.name) + ["Mystery"]
        func block(depth: Int) -> String {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                let name = names.randomElement(using: &generator)!
                return depth < 3 && Bool.random(using: &generator) ? "\(name) { \(block(depth: depth + 1)) }" : name
            }.joined(separator: "\n")
        }
        var misplaced = 0
        for _ in 0..<1_500 {
            let model = try self.model("screen Random {\n\(block(depth: 0))\n}")
            var expected = false
            var position = 0
            while position < model.allElements.count {
                let element = model.allElements[position]
                guard element.spec != nil else {
                    position = element.subtreeEnd
                    continue
                }
                if !Catalog.mayStand(element.kind, in: element.parentPosition.map { model.allElements[$0].kind }) { expected = true }
                position += 1
            }
            XCTAssertEqual(model.modelFacts.hasMisplacedElement, expected, model.allElements.map(\.name).joined(separator: " "))
            if expected { misplaced += 1 }
        }
        // Both answers are met often enough to be tested.
        XCTAssertGreaterThan(misplaced, 100)
        XCTAssertLessThan(misplaced, 1_400)
    }

    /// Whether a value does not fit its type is found while the model is built, as
    /// invalid-value's walk finds it: every property the catalog describes, of the screen and of
    /// every element, and text after the name of an element that takes none.
    func testInvalidValueFactAgreesWithTheWalk() throws {
        var generator = SeededGenerator(seed: 41)
        let values = ["true", "maybe", "12", "12.5", "44pt", "2x", "1h30m", "#FF9500", "#GG", "\"text\"", "[\"A\", \"B\"]", "[\"A\", 3]",
                      "plain", "trailing", "disclosureIndicator", "iphone", "modal", "Inbox", "\"plain\""]
        let specs = Catalog.elements.filter { !$0.allProperties.isEmpty }
        func element(depth: Int) -> String {
            let spec = specs.randomElement(using: &generator)!
            let text = Int.random(in: 0..<6, using: &generator) == 0 ? " \"Title\"" : ""
            var members = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                "\(spec.allProperties.randomElement(using: &generator)!.name): \(values.randomElement(using: &generator)!)"
            }
            if depth < 2, Bool.random(using: &generator) { members.append(element(depth: depth + 1)) }
            return "\(spec.name)\(text)" + (members.isEmpty ? "" : " { \(members.joined(separator: " ")) }")
        }
        var invalid = 0
        for _ in 0..<1_500 {
            let screenProperty = Int.random(in: 0..<3, using: &generator) == 0
                ? "\(Catalog.screenProperties.randomElement(using: &generator)!.name): \(values.randomElement(using: &generator)!)\n" : ""
            let model = try self.model("screen Random {\n\(screenProperty)\(element(depth: 0))\n\(element(depth: 0))\n}")
            var expected = model.properties.contains { property in model.type(of: property).map { !ValueCheck.fits(property.value, $0) } ?? false }
            for element in model.allElements {
                guard let spec = element.spec else { continue }
                if element.properties.contains(where: { property in element.type(of: property).map { !ValueCheck.fits(property.value, $0) } ?? false }) { expected = true }
                if !spec.takesPrimaryText, element.syntax.primaryTextToken != nil { expected = true }
            }
            XCTAssertEqual(model.modelFacts.hasInvalidValue, expected, model.syntax.tree.text(of: model.syntax.id).description)
            if expected { invalid += 1 }
        }
        // Both answers are met often enough to be tested.
        XCTAssertGreaterThan(invalid, 50)
        XCTAssertLessThan(invalid, 1_450)
    }

    /// The back buttons of the top-level navigation bars, in order, as collecting each bar's
    /// children gives them; back buttons anywhere else are not among them.
    func testBackButtonsAreThoseOfTopLevelNavigationBars() throws {
        var generator = SeededGenerator(seed: 42)
        let parts = ["BackButton \"A\"", "BackButton \"B\"", "Button \"C\"", "Stack { BackButton \"D\" }", "NavigationBar { BackButton \"E\" }"]
        for _ in 0..<500 {
            let bars = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                let members = (0..<Int.random(in: 0...3, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
                let bar = "NavigationBar { \(members.joined(separator: " ")) }"
                return Bool.random(using: &generator) ? bar : "Stack { \(bar) }"
            }
            let model = try self.model("screen Random {\n\(bars.joined(separator: "\n"))\nBackButton \"F\"\n}")
            let expected = model.topLevel(.navigationBar).flatMap { $0.children(.backButton) }
            XCTAssertEqual(model.backButtons.map(\.position), expected.map(\.position), bars.joined(separator: " "))
        }
    }

    func testMisplacedElementFactInPlainCases() throws {
        XCTAssertFalse(try model("screen A {\n    NavigationBar { title: \"A\" }\n    TableView { Cell \"B\" }\n}").modelFacts.hasMisplacedElement)
        XCTAssertTrue(try model("screen A {\n    TableView { Stack { Cell \"B\" } }\n}").modelFacts.hasMisplacedElement)
        XCTAssertFalse(try model("screen A {\n    Mystery { Cell \"B\" }\n}").modelFacts.hasMisplacedElement, "nothing in an unknown element is judged")
        XCTAssertFalse(try model("screen A {\n    Mystery { Stack { Cell \"B\" } }\n}").modelFacts.hasMisplacedElement, "nor below it")
        XCTAssertTrue(try model("screen A {\n    Cell \"B\"\n}").modelFacts.hasMisplacedElement)
    }

    private func model(_ text: String) throws -> ScreenModel {
        let screens = SourceFileSyntax(SyntaxTree(parsing: text)).screens
        return ScreenModel(try XCTUnwrap(screens.first))
    }
}
