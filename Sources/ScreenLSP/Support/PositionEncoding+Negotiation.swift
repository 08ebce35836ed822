import ScreenSyntax

extension PositionEncoding {
    /// The encoding to use with a client offering `offered` (LSP `general.positionEncodings`):
    /// UTF-8 when offered, as the server counts bytes anyway; else UTF-32, which needs no
    /// surrogate arithmetic; else UTF-16, which every client must support.
    static func negotiated(from offered: [String]) -> PositionEncoding {
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if offered.contains(PositionEncoding.utf32.rawValue) { return .utf32 }
        return .utf16
    }
}
