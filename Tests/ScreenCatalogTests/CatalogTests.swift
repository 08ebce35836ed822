import XCTest
@testable import ScreenCatalog

final class CatalogTests: XCTestCase {
    func testNamesAreUnique() {
        XCTAssertEqual(Set(Catalog.elements.map(\.name)).count, Catalog.elements.count)
        for element in Catalog.elements {
            XCTAssertEqual(Set(element.allProperties.map(\.name)).count, element.allProperties.count, element.name)
        }
    }

    func testEveryContainerIsTheScreenOrAnElement() {
        for element in Catalog.elements {
            for case .element(let name) in element.containers {
                XCTAssertNotNil(Catalog.element(named: name), "\(element.name) stands in unknown \(name)")
            }
        }
    }

    func testDefaultsAreValidValues() {
        for property in Catalog.elements.flatMap(\.allProperties) + Catalog.screenProperties {
            guard let value = property.defaultValue, !property.type.enumerationValues.isEmpty else { continue }
            XCTAssertTrue(property.type.enumerationValues.contains(value), "\(property.name) defaults to \(value)")
        }
    }

    func testPlacementFromComponentsMD() {
        XCTAssertEqual(Catalog.element(named: "Tab")?.containers, [.element("TabBar")])
        XCTAssertEqual(Catalog.element(named: "ScopeBar")?.containers, [.element("SearchBar")])
        XCTAssertTrue(Catalog.element(named: "Button")!.mayStand(in: .element("Alert")))
        XCTAssertFalse(Catalog.element(named: "Switch")!.mayStand(in: .element("Toolbar")))
        XCTAssertEqual(Catalog.elements(allowedIn: .element("StatusBar")).map(\.name), ["NetworkActivityIndicator"])
        XCTAssertTrue(Catalog.element(named: "RoundedRectButton")!.isDeprecated)
    }
}
