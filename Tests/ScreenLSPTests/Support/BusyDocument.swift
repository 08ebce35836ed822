/// A document that keeps the server's loop busy for a while (parsing and every rule over
/// thousands of screens), so that inputs sent right after its `didOpen` are still queued
/// when they arrive. Screen names are distinct: the work grows linearly, not with the
/// number of duplicate-name pairs. About a second in a debug build; still far longer than
/// sending a few messages when the analysis gets several times faster.
enum BusyDocument {
    static let text = (0..<20_000).map { "screen S\($0) { Label \"x\" }\n" }.joined()
}
