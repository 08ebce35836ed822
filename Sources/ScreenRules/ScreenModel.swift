import ScreenSyntax
import ScreenCatalog

/// A property of an element or a screen, with its name decoded once: rules compare names
/// many times, and a stored `String` compares without decoding or hashing.
public struct NamedProperty: Sendable {
    public let name: String
    public let syntax: PropertySyntax
    /// Where the catalog describes it among the properties its owner takes; nil for a
    /// property the owner does not take. Found once here for the rules that all ask it.
    let specIndex: Int?

    /// Whether its owner takes it.
    var isInCatalog: Bool { specIndex != nil }

    public var value: ValueSyntax { syntax.value }

    /// Whether it has the name of `other`, a property of the same owner: two the catalog
    /// describes are told apart by their places in it, without comparing strings.
    func hasSameName(as other: NamedProperty) -> Bool {
        if let specIndex, let otherIndex = other.specIndex { return specIndex == otherIndex }
        return name == other.name
    }
    public var range: Range<Int> { syntax.range }
    public var nameRange: Range<Int> { syntax.nameRange }
}

extension [NamedProperty] {
    /// The first property of that name. Elements have a few properties, so a linear search
    /// beats hashing.
    func first(named name: String) -> PropertySyntax? {
        first { $0.name == name }?.syntax
    }

    /// Whether two of the properties share a name: in a short list each is compared with
    /// those before it, a long one is hashed, so that the question stays linear.
    var repeatsAName: Bool {
        guard count > 1 else { return false }
        if count > 16 {
            var seen = Set<String>(minimumCapacity: count)
            return contains { !seen.insert($0.name).inserted }
        }
        for later in 1..<count {
            for earlier in 0..<later where self[earlier].hasSameName(as: self[later]) { return true }
        }
        return false
    }
}

/// What some rules ask of a whole screen, found while its model is built: a screen whose
/// properties are all known and not repeated, and whose elements all stand where they may, as
/// most are, is told at once, where each rule walked every element to find nothing.
struct ModelFacts {
    /// Whether a screen or an element the catalog knows has a property it does not take.
    var hasPropertyOutsideCatalog = false
    /// Whether some element, or the screen, sets a property twice.
    var repeatsAPropertyName = false
    /// Whether an element the catalog knows stands where it may not (`Catalog.mayStand`), in
    /// the screen or in an element the catalog knows; what stands in an unknown element is
    /// not judged (misplaced-component).
    var hasMisplacedElement = false
    /// Whether invalid-value finds something: a value that does not fit its property's type
    /// (`ValueCheck.fits`), or text after the name of an element that takes none.
    var hasInvalidValue = false
}

/// One element of a screen with what the catalog knows of it: the model rules read. A class,
/// built once per analysis and shared by every rule without copying. What rules ask of every
/// element (its name, its properties by name, its title, where it stands) is worked out here
/// once, not by each rule.
public final class ElementNode: Sendable {
    public let syntax: ElementSyntax
    public let name: String
    /// Nil for a name the catalog does not know.
    public let spec: ElementSpec?
    public let properties: [NamedProperty]
    public let children: [ElementNode]
    /// Where the element stands in its screen's `allElements`; its descendants follow it there,
    /// up to `subtreeEnd`.
    let position: Int
    let subtreeEnd: Int
    /// The position of the element it stands in; nil for a top-level element.
    let parentPosition: Int?
    /// Its place in `Catalog.elements`, or `ElementNode.unknownKind`.
    let kind: Int
    /// Whether two of its properties share a name.
    let repeatsAPropertyName: Bool

    /// The kind of every element whose name the catalog does not know.
    static let unknownKind = Catalog.elements.count

    /// Builds the element and those below it, numbering them depth first from `nextPosition`.
    /// `judgesPlacement` is false below an element the catalog does not know, where nothing
    /// is judged for its place (`ModelFacts.hasMisplacedElement`).
    init(_ syntax: ElementSyntax, parent: Int?, judgesPlacement: Bool, nextPosition: inout Int, facts: inout ModelFacts) {
        let tree = syntax.tree
        let position = nextPosition
        nextPosition += 1
        self.syntax = syntax
        // A catalog name is found by its bytes and shares the catalog's string; only a name
        // the catalog does not know is made into a string of its own.
        // The catalog's globals are read once: each read of a global checks that it is made.
        let index = tree.catalogElementIndex(ofToken: syntax.nameToken)
        let spec = index.map { Catalog.elements[$0] }
        self.name = spec?.name ?? tree.string(ofToken: syntax.nameToken)
        self.kind = index ?? Self.unknownKind
        self.spec = spec
        self.position = position
        self.parentPosition = parent
        if let spec, !spec.takesPrimaryText, syntax.primaryTextToken != nil { facts.hasInvalidValue = true }
        let owner: Members.Owner = if let index, let spec { .element(spec, kind: index) } else { .unknown }
        let members = Members(of: syntax.block?.id, in: tree, owner: owner, parent: position, judgesPlacement: judgesPlacement && spec != nil, nextPosition: &nextPosition, facts: &facts)
        self.properties = members.properties
        self.children = members.elements
        self.subtreeEnd = nextPosition
        self.repeatsAPropertyName = members.repeatsAName
    }

    /// The string after the name: a button's title, a label's text. Decoded when asked, not
    /// with the model: the text of most elements (a label's) is read by no rule unless one
    /// reports it.
    public var primaryText: String? { syntax.primaryText }

    /// The first property of that name.
    public func property(_ name: String) -> PropertySyntax? { properties.first(named: name) }

    /// The type the catalog gives one of its properties; nil for one it does not take. Read
    /// in place, without a copy of the whole description, as rules ask it of every property.
    public func type(of property: NamedProperty) -> ValueType? {
        property.specIndex.map { spec!.allProperties[$0].type }
    }

    /// Whether the catalog gives one of its properties a screen's name for a value: asked of
    /// every property of every element, where a copy of the type and a comparison of two
    /// cost more than the rest of the rule.
    func takesScreenName(_ property: NamedProperty) -> Bool {
        guard let index = property.specIndex, case .screen = spec!.allProperties[index].type else { return false }
        return true
    }

    public func stringValue(_ property: String) -> String? { self.property(property)?.value.stringValue }
    public func boolValue(_ property: String) -> Bool? { self.property(property)?.value.boolValue }
    public func numberValue(_ property: String) -> Double? { self.property(property)?.value.numberValue?.value }

    public func identifierValue(_ property: String) -> String? {
        self.property(property)?.value.identifierValue.map(String.init)
    }

    /// Whether the property is set to the name `word`: `identifierValue(property) == word`,
    /// without making a string of the value.
    public func identifier(_ property: String, is word: String) -> Bool {
        self.property(property)?.value.isIdentifier(word) ?? false
    }

    public func stringListValue(_ property: String) -> [String]? {
        guard let value = self.property(property)?.value, value.kind == .listValue else { return nil }
        return value.listItems.compactMap(\.stringValue)
    }

    /// The element's whole range, and the range of just its name (for findings about the element).
    public var range: Range<Int> { syntax.range }
    public var nameRange: Range<Int> { syntax.nameRange }

    /// Whether it stands right in the screen, in no other element.
    public var isTopLevel: Bool { parentPosition == nil }

    /// Children that are spacing, which item counts leave out.
    public var isSpace: Bool { self.is(.flexibleSpace) || self.is(.fixedSpace) }

    /// Whether it is that catalog element: a comparison of numbers, where comparing two
    /// names that differ took the standard library's slow path.
    public func `is`(_ kind: ElementKind) -> Bool { self.kind == kind.index }
}

/// The properties and elements of a block, in order; the elements are built depth first.
private struct Members {
    var properties: [NamedProperty] = []
    var elements: [ElementNode] = []
    /// Whether two of `properties` share a name.
    var repeatsAName = false

    /// What holds the block: which properties it takes, and which elements may stand in it.
    enum Owner {
        case screen
        /// An element the catalog knows, with its place in `Catalog.elements`.
        case element(ElementSpec, kind: Int)
        /// An element the catalog does not know, which takes no property it describes.
        case unknown
    }

    /// Walks the block's children by index: no member array, no typed views in between.
    init(of block: NodeID?, in tree: SyntaxTree, owner: Owner, parent: Int?, judgesPlacement: Bool, nextPosition: inout Int, facts: inout ModelFacts) {
        guard let block else { return }
        // Counted first, so that each list is made at its size: grown a member at a time, a
        // screen's list of three elements was made three times over.
        var propertyCount = 0, elementCount = 0
        var counted = tree.firstChild(of: block)
        while let current = counted {
            switch tree.kind(of: current) {
            case .property: propertyCount += 1
            case .element: elementCount += 1
            default: break
            }
            counted = tree.nextSibling(of: current)
        }
        properties.reserveCapacity(propertyCount)
        elements.reserveCapacity(elementCount)
        var member = tree.firstChild(of: block)
        while let current = member {
            switch tree.kind(of: current) {
            case .property:
                let property = PropertySyntax(tree: tree, id: current)
                // A name the catalog describes is found by its bytes and shares the catalog's
                // string, as an element's name does.
                let specIndex: Int?, name: String
                switch owner {
                case .screen:
                    specIndex = tree.catalogScreenPropertyIndex(ofToken: property.nameToken)
                    name = specIndex.map { Catalog.screenProperties[$0].name } ?? tree.string(ofToken: property.nameToken)
                    if specIndex == nil { facts.hasPropertyOutsideCatalog = true }
                case .element(let spec, _):
                    specIndex = tree.catalogPropertyIndex(ofToken: property.nameToken, in: spec)
                    name = specIndex.map { spec.allProperties[$0].name } ?? tree.string(ofToken: property.nameToken)
                    if specIndex == nil { facts.hasPropertyOutsideCatalog = true }
                case .unknown:
                    specIndex = nil
                    name = tree.string(ofToken: property.nameToken)
                }
                if !facts.hasInvalidValue, let specIndex {
                    // An unknown element's properties have no place in the catalog.
                    let type = switch owner {
                    case .element(let spec, _): spec.allProperties[specIndex].type
                    case .screen, .unknown: Catalog.screenProperties[specIndex].type
                    }
                    if !ValueCheck.fits(property.value, type) { facts.hasInvalidValue = true }
                }
                properties.append(NamedProperty(name: name, syntax: property, specIndex: specIndex))
            case .element:
                let element = ElementNode(ElementSyntax(tree: tree, id: current), parent: parent, judgesPlacement: judgesPlacement, nextPosition: &nextPosition, facts: &facts)
                if judgesPlacement, element.kind != ElementNode.unknownKind {
                    switch owner {
                    case .screen: if !Catalog.mayStand(element.kind, in: nil) { facts.hasMisplacedElement = true }
                    case .element(_, let kind): if !Catalog.mayStand(element.kind, in: kind) { facts.hasMisplacedElement = true }
                    case .unknown: break
                    }
                }
                elements.append(element)
            default:
                break
            }
            member = tree.nextSibling(of: current)
        }
        repeatsAName = properties.repeatsAName
        if repeatsAName { facts.repeatsAPropertyName = true }
    }
}

/// A screen with its properties resolved: the context most rules need.
public final class ScreenModel: Sendable {
    public let syntax: ScreenDeclarationSyntax
    public let name: String?
    public let properties: [NamedProperty]
    /// The top-level elements, top to bottom.
    public let elements: [ElementNode]
    /// Every element of the screen, depth first; an element's `position` is its index here.
    public let allElements: [ElementNode]
    private let elementsByKind: ElementsByKind
    /// What some rules ask of the whole screen first (`ModelFacts`).
    let modelFacts: ModelFacts
    /// Whether two of the screen's own properties share a name.
    let repeatsAPropertyName: Bool
    /// The kinds of element the screen holds, at any depth (the unknown one included): the
    /// engine passes over a rule that looks at none of them.
    var kinds: ElementKindSet { elementsByKind.kinds }

    /// Where the workspace index files the screen's summary, when the engine checking it
    /// knows (`WorkspaceIndex.declaresTarget(ofLink:of:named:)`).
    let indexedAs: WorkspaceIndex.ScreenReference?

    public convenience init(_ syntax: ScreenDeclarationSyntax) {
        self.init(syntax, indexedAs: nil)
    }

    init(_ syntax: ScreenDeclarationSyntax, indexedAs reference: WorkspaceIndex.ScreenReference?) {
        self.syntax = syntax
        self.indexedAs = reference
        self.name = syntax.name
        var count = 0
        var modelFacts = ModelFacts()
        let members = Members(of: syntax.block?.id, in: syntax.tree, owner: .screen, parent: nil, judgesPlacement: true, nextPosition: &count, facts: &modelFacts)
        self.modelFacts = modelFacts
        self.repeatsAPropertyName = members.repeatsAName
        self.properties = members.properties
        self.elements = members.elements
        // When no element stands in another, the list of every element is the top-level one.
        var all = members.elements
        if count != all.count {
            all = []
            all.reserveCapacity(count)
            func append(_ element: ElementNode) {
                all.append(element)
                for child in element.children { append(child) }
            }
            for element in members.elements { append(element) }
        }
        self.allElements = all
        self.elementsByKind = ElementsByKind(all)
    }

    public func property(_ name: String) -> PropertySyntax? { properties.first(named: name) }

    /// The type the catalog gives one of its properties; nil for one a screen does not take.
    public func type(of property: NamedProperty) -> ValueType? {
        property.specIndex.map { Catalog.screenProperties[$0].type }
    }

    private func enumeration(_ name: String, default defaultValue: String) -> String {
        property(name)?.value.identifierValue.map(String.init) ?? defaultValue
    }

    /// `enumeration(name, default:) == word`, without making a string of the value.
    private func enumeration(_ name: String, default defaultValue: String, is word: String) -> Bool {
        guard let value = property(name)?.value, value.kind == .identifierValue else { return defaultValue == word }
        return value.isIdentifier(word)
    }

    public var device: String { enumeration("device", default: "iphone") }
    public var orientation: String { enumeration("orientation", default: "portrait") }
    public var appearance: String { enumeration("appearance", default: "light") }
    /// `orientation == "portrait"`, told from the value in place.
    public var isPortrait: Bool { enumeration("orientation", default: "portrait", is: "portrait") }
    /// Asked of every screen by several rules: the value is compared in place.
    public var isPhone: Bool { enumeration("device", default: "iphone", is: "iphone") || enumeration("device", default: "iphone", is: "iphoneX") }
    public var isFullScreen: Bool { property("fullScreen")?.value.boolValue ?? false }
    public var declaresModal: Bool { enumeration("presentation", default: "push", is: "modal") }

    /// Every element of that catalog name, depth first: a slice of an index built once, so a
    /// rule about an element the screen lacks costs nothing.
    public func elements(_ kind: ElementKind) -> ArraySlice<ElementNode> {
        elementsByKind[kind.index]
    }

    /// Every element whose name the catalog does not know, depth first.
    public var unknownElements: ArraySlice<ElementNode> { elementsByKind[ElementNode.unknownKind] }

    /// The top-level elements of that catalog name, top to bottom. A screen has a few, so
    /// comparing their kinds beats an index.
    public func topLevel(_ kind: ElementKind) -> some Collection<ElementNode> {
        elements.lazy.filter { $0.kind == kind.index }
    }

    /// The element `element` stands in; nil for a top-level element.
    public func parent(of element: ElementNode) -> ElementNode? {
        element.parentPosition.map { allElements[$0] }
    }

    /// The elements that stand beside `element` in the same container (the screen, a Stack,
    /// a Cell …).
    public func siblings(of element: ElementNode) -> some Collection<ElementNode> {
        (parent(of: element)?.children ?? elements).lazy.filter { $0 !== element }
    }

    /// Every element below `element`, depth first.
    public func descendants(of element: ElementNode) -> ArraySlice<ElementNode> {
        allElements[(element.position + 1)..<element.subtreeEnd]
    }

    /// Whether some element that holds `element`, at any depth, is of that kind.
    public func isInside(_ element: ElementNode, _ container: ElementKind) -> Bool {
        var ancestor = parent(of: element)
        while let current = ancestor {
            if current.kind == container.index { return true }
            ancestor = parent(of: current)
        }
        return false
    }

    /// The title of its navigation bar, if it has one.
    public var navigationTitle: String? {
        topLevel(.navigationBar).first?.stringValue("title")
    }
}

/// A screen's elements grouped by catalog element, each group depth first, in one array: a
/// lookup is a slice. Built with one counting pass rather than a dictionary of arrays; and
/// not built at all when no two elements share a kind, as in most small screens: each group
/// is then one element of the screen's own list.
private struct ElementsByKind: Sendable {
    private let grouped: [ElementNode]
    /// The kinds whose group is not empty.
    let kinds: ElementKindSet
    /// Where each kind's group starts in `grouped`, and one more entry for the end (32 bits,
    /// as the tree's offsets: there are fewer elements than bytes). Empty when no two
    /// elements share a kind: `grouped` is then the screen's list, and a group is found in it.
    private let starts: [UInt32]

    init(_ elements: [ElementNode]) {
        var kinds = ElementKindSet()
        for element in elements { kinds.insert(element.kind) }
        self.kinds = kinds
        // One element of each kind: at most one per catalog element, so a look-up that walks
        // them stays short.
        guard kinds.count < elements.count else {
            grouped = elements
            starts = []
            return
        }
        // Counted one place further on than the starts, so that after the sums each kind's
        // entry is the next free place of the kind before it: filling the groups moves every
        // entry to where the next group starts, which is what `starts` holds. No second table.
        var starts = [UInt32](repeating: 0, count: ElementNode.unknownKind + 3)
        for element in elements { starts[element.kind + 2] += 1 }
        for kind in 1..<ElementNode.unknownKind + 2 { starts[kind + 1] += starts[kind] }
        self.grouped = Array(unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            for element in elements {
                (buffer.baseAddress! + Int(starts[element.kind + 1])).initialize(to: element)
                starts[element.kind + 1] += 1
            }
            initialized = elements.count
        }
        self.starts = starts
    }

    subscript(kind: Int) -> ArraySlice<ElementNode> {
        guard starts.isEmpty else { return grouped[Int(starts[kind])..<Int(starts[kind + 1])] }
        guard kinds.contains(kind), let place = grouped.firstIndex(where: { $0.kind == kind }) else { return grouped[0..<0] }
        return grouped[place...place]
    }
}
