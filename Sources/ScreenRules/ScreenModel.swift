import ScreenSyntax
import ScreenCatalog

/// One element of a screen with what the catalog knows of it: the model rules read. A class,
/// built once per analysis and shared by every rule without copying.
public final class ElementNode: Sendable {
    public let syntax: ElementSyntax
    public let name: String
    /// Nil for a name the catalog does not know.
    public let spec: ElementSpec?
    public let properties: [PropertySyntax]
    public let children: [ElementNode]
    /// Every element below this one, depth first.
    public let descendants: [ElementNode]
    /// The first property of each name, for the lookups every rule makes.
    private let firstProperty: [Substring: PropertySyntax]

    init(_ syntax: ElementSyntax) {
        self.syntax = syntax
        self.name = String(syntax.name)
        self.spec = Catalog.element(named: name)
        let members = syntax.block?.members ?? []
        let properties = members.compactMap { if case .property(let property) = $0 { property } else { nil } }
        self.properties = properties
        self.firstProperty = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let children = members.compactMap { member -> ElementNode? in
            if case .element(let element) = member { ElementNode(element) } else { nil }
        }
        self.children = children
        self.descendants = children.flatMap { [$0] + $0.descendants }
    }

    /// The first property of that name.
    public func property(_ name: String) -> PropertySyntax? {
        firstProperty[Substring(name)]
    }

    public func stringValue(_ property: String) -> String? { self.property(property)?.value.stringValue }
    public func boolValue(_ property: String) -> Bool? { self.property(property)?.value.boolValue }
    public func numberValue(_ property: String) -> Double? { self.property(property)?.value.numberValue?.value }

    public func identifierValue(_ property: String) -> String? {
        self.property(property)?.value.identifierValue.map(String.init)
    }

    public func stringListValue(_ property: String) -> [String]? {
        guard let value = self.property(property)?.value, value.kind == .listValue else { return nil }
        return value.listItems.compactMap(\.stringValue)
    }

    /// The string after the name: a button's title, a label's text.
    public var primaryText: String? { syntax.primaryText }

    /// The element's whole range, and the range of just its name (for findings about the element).
    public var range: Range<Int> { syntax.range }
    public var nameRange: Range<Int> { syntax.nameRange }

    /// Children that are spacing, which item counts leave out.
    public var isSpace: Bool { name == "FlexibleSpace" || name == "FixedSpace" }

}

/// A screen with its properties resolved: the context most rules need.
public final class ScreenModel: Sendable {
    public let syntax: ScreenDeclarationSyntax
    public let name: String?
    public let properties: [PropertySyntax]
    /// The top-level elements, top to bottom.
    public let elements: [ElementNode]
    /// Every element of the screen, depth first.
    public let allElements: [ElementNode]
    private let topLevelByName: [String: [ElementNode]]

    public init(_ syntax: ScreenDeclarationSyntax) {
        self.syntax = syntax
        self.name = syntax.name
        let members = syntax.block?.members ?? []
        self.properties = members.compactMap { if case .property(let property) = $0 { property } else { nil } }
        self.elements = members.compactMap { member -> ElementNode? in
            if case .element(let element) = member { ElementNode(element) } else { nil }
        }
        self.allElements = elements.flatMap { [$0] + $0.descendants }
        self.topLevelByName = Dictionary(grouping: elements, by: \.name)
    }

    public func property(_ name: String) -> PropertySyntax? {
        properties.first { $0.name == name }
    }

    private func enumeration(_ name: String, default defaultValue: String) -> String {
        property(name)?.value.identifierValue.map(String.init) ?? defaultValue
    }

    public var device: String { enumeration("device", default: "iphone") }
    public var orientation: String { enumeration("orientation", default: "portrait") }
    public var appearance: String { enumeration("appearance", default: "light") }
    public var isPhone: Bool { device == "iphone" || device == "iphoneX" }
    public var isFullScreen: Bool { property("fullScreen")?.value.boolValue ?? false }
    public var declaresModal: Bool { enumeration("presentation", default: "push") == "modal" }


    /// The top-level elements with a given name.
    public func topLevel(_ name: String) -> [ElementNode] {
        topLevelByName[name] ?? []
    }

    /// The title of its navigation bar, if it has one.
    public var navigationTitle: String? {
        topLevel("NavigationBar").first?.stringValue("title")
    }
}
