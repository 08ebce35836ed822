/// A part of a file an editor can fold: a block or list that spans lines, a run of line
/// comments, or a block comment. Byte offsets; the edge turns them into lines.
public struct FoldingRegion: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case block
        case list
        case comment
    }

    public let kind: Kind
    /// From the opening `{`, `[` or comment to the end of the closing `}`, `]` or comment.
    public let range: Range<Int>
    /// Where the folded text starts and ends inside `range`: after the opening brace and
    /// before the closing one, the comment's whole text for comments.
    public let inner: Range<Int>
    /// What a folded region reads as: `NavigationBar "Inbox" { … }`, `segments: [ … ]`, the
    /// first comment line; nil when it was not asked for.
    public let collapsedText: String?
}
