/// Screen names with a value each, kept in the order they were first added, and found
/// through an open-addressing table of 8-byte slots. The workspace index files every screen
/// name and link target here. In a dictionary of hundreds of thousands of names every
/// look-up touched two far-apart places in tens of megabytes; a check asks about a screen's
/// own name and the names it links to, which were mostly added near it, so here a look-up
/// touches one slot and then an entry close to the last one read.
struct ScreenNameTable<Value: Sendable>: Sendable {
    /// The names in the order they were added; `values` holds each one's value at the same place.
    private(set) var names: [String] = []
    private(set) var values: [Value] = []
    /// Empty (zero), or a name's 32-bit hash in the high half and its place in `names` plus
    /// one in the low half. A power of two in size, at most three quarters full: runs of
    /// filled slots stay short, and their hashes tell most names apart without reading them.
    /// (Half full took twice the memory, which a large workspace's look-ups miss in the cache.)
    private var slots: [UInt64]

    init(minimumCapacity: Int = 0) {
        slots = Array(repeating: 0, count: Self.slotCount(for: minimumCapacity))
        names.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    var count: Int { names.count }

    /// The place of `name` in `names`, if it was added.
    func index(of name: String) -> Int? {
        index(of: name, hash: Self.hash(name))
    }

    subscript(name: String) -> Value? {
        index(of: name).map { values[$0] }
    }

    /// The place of `name`, added with the value `make` gives if it is new: one hash whether
    /// it was there or not.
    mutating func index(adding name: String, _ make: () -> Value) -> Int {
        index(adding: name, hash: Self.hash(name), make)
    }

    /// Changes the value at `index` in place: a value read out, changed and written back
    /// would copy the lists it holds.
    mutating func update(at index: Int, _ change: (inout Value) -> Void) {
        change(&values[index])
    }

    /// The hash a name is filed under: Swift's seeded hash, which equal strings share and
    /// which text written to collide cannot aim at, folded to 32 bits.
    static func hash(_ name: String) -> UInt32 {
        let hash = UInt64(bitPattern: Int64(name.hashValue))
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// As `index(of:)`, with the hash given: tests give names hashes that collide.
    func index(of name: String, hash: UInt32) -> Int? {
        probe(name, hash: hash).index
    }

    /// As `index(adding:_:)`, with the hash given.
    mutating func index(adding name: String, hash: UInt32, _ make: () -> Value) -> Int {
        let (slot, found) = probe(name, hash: hash)
        if let found { return found }
        // Places are stored in 32 bits, as the workspace's screen references are.
        precondition(names.count < Int(UInt32.max), "too many screen names for a 32-bit place")
        let index = names.count
        names.append(name)
        values.append(make())
        slots[slot] = UInt64(hash) << 32 | UInt64(index + 1)
        if names.count * 4 > slots.count * 3 { grow() }
        return index
    }

    /// The slot that holds `name`, with its place; or, when it is not there, the empty slot
    /// where it would go. The hash is compared first: the name, elsewhere in memory, only
    /// when the hashes match.
    private func probe(_ name: String, hash: UInt32) -> (slot: Int, index: Int?) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while case let filled = slots[slot], filled != 0 {
            if UInt32(truncatingIfNeeded: filled >> 32) == hash, names[Self.index(in: filled)] == name { return (slot, Self.index(in: filled)) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// The place a filled slot holds.
    private static func index(in slot: UInt64) -> Int {
        Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
    }

    /// Twice the slots, each name filed again from the hash its slot holds: no name is hashed
    /// twice.
    private mutating func grow() {
        var grown = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for filled in slots where filled != 0 {
            var slot = Int(truncatingIfNeeded: filled >> 32) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = filled
        }
        slots = grown
    }

    private static func slotCount(for names: Int) -> Int {
        var count = 8
        while count * 3 < names * 4 { count *= 2 }
        return count
    }
}
