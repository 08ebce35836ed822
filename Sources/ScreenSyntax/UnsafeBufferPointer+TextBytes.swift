#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are `text`'s UTF-8, compared by memcmp: how a token or a literal's
    /// body is compared with a name or title known only at run time, without decoding it.
    func holdsBytes(of text: String) -> Bool {
        guard text.utf8.count == count else { return false }
        guard let base = baseAddress, count > 0 else { return true }
        var text = text
        return text.withUTF8 { memcmp(base, $0.baseAddress!, count) == 0 }
    }
}
