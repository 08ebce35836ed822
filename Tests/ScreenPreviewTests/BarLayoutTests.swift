import XCTest
@testable import ScreenPreview

/// Bars at the guideline's metrics (seed 003) on every device and orientation, read back
/// from the picture by the SVG contract.
final class BarLayoutTests: XCTestCase {
    private let devices: [(device: String, orientation: String, width: Double, height: Double, status: Double, home: Double)] = [
        ("iphone", "portrait", 375, 667, 20, 0), ("iphone", "landscape", 667, 375, 20, 0),
        ("iphoneX", "portrait", 375, 812, 44, 34), ("iphoneX", "landscape", 812, 375, 20, 21),
        ("ipad", "portrait", 768, 1024, 20, 0), ("ipad", "landscape", 1024, 768, 20, 0),
    ]

    func testTheCanvasIsTheDeviceInPoints() {
        for device in devices {
            let svg = picture("screen A { device: \(device.device) orientation: \(device.orientation) }")
            XCTAssertEqual(rootAttribute("width", of: svg), number(device.width), device.device)
            XCTAssertEqual(rootAttribute("height", of: svg), number(device.height), device.device)
            XCTAssertEqual(rootAttribute("viewBox", of: svg), "0 0 \(number(device.width)) \(number(device.height))")
        }
    }

    func testTopBarsStackUnderTheStatusBar() {
        for device in devices {
            let svg = picture("""
                screen A {
                    device: \(device.device)
                    orientation: \(device.orientation)
                    StatusBar { style: darkContent }
                    NavigationBar { title: "Inbox" }
                    SearchBar { placeholder: "Search mail"; ScopeBar { segments: ["All", "Unread"] } }
                    TableView { Cell "One" }
                    Toolbar { Button "Edit" }
                }
                """)
            let label = "\(device.device) \(device.orientation)"
            XCTAssertEqual(frame(of: "StatusBar", in: svg), Frame(x: 0, y: 0, width: device.width, height: device.status), label)
            XCTAssertEqual(frame(of: "NavigationBar", in: svg), Frame(x: 0, y: device.status, width: device.width, height: 44), label)
            XCTAssertEqual(frame(of: "SearchBar", in: svg), Frame(x: 0, y: device.status + 44, width: device.width, height: 88), label)
            XCTAssertEqual(frame(of: "ScopeBar", in: svg), Frame(x: 0, y: device.status + 88, width: device.width, height: 44), label)
            let toolbarY = device.height - device.home - 44
            XCTAssertEqual(frame(of: "Toolbar", in: svg), Frame(x: 0, y: toolbarY, width: device.width, height: 44), label)
            // The content fills what the bars leave.
            XCTAssertEqual(frame(of: "TableView", in: svg), Frame(x: 0, y: device.status + 132, width: device.width, height: toolbarY - device.status - 132), label)
        }
    }

    func testTheTabBarStandsAboveTheHomeIndicator() {
        for device in devices {
            let svg = picture("""
                screen A {
                    device: \(device.device)
                    orientation: \(device.orientation)
                    StatusBar
                    TabBar { Tab "A" { screen: A }; Tab "B"; Tab "C" }
                }
                """)
            let y = device.height - device.home - 49
            XCTAssertEqual(frame(of: "TabBar", in: svg), Frame(x: 0, y: y, width: device.width, height: 49), device.device)
            let tabs = elements(in: svg).filter { $0.name == "Tab" }.map(\.frame)
            XCTAssertEqual(tabs.count, 3)
            for tab in tabs { XCTAssertEqual(tab.width, device.width / 3, accuracy: 0.01) }
            XCTAssertEqual(tabs.last?.maxX ?? 0, device.width, accuracy: 0.01)
        }
    }

    func testALargeTitleAndAPromptMakeTheNavigationBarTaller() {
        let large = picture("screen A { StatusBar; NavigationBar { title: \"Mailboxes\" largeTitle: true }; Label \"x\" }")
        XCTAssertEqual(frame(of: "NavigationBar", in: large), Frame(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(frame(of: "Label", in: large)?.y, 116)
        let prompt = picture("screen A { StatusBar; NavigationBar { title: \"Inbox\" prompt: \"Choose a mailbox.\" } }")
        XCTAssertEqual(frame(of: "NavigationBar", in: prompt)?.height, 74)
    }

    func testToolbarAndTabBarStackInTheOrderWritten() {
        let svg = picture("screen A { device: iphoneX; Toolbar { Button \"Edit\" }; TabBar { Tab \"A\"; Tab \"B\" } }")
        XCTAssertEqual(frame(of: "TabBar", in: svg), Frame(x: 0, y: 812 - 34 - 49, width: 375, height: 49))
        XCTAssertEqual(frame(of: "Toolbar", in: svg), Frame(x: 0, y: 812 - 34 - 49 - 44, width: 375, height: 44))
    }

    func testNavigationBarItemsStandLeadingAndTrailing() throws {
        let svg = picture("screen A { StatusBar; NavigationBar { BackButton \"Back\"; title: \"T\"; Button \"Cancel\" { placement: leading }; Button \"Done\" } }")
        let items = elements(in: svg)
        let back = try XCTUnwrap(items.first { $0.name == "BackButton" }?.frame)
        let buttons = items.filter { $0.name == "Button" }.map(\.frame)
        XCTAssertEqual(back.x, 8)
        XCTAssertEqual(buttons.count, 2)
        XCTAssertGreaterThan(buttons[0].x, back.maxX, "the leading button follows the back button")
        XCTAssertEqual(buttons[1].maxX, 375 - 8, "the trailing button ends at the margin")
        XCTAssertTrue(buttons.allSatisfy { $0.y == 20 && $0.height == 44 })
    }
}
