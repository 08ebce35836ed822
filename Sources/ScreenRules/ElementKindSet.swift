import ScreenCatalog

/// A set of catalog elements (and of the unknown element) as bits: which kinds a screen
/// holds, and which a rule looks at, so that the engine can pass over a rule with nothing to
/// look at by comparing two words.
struct ElementKindSet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The kinds a set can hold: every catalog element, and one more for the unknown element.
    static let capacity = 128

    init() {}

    init(_ kinds: [ElementKind]) {
        for kind in kinds { insert(kind.index) }
    }

    mutating func insert(_ index: Int) {
        precondition(index >= 0 && index < Self.capacity, "element kind \(index) does not fit an ElementKindSet")
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
    }

    func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }

    /// How many kinds it holds.
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    func intersects(_ other: ElementKindSet) -> Bool {
        low & other.low != 0 || high & other.high != 0
    }
}
