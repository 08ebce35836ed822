#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names found by their UTF-8 bytes: the names' bytes end to end, and an open-addressing
/// table of their places, probed from a cheap hash of the bytes (FNV-1a) rather than a seeded
/// `Hasher`. The names are the catalog's, fixed: however a text looks, a lookup probes at
/// most the slots those few names fill.
struct NameTable: Sendable {
    private let bytes: [UInt8]
    /// Where each name's bytes start in `bytes`; one more at the end.
    private let starts: [Int]
    /// Places in `starts`, -1 where there is none; a power of two in size, at least four
    /// times the number of names, so that probes stay short.
    private let slots: [Int]

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        for name in names {
            bytes += name.utf8
            starts.append(bytes.count)
        }
        var size = 1
        while size < names.count * 4 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        bytes.withUnsafeBufferPointer { all in
            for index in names.indices {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index + 1]])) & (size - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = index
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        return bytes.withUnsafeBufferPointer { all in
            while case let index = slots[slot], index >= 0 {
                let start = starts[index], count = starts[index + 1] - start
                if count == name.count, count == 0 || memcmp(all.baseAddress! + start, name.baseAddress!, count) == 0 { return index }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash)
    }
}
