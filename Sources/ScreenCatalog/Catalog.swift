import ScreenSyntax

/// The component catalog: every element, where it may stand and what it takes. The one
/// source of truth that validation, completion, hover and the docs all read.
public enum Catalog {
    public static let elements: [ElementSpec] = bars + views + controls

    public static func element(named name: some StringProtocol) -> ElementSpec? {
        elementIndex(named: String(name)).map { elements[$0] }
    }

    /// Where the element of that name stands in `elements`: a small number for tables that
    /// are indexed by element. Every element of every screen and many rules ask, so names are
    /// found in an open-addressing table by a cheap hash of their bytes, not by a seeded
    /// `Hasher`.
    public static func elementIndex(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { elementIndex(utf8: $0) }
    }

    /// `elementIndex(named:)` for a name's UTF-8 bytes, as a file holds them: a model of a
    /// screen finds each element's kind without making a string of its name.
    public static func elementIndex(utf8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        elementNames.index(of: name)
    }

    private static let elementNames = NameTable(elements.map(\.name))

    /// Whether the element at `element` in `elements` may stand in the one at `container`, or
    /// right in a screen when that is nil (`ElementSpec.mayStand(in:)`, by place): a rule asks
    /// it of every element, and comparing containers compared names.
    public static func mayStand(_ element: Int, in container: Int?) -> Bool {
        placements[element * (elements.count + 1) + (container ?? elements.count)]
    }

    /// For each element, one flag for each element it may stand in, then one for a screen.
    private static let placements: [Bool] = {
        var placements = [Bool](repeating: false, count: elements.count * (elements.count + 1))
        for (index, element) in elements.enumerated() {
            for container in element.containers {
                switch container {
                case .screen: placements[index * (elements.count + 1) + elements.count] = true
                case .element(let name):
                    if let place = elementIndex(named: name) { placements[index * (elements.count + 1) + place] = true }
                }
            }
        }
        return placements
    }()

    /// Properties of a screen itself.
    public static let screenProperties: [PropertySpec] = [
        PropertySpec("device", .enumeration(["iphone", "iphoneX", "ipad"]), default: "iphone"),
        PropertySpec("orientation", .enumeration(["portrait", "landscape"]), default: "portrait"),
        PropertySpec("appearance", .enumeration(["light", "dark"]), default: "light"),
        PropertySpec("presentation", .enumeration(["push", "modal"])),
        PropertySpec("transition", .enumeration(["coverVertical", "flipHorizontal"])),
        PropertySpec("fullScreen", .bool, default: "false"),
    ]

    /// Where the screen property of that name, as UTF-8 bytes, stands in `screenProperties`;
    /// nil for one a screen does not take.
    public static func screenPropertyIndex(utf8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        screenPropertyNames.index(of: name)
    }

    private static let screenPropertyNames = NameTable(screenProperties.map(\.name))

    public static func screenProperty(named name: some StringProtocol) -> PropertySpec? {
        screenProperties.first { $0.name == name }
    }

    /// The property `name` of `owner`: an element's name, or `screen` for the properties of
    /// a screen itself. Nil when either is unknown.
    public static func property(owner: some StringProtocol, name: some StringProtocol) -> PropertySpec? {
        owner == "screen" ? screenProperty(named: name) : element(named: owner)?.property(named: String(name))
    }

    /// Properties every element takes.
    public static let commonProperties: [PropertySpec] = [
        PropertySpec("width", .points),
        PropertySpec("height", .points),
        PropertySpec("hidden", .bool, default: "false"),
    ]

    /// The elements that may stand directly in `container`, in catalog order.
    public static func elements(allowedIn container: Container) -> [ElementSpec] {
        elements.filter { $0.mayStand(in: container) }
    }

}

// MARK: - The tables of components.md

private let barTintProperties = [PropertySpec("tint", .color), PropertySpec("barTint", .color)]

private let systemTabItems = [
    "bookmarks", "contacts", "downloads", "favorites", "featured", "history", "more", "mostRecent",
    "mostViewed", "recents", "search", "topRated",
]

private let systemButtonItems = [
    "action", "add", "bookmarks", "camera", "cancel", "compose", "done", "edit", "fastForward", "organize",
    "pause", "play", "redo", "refresh", "reply", "rewind", "save", "search", "stop", "trash", "undo",
]

private let title = LocalizedText("its title", "它的标题", "它的標題")

extension Catalog {
    static let bars: [ElementSpec] = [
        ElementSpec("StatusBar", .bars, in: [.screen], properties: [
            PropertySpec("style", .enumeration(["default", "darkContent", "lightContent"]), default: "default"),
        ], height: Metric(20, note: LocalizedText("44 pt on iPhone X, 40 pt during a call or a personal hotspot", "iPhone X 上为 44pt，通话或个人热点时为 40pt", "iPhone X 上為 44pt，通話或個人熱點時為 40pt"))),
        ElementSpec("NetworkActivityIndicator", .bars, in: [.element("StatusBar")], properties: [
            PropertySpec("visible", .bool),
        ], placementReason: LocalizedText(
            "The network activity indicator appears in the status bar.",
            "网络活动指示器在状态栏中出现。",
            "網路活動指示器在狀態列中出現。")),
        ElementSpec("NavigationBar", .bars, in: [.screen], properties: [
            PropertySpec("title", .string), PropertySpec("largeTitle", .bool), PropertySpec("prompt", .string),
            PropertySpec("translucent", .bool, default: "true"),
        ] + barTintProperties, height: Metric(44)),
        ElementSpec("BackButton", .bars, in: [.element("NavigationBar")], primaryText: title, placementReason: LocalizedText(
            "The back button stands at the left end of the navigation bar.",
            "返回按钮位于导航栏左侧。",
            "返回按鈕位於導覽列左側。"), tappable: true),
        ElementSpec("Toolbar", .bars, in: [.screen], properties: [
            PropertySpec("translucent", .bool, default: "true"),
            PropertySpec("position", .enumeration(["top", "bottom"]), default: "bottom"),
        ] + barTintProperties, height: Metric(44)),
        ElementSpec("FlexibleSpace", .bars, in: [.element("NavigationBar"), .element("Toolbar")]),
        ElementSpec("FixedSpace", .bars, in: [.element("NavigationBar"), .element("Toolbar")]),
        ElementSpec("TabBar", .bars, in: [.screen], properties: [
            PropertySpec("translucent", .bool, default: "true"),
        ] + barTintProperties, height: Metric(49, note: LocalizedText("plus the 34 pt bottom safe area on iPhone X", "iPhone X 上另有 34pt 底部安全区域", "iPhone X 上另有 34pt 底部安全區域"))),
        ElementSpec("Tab", .bars, in: [.element("TabBar")], properties: [
            PropertySpec("icon", .string), PropertySpec("systemItem", .enumeration(systemTabItems)),
            PropertySpec("badge", .stringOrInt), PropertySpec("screen", .screen), PropertySpec("disabled", .bool, default: "false"),
            PropertySpec("action", .string),
        ], primaryText: title, placementReason: LocalizedText(
            "Tabs live in a tab bar, at the bottom of the screen.",
            "标签位于屏幕底部的标签栏中。",
            "標籤位於螢幕底部的標籤列中。"), tappable: true),
        ElementSpec("SearchBar", .bars, in: [.screen, .element("NavigationBar")], properties: [
            PropertySpec("placeholder", .string), PropertySpec("prompt", .string),
            PropertySpec("style", .enumeration(["prominent", "minimal"]), default: "prominent"),
            PropertySpec("showsCancelButton", .bool, default: "false"), PropertySpec("showsBookmarkButton", .bool, default: "false"),
            PropertySpec("tokens", .stringList),
        ], height: Metric(44)),
        ElementSpec("ScopeBar", .bars, in: [.element("SearchBar")], properties: [
            PropertySpec("segments", .stringList), PropertySpec("selected", .int, default: "0"),
        ], height: Metric(30...44), placementReason: LocalizedText(
            "A scope bar appears only together with a search bar.",
            "范围栏只有在与搜索栏一起时才会出现。",
            "範圍列只有在與搜尋列一起時才會出現。")),
    ]

    static let views: [ElementSpec] = [
        ElementSpec("TableView", .views, in: [.screen, .element("Stack")], properties: [
            PropertySpec("style", .enumeration(["plain", "grouped"]), default: "plain"),
            PropertySpec("index", .stringList), PropertySpec("editing", .bool, default: "false"),
        ]),
        ElementSpec("Section", .views, in: [.element("TableView")], properties: [
            PropertySpec("footer", .string),
        ], primaryText: LocalizedText("its header", "它的页眉", "它的頁首")),
        ElementSpec("Cell", .views, in: [.element("TableView"), .element("Section")], properties: [
            PropertySpec("subtitle", .string), PropertySpec("image", .string),
            PropertySpec("accessory", .enumeration(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"]), default: "none"),
            PropertySpec("editingControl", .enumeration(["none", "delete", "insert", "reorder"]), default: "none"),
            PropertySpec("pushes", .screen),
        ], primaryText: title, tappable: true),
        ElementSpec("TextView", .views, in: Container.content, properties: [
            PropertySpec("text", .string), PropertySpec("editable", .bool, default: "true"),
        ]),
        ElementSpec("WebView", .views, in: [.screen, .element("Stack")], properties: [PropertySpec("url", .string)]),
        ElementSpec("Alert", .views, in: [.screen], properties: [PropertySpec("message", .string)], primaryText: title),
        ElementSpec("ActionSheet", .views, in: [.screen], properties: [PropertySpec("message", .string)], primaryText: title),
        ElementSpec("Stack", .views, in: Container.content, properties: [
            PropertySpec("axis", .enumeration(["vertical", "horizontal"]), default: "vertical"),
        ]),
        ElementSpec("Image", .views, in: Container.content, properties: [PropertySpec("name", .string)]),
        ElementSpec("Label", .views, in: Container.content + [.element("Toolbar")], properties: [
            PropertySpec("font", .enumeration(["body", "headline", "subheadline", "caption", "footnote", "title", "largeTitle", "custom"]), default: "body"),
            PropertySpec("size", .points), PropertySpec("dynamicType", .bool, default: "true"),
        ], primaryText: LocalizedText("its text", "它的文字", "它的文字")),
    ]

    static let controls: [ElementSpec] = [
        ElementSpec("Button", .controls, in: Container.content + [.element("NavigationBar"), .element("Toolbar"), .element("Alert"), .element("ActionSheet")], properties: [
            PropertySpec("icon", .string), PropertySpec("systemItem", .enumeration(systemButtonItems)),
            PropertySpec("style", .enumeration(["plain", "bordered", "filled", "done"]), default: "plain"),
            PropertySpec("role", .enumeration(["default", "cancel", "destructive"]), default: "default"),
            PropertySpec("placement", .enumeration(["leading", "trailing"]), default: "trailing"),
            PropertySpec("pushes", .screen), PropertySpec("presents", .screen),
        ], primaryText: title, tappable: true),
        ElementSpec("RoundedRectButton", .controls, in: Container.content, primaryText: title, deprecated: true, tappable: true),
        ElementSpec("ActivityIndicator", .controls, in: Container.content + [.element("Toolbar"), .element("NavigationBar")], properties: [
            PropertySpec("animating", .bool, default: "true"), PropertySpec("hidesWhenStopped", .bool, default: "true"),
            PropertySpec("style", .enumeration(["medium", "large"]), default: "medium"),
        ]),
        ElementSpec("ContactAddButton", .controls, in: Container.content, tappable: true),
        ElementSpec("DatePicker", .controls, in: Container.content, properties: [
            PropertySpec("mode", .enumeration(["dateAndTime", "time", "date", "countdown"]), default: "dateAndTime"),
            PropertySpec("minuteInterval", .int, default: "1"), PropertySpec("duration", .duration),
        ]),
        ElementSpec("DetailDisclosureButton", .controls, in: Container.content, tappable: true),
        ElementSpec("InfoButton", .controls, in: Container.content + [.element("Toolbar"), .element("NavigationBar")], properties: [
            PropertySpec("style", .enumeration(["dark", "light"]), default: "dark"),
        ], tappable: true),
        ElementSpec("PageControl", .controls, in: Container.content, properties: [
            PropertySpec("pages", .int), PropertySpec("current", .int, default: "0"),
        ], tappable: true),
        ElementSpec("Picker", .controls, in: Container.content, properties: [PropertySpec("values", .stringList)]),
        ElementSpec("ProgressView", .controls, in: Container.content + [.element("Toolbar")], properties: [
            PropertySpec("style", .enumeration(["default", "bar"]), default: "default"), PropertySpec("progress", .number),
        ]),
        ElementSpec("RefreshControl", .controls, in: [.element("TableView")], properties: [PropertySpec("title", .string)], placementReason: LocalizedText(
            "A refresh control performs a refresh of a table's content.",
            "刷新控件执行表格内容的刷新。",
            "重新整理控制項執行表格內容的重新整理。")),
        ElementSpec("SegmentedControl", .controls, in: Container.content + [.element("NavigationBar"), .element("Toolbar")], properties: [
            PropertySpec("segments", .stringList), PropertySpec("selected", .int),
        ], tappable: true),
        ElementSpec("Segment", .controls, in: [.element("SegmentedControl")], properties: [PropertySpec("image", .string)], primaryText: title, placementReason: LocalizedText(
            "A segment is one part of a segmented control.",
            "分段是分段控件的一部分。",
            "分段是分段控制項的一部分。"), tappable: true),
        ElementSpec("Slider", .controls, in: Container.content, properties: [
            PropertySpec("min", .number, default: "0"), PropertySpec("max", .number, default: "1"), PropertySpec("value", .number),
            PropertySpec("minImage", .string), PropertySpec("maxImage", .string),
        ], primaryText: LocalizedText("what it sets", "它所调节的内容", "它所調節的內容"), tappable: true),
        ElementSpec("VolumeView", .controls, in: Container.content, tappable: true),
        ElementSpec("Stepper", .controls, in: Container.content, properties: [
            PropertySpec("min", .number, default: "0"), PropertySpec("max", .number, default: "100"),
            PropertySpec("step", .number, default: "1"), PropertySpec("value", .number),
        ], tappable: true),
        ElementSpec("Switch", .controls, in: Container.content, properties: [PropertySpec("on", .bool, default: "false")], primaryText: LocalizedText("what it turns on", "它所开关的内容", "它所開關的內容"), tappable: true),
        ElementSpec("TextField", .controls, in: Container.content, properties: [
            PropertySpec("placeholder", .string), PropertySpec("text", .string),
            PropertySpec("clearButton", .enumeration(["never", "whileEditing", "always"]), default: "never"),
            PropertySpec("keyboard", .enumeration(["default", "emailAddress", "URL", "numberPad", "phonePad", "decimalPad", "twitter", "webSearch"]), default: "default"),
            PropertySpec("content", .enumeration(["text", "name", "email", "url", "phone", "number", "password", "search"]), default: "text"),
            PropertySpec("secure", .bool, default: "false"),
        ], tappable: true),
    ]
}

extension Catalog {
    /// The system colors of iOS 7, the guidelines' release, by their UIKit names.
    public static let systemColors: [(name: String, hex: String)] = [
        ("systemBlue", "#007AFF"), ("systemRed", "#FF3B30"), ("systemOrange", "#FF9500"), ("systemYellow", "#FFCC00"),
        ("systemGreen", "#4CD964"), ("systemTeal", "#5AC8FA"), ("systemPurple", "#5856D6"), ("systemPink", "#FF2D55"),
        ("systemGray", "#8E8E93"),
    ]
}

/// Sizes the guidelines give that belong to no one element.
public enum Metrics {
    /// The smallest comfortable hit target, in points, each way.
    public static let minimumHitTarget = 44.0
    /// The bottom safe area on iPhone X, in points.
    public static let bottomSafeArea = 34.0
}
