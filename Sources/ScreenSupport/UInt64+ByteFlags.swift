/// Eight bytes of text at a time: the scans of a text for line breaks, for the end of a
/// string, for tabs and for bytes past ASCII read a word where a byte-by-byte loop cost
/// several instructions a byte.
extension UInt64 {
    /// The eight bytes at `offset`, the first in the lowest bits.
    @inlinable @inline(__always)
    public static func bytes(at offset: Int, of text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(text.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The top bit set of each byte equal to `byte`: exactly so for the lowest such byte; a
    /// borrow may also flag a byte above it that differs from `byte` in its lowest bit.
    @inlinable @inline(__always)
    public func flaggingBytes(equalTo byte: UInt8) -> UInt64 {
        let word = self ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The top bit set of the bytes below `limit` (at most 0x80): exactly so for the lowest
    /// such byte; a borrow may also flag a byte above it, and, for a limit of 0x80, leave a
    /// zero byte above it unflagged. For a limit up to 0x7F every such byte is flagged.
    @inlinable @inline(__always)
    public func flaggingBytes(below limit: UInt8) -> UInt64 {
        (self &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~self & 0x8080_8080_8080_8080
    }

    /// Whether one of the eight bytes is past ASCII.
    @inlinable @inline(__always)
    public var holdsNonASCIIByte: Bool { self & 0x8080_8080_8080_8080 != 0 }
}
