/// How much the server logs; each level includes the ones before it.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable {
    case error
    case warning
    case info
    case debug

    /// Reads `error`, `warning`, `info` or `debug`.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = level
    }

    public var name: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .debug: return "debug"
        }
    }

    /// LSP `MessageType`: 1 error, 2 warning, 3 info, 4 log.
    var messageType: Int { rawValue + 1 }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
