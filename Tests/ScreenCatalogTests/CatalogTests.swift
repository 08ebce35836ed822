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
        // The table by place answers as the specs do, for every element in every element and
        // right in a screen.
        for (index, element) in Catalog.elements.enumerated() {
            XCTAssertEqual(Catalog.mayStand(index, in: nil), element.mayStand(in: .screen), element.name)
            for (place, container) in Catalog.elements.enumerated() {
                XCTAssertEqual(Catalog.mayStand(index, in: place), element.mayStand(in: .element(container.name)), "\(element.name) in \(container.name)")
            }
        }
        XCTAssertEqual(Catalog.elements(allowedIn: .element("StatusBar")).map(\.name), ["NetworkActivityIndicator"])
        XCTAssertTrue(Catalog.element(named: "RoundedRectButton")!.isDeprecated)
    }

    /// A screen's model finds each element's kind from the bytes of its name: every catalog
    /// name is found there as by its string, and nothing else is, however close.
    func testElementsAreFoundByTheBytesOfTheirNames() {
        func index(ofBytes name: String) -> Int? {
            Array(name.utf8).withUnsafeBufferPointer { Catalog.elementIndex(utf8: $0) }
        }
        for (position, element) in Catalog.elements.enumerated() {
            XCTAssertEqual(index(ofBytes: element.name), position, element.name)
            XCTAssertEqual(Catalog.elementIndex(named: element.name), position, element.name)
            for near in [String(element.name.dropLast()), element.name + "s", element.name.lowercased(), " " + element.name, element.name + "\0"] {
                XCTAssertNil(index(ofBytes: near), near)
                XCTAssertNil(Catalog.elementIndex(named: near), near)
            }
        }
        for stranger in ["", "Bütton", "按钮", "😀", "TableViewTableView"] {
            XCTAssertNil(index(ofBytes: stranger), stranger)
        }
    }
}
