import ScreenSyntax

/// What a property's value must be.
public enum ValueType: Sendable, Hashable {
    case string
    case bool
    case int
    case number
    /// A length: a plain number or one in `pt`.
    case points
    /// A duration such as `23h59m` or `90s`; a plain number counts as seconds.
    case duration
    case color
    /// The name of a screen of the workspace.
    case screen
    case stringList
    case stringOrInt
    case enumeration([String])

    /// How the type reads in hover text and messages.
    public var summary: String {
        switch self {
        case .string: return "string"
        case .bool: return "true | false"
        case .int: return "int"
        case .number: return "number"
        case .points: return "pt"
        case .duration: return "duration"
        case .color: return "color"
        case .screen: return "screen name"
        case .stringList: return "[string]"
        case .stringOrInt: return "string or int"
        case .enumeration(let values): return values.joined(separator: " | ")
        }
    }

    public var enumerationValues: [String] {
        if case .enumeration(let values) = self { return values }
        if self == .bool { return ["true", "false"] }
        return []
    }
}

/// One property an element or a screen takes.
public struct PropertySpec: Sendable, Hashable {
    public let name: String
    public let type: ValueType
    public let defaultValue: String?

    public init(_ name: String, _ type: ValueType, default defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// Where an element may stand.
public enum Container: Sendable, Hashable {
    case screen
    case element(String)

    /// Where content goes: a screen, a Stack, a Cell.
    public static let content: [Container] = [.screen, .element("Stack"), .element("Cell")]

    public var name: String {
        switch self {
        case .screen: return "screen"
        case .element(let name): return name
        }
    }
}

/// The catalog's three groups, as the guidelines divide UIKit.
public enum ElementGroup: String, Sendable {
    case bars
    case views
    case controls
}

/// Everything the catalog says about one element. A class: rules pass specs around a lot,
/// and a shared reference costs nothing to copy.
public final class ElementSpec: Sendable {
    public let name: String
    public let group: ElementGroup
    public let containers: [Container]
    public let properties: [PropertySpec]
    /// What the string after the name means (a button's title), or nil when it takes none.
    public let primaryText: LocalizedText?
    /// Whether it takes a string after its name: asked of every element, where comparing the
    /// optional text with nil copied its three languages.
    public let takesPrimaryText: Bool
    public let isDeprecated: Bool
    /// Height in points from the metrics of seed 003, where it gives one.
    public let height: Metric?
    /// Why the element stands only where it does, in the guidelines' words, where they say so.
    public let placementReason: LocalizedText?
    /// Whether people tap it, for the hit-target rule.
    public let isTappable: Bool
    /// The element's own properties and those every element takes.
    public let allProperties: [PropertySpec]
    /// The names of `allProperties`, found by their bytes.
    private let allPropertyNames: NameTable

    public init(
        _ name: String, _ group: ElementGroup, in containers: [Container], properties: [PropertySpec] = [],
        primaryText: LocalizedText? = nil, deprecated: Bool = false, height: Metric? = nil,
        placementReason: LocalizedText? = nil, tappable: Bool = false
    ) {
        // The catalog is kept for the process: made inside a report, its texts would hold one
        // language's words (`LocalizedText.writing(only:)`).
        assert(primaryText?.onlyLanguage == nil && placementReason?.onlyLanguage == nil, "\(name) described in one language")
        self.name = name
        self.group = group
        self.containers = containers
        self.properties = properties
        self.primaryText = primaryText
        self.takesPrimaryText = primaryText != nil
        self.isDeprecated = deprecated
        self.height = height
        self.placementReason = placementReason
        self.isTappable = tappable
        self.allProperties = properties + Catalog.commonProperties
        self.allPropertyNames = NameTable(allProperties.map(\.name))
    }

    /// Where the property of that name, as UTF-8 bytes, stands in `allProperties`; nil for
    /// one the element does not take. Every property of every element is looked up so.
    public func propertyIndex(utf8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        allPropertyNames.index(of: name)
    }

    public func property(named name: String) -> PropertySpec? {
        allProperties.first { $0.name == name }
    }

    public func mayStand(in container: Container) -> Bool { containers.contains(container) }
}

/// A height from the guidelines: a value, or a range, with a note.
public struct Metric: Sendable, Hashable {
    public let points: ClosedRange<Double>
    public let note: LocalizedText?

    public init(_ points: Double, note: LocalizedText? = nil) {
        self.init(points...points, note: note)
    }

    public init(_ points: ClosedRange<Double>, note: LocalizedText? = nil) {
        // Kept in the catalog for the process, as the entries are.
        assert(note?.onlyLanguage == nil, "a metric's note in one language")
        self.points = points
        self.note = note
    }

    public var summary: String {
        points.lowerBound == points.upperBound ? "\(Int(points.lowerBound)) pt" : "\(Int(points.lowerBound))-\(Int(points.upperBound)) pt"
    }
}
