/// A rule's fix at work: a text with a finding, and the text after its fix. The tests apply
/// every rule's corrections; the docs show them.
public struct Correction: Sendable {
    /// The text, with 1️⃣ where the fixed finding starts (and 2️⃣ where it ends, when two
    /// findings start at one place). Of findings with the very same range, the one whose fix
    /// gives `output` is meant.
    public let input: String
    /// The text after the fix's edits.
    public let output: String
    /// Which of the finding's fixes is applied, when it offers more than one.
    public let fixIndex: Int
    /// The fix's safety when it is not the rule's.
    public let safety: FixSafety?

    public init(_ input: String, _ output: String, fix fixIndex: Int = 0, safety: FixSafety? = nil) {
        self.input = input
        self.output = output
        self.fixIndex = fixIndex
        self.safety = safety
    }
}
