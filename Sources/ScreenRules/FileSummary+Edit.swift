import ScreenSyntax

/// How one edit made a file's summary from the one before: the screens `replaced` of the
/// previous summary became those `inserted`; those before them were kept as they were and
/// those after them moved with the text. A comparison of the two summaries, which runs at
/// every keystroke, then looks at the screens the edit made and not at every screen.
public struct SummaryEdit: Sendable {
    public let edit: SourceEdit
    /// Indices into the previous summary's screens.
    public let replaced: Range<Int>
    /// Indices into the new summary's screens.
    public let inserted: Range<Int>
}

/// The screens two summaries of one file may differ in, in order: every pair, or only those
/// an edit made.
public struct DifferingScreens: Sendable {
    public let old: ArraySlice<ScreenSummary>
    public let new: ArraySlice<ScreenSummary>
    /// Whether the screens left out moved (they follow the edit, which changed the length).
    private let othersMoved: Bool
    private let samePath: Bool

    /// The screens of `previous` and `current` that may differ. When `edit` made `current`
    /// from `previous`, those it kept are left out if none stands against the edit (every
    /// range of one before it ends at or before the edit's start, every range of one after
    /// it starts at or after its end), which screens in order ensure once the two nearest
    /// the edit do; otherwise, or without an edit, every screen is compared.
    public init(from previous: FileSummary, to current: FileSummary, by edit: SummaryEdit?) {
        samePath = previous.path == current.path
        if let edit, let window = Self.window(of: edit, from: previous, to: current) {
            old = previous.screens[edit.replaced]
            new = current.screens[edit.inserted]
            othersMoved = window
        } else {
            old = previous.screens[...]
            new = current.screens[...]
            othersMoved = false
        }
    }

    /// Whether the two summaries are equal, positions and all.
    public var areEqual: Bool { samePath && !othersMoved && old.elementsEqual(new) }

    /// Whether the two summaries state the same facts (`FileSummary.hasSameFacts(as:)`).
    public var haveSameFacts: Bool {
        samePath && old.count == new.count && zip(old, new).allSatisfy { $0.hasSameFacts(as: $1) }
    }

    /// Whether the left-out screens moved, when the edit's window is known and they are
    /// clear of it; nil when the window does not apply.
    private static func window(of edit: SummaryEdit, from previous: FileSummary, to current: FileSummary) -> Bool? {
        let kept = previous.screens.count - edit.replaced.count
        guard current.screens.count - edit.inserted.count == kept,
              edit.replaced.lowerBound == edit.inserted.lowerBound,
              edit.replaced.upperBound <= previous.screens.count, edit.inserted.upperBound <= current.screens.count else { return nil }
        let range = edit.edit.range
        if edit.replaced.lowerBound > 0, previous.screens[edit.replaced.lowerBound - 1].extent.upperBound > range.lowerBound { return nil }
        if edit.replaced.upperBound < previous.screens.count, previous.screens[edit.replaced.upperBound].extent.lowerBound < range.upperBound { return nil }
        return edit.edit.delta != 0 && edit.replaced.upperBound < previous.screens.count
    }
}

extension ScreenSummary {
    /// From the first byte to the last of the ranges the summary holds.
    var extent: Range<Int> {
        var lower = nameRange.lowerBound
        var upper = nameRange.upperBound
        func include(_ range: Range<Int>) {
            lower = min(lower, range.lowerBound)
            upper = max(upper, range.upperBound)
        }
        navigationBarRange.map(include)
        for link in links { include(link.range) }
        return lower..<upper
    }
}
