#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names found by their UTF-8 bytes: an open-addressing table of the names, probed from a hash
/// of a name's first eight bytes and its length rather than a seeded `Hasher`. The names are
/// the catalog's, fixed: however a text looks, a lookup probes at most the slots those few
/// names fill. A name is compared a word at a time: its first and last eight bytes cover a
/// name of up to sixteen, as most are.
struct NameTable: Sendable {
    private struct Entry: Sendable {
        let head: UInt64
        let tail: UInt64
        let count: Int
        /// Where its bytes start in `bytes`, for the middle of a name longer than sixteen.
        let start: Int
    }

    private let bytes: [UInt8]
    private let entries: [Entry]
    /// Places in `entries`, -1 where there is none; a power of two in size, at least four
    /// times the number of names, so that probes stay short.
    private let slots: [Int]

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        for name in names {
            let start = bytes.count
            bytes += name.utf8
            let (head, tail) = bytes.withUnsafeBufferPointer { Self.words(UnsafeBufferPointer(rebasing: $0[start...])) }
            entries.append(Entry(head: head, tail: tail, count: bytes.count - start, start: start))
        }
        var size = 1
        while size < names.count * 4 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for (index, entry) in entries.enumerated() {
            var slot = Self.hash(head: entry.head, count: entry.count) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index
        }
        self.bytes = bytes
        self.entries = entries
        self.slots = slots
    }

    func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        let (head, tail) = Self.words(name)
        let mask = slots.count - 1
        var slot = Self.hash(head: head, count: name.count) & mask
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                while case let index = slots[slot], index >= 0 {
                    let entry = entries[index]
                    if entry.head == head, entry.tail == tail, entry.count == name.count, entry.count <= 16 || middleMatches(entry, name) { return index }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// Whether the bytes between a long name's first and last eight are `name`'s.
    private func middleMatches(_ entry: Entry, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + entry.start + 8, name.baseAddress! + 8, entry.count - 16) == 0 }
    }

    /// The first eight bytes and the last eight (beyond the first eight when the name is
    /// shorter than sixteen), little-endian, zero past the name's end.
    private static func words(_ name: UnsafeBufferPointer<UInt8>) -> (head: UInt64, tail: UInt64) {
        guard let base = name.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        if name.count >= 8 {
            let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let tail = name.count > 8 ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: name.count - 8, as: UInt64.self)) : 0
            return (head, tail)
        }
        var head: UInt64 = 0
        for index in 0..<name.count { head |= UInt64(base[index]) << (UInt64(index) * 8) }
        return (head, 0)
    }

    private static func hash(head: UInt64, count: Int) -> Int {
        Int(truncatingIfNeeded: ((head ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
