import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// The summary other files see is read from the syntax, while rules read the model: on every
/// rule example (behind an emoji, to shift the offsets) the two must tell the same.
final class ScreenSummaryTests: XCTestCase {
    func testTheSummaryAgreesWithTheModelOnEveryRuleExample() {
        var screens = 0
        for rule in Rules.all {
            for example in rule.description.triggering + rule.description.nonTriggering {
                let tree = SyntaxTree(parsing: "// 😀\n" + MarkedSource(example).text)
                for declaration in SourceFileSyntax(tree).screens {
                    let summary = ScreenSummary(declaration)
                    let model = ScreenModel(declaration)
                    let bar = model.topLevel(.navigationBar).first
                    let links = model.allElements.flatMap { element in
                        ScreenLink.Kind.allCases.compactMap { kind -> ScreenLink? in
                            guard let property = element.property(kind.rawValue), let target = property.value.identifierValue else { return nil }
                            return ScreenLink(kind: kind, target: String(target), range: property.value.range)
                        }
                    }
                    let context = "\(rule.id): \(example)"
                    XCTAssertEqual(summary.name, model.name ?? "", context)
                    XCTAssertEqual(summary.nameRange, declaration.headRange, context)
                    XCTAssertEqual(summary.navigationTitle, model.navigationTitle, context)
                    XCTAssertEqual(summary.declaresModal, model.declaresModal, context)
                    XCTAssertEqual(summary.orientation, model.orientation, context)
                    XCTAssertEqual(summary.navigationBarTranslucent, bar?.boolValue("translucent"), context)
                    XCTAssertEqual(summary.navigationBarTint, bar?.property("barTint").map { String($0.value.text) }, context)
                    XCTAssertEqual(summary.navigationBarRange, bar?.nameRange, context)
                    XCTAssertEqual(summary.links, links, context)
                    XCTAssertEqual(summary.isList, model.elements.first { !["StatusBar", "NavigationBar", "SearchBar"].contains($0.name) }?.name == "TableView", context)
                    screens += 1
                }
            }
        }
        XCTAssertGreaterThan(screens, 250)
    }
}
