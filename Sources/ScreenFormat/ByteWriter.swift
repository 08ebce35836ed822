#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The formatted text while it is written: appended to with `memcpy`, into storage it is
/// lent (the result array's own, so that the text is not copied again) until that is full,
/// then into an allocation of its own that doubles when full. An `Array` would check its
/// uniqueness and take its generic path on every token, which was a fifth of the
/// formatter's time.
final class ByteWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// Whether the bytes are still in the storage lent at the start.
    private(set) var writesInPlace: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        writesInPlace = false
    }

    /// A writer into `storage`, which must outlive its writes there.
    init(borrowing storage: UnsafeMutableBufferPointer<UInt8>) {
        base = storage.baseAddress ?? UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        capacity = storage.baseAddress == nil ? 16 : storage.count
        writesInPlace = storage.baseAddress != nil
    }

    deinit {
        if !writesInPlace { base.deallocate() }
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        // Most tokens are a few bytes, for which a loop is quicker than a call of `memcpy`.
        if bytes.count <= 16 {
            for index in 0..<bytes.count { base[count + index] = source[index] }
        } else {
            memcpy(base + count, source, bytes.count)
        }
        count += bytes.count
    }

    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append(repeating byte: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        reserve(repeated)
        memset(base + count, Int32(byte), repeated)
        count += repeated
    }

    /// The bytes written, as the array the result holds.
    func array() -> [UInt8] {
        Array(written)
    }

    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var grown = capacity * 2
        while grown < count + more { grown *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        if !writesInPlace { base.deallocate() }
        writesInPlace = false
        base = larger
        capacity = grown
    }
}
