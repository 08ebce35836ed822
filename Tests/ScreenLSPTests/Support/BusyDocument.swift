/// A document that keeps the server's loop busy for a while (parsing and every rule over
/// thousands of screens), so that inputs sent right after its `didOpen` are still queued
/// when they arrive. Screen names are distinct: the work grows linearly, not with the
/// number of duplicate-name pairs. Some 0.2 s in an idle debug build (about 3 s on a machine
/// at load 10), still far longer than sending a few messages in process; the 20,000 screens
/// it once had took over the client's 10 s wait under load.
enum BusyDocument {
    static let text = (0..<4_000).map { "screen S\($0) { Label \"x\" }\n" }.joined()
}
