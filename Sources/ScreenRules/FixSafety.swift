/// Whether a fix may be applied without a look, as Ruff grades its fixes.
public enum FixSafety: String, Sendable {
    /// Keeps what the screen shows and means: a spelling the catalog prefers, a copy removed,
    /// a keyboard set where none was chosen.
    case safe
    /// Changes what the screen shows (a title removed, a size or a style changed), so the user
    /// should see it first.
    case unsafe

    public init(isSafe: Bool) { self = isSafe ? .safe : .unsafe }

    public var isSafe: Bool { self == .safe }
}
