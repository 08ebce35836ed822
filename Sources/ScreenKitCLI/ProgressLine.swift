#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// The line `screenkit check` keeps redrawn on a terminal while a run takes more than a
/// second: what it is doing and how many files of how many are done. Never drawn when
/// standard error is not a terminal or in CI (`CI` set, as CI services set it), so logs and
/// pipes get no control characters. Safe to call from the threads that check files.
final class ProgressLine: Sendable {
    private struct State {
        var lastDrawn = 0.0
        var isShown = false
    }

    private let isEnabled: Bool
    private let started: Double
    /// Seconds before the line is first drawn: 1, or `SCREENKIT_PROGRESS_DELAY` (for tests).
    private let delay: Double
    private let state = Locked(State())

    init(io: CommandIO) {
        let ci = io.environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        isEnabled = io.errorIsTerminal && !ci
        delay = io.environment["SCREENKIT_PROGRESS_DELAY"].flatMap(Double.init) ?? 1
        started = Self.now()
    }

    /// Shows `done` of `total` files for `activity` ("checked"), at most ten times a second.
    func update(_ activity: String, done: Int, of total: Int) {
        guard isEnabled else { return }
        let now = Self.now()
        guard now - started >= delay else { return }
        state.withLock { state in
            guard now - state.lastDrawn >= 0.1 else { return }
            state.lastDrawn = now
            state.isShown = true
            Self.write("\r\u{1B}[Kscreenkit check: \(activity) \(done) of \(total) files")
        }
    }

    /// Takes the line away before the report is written.
    func clear() {
        state.withLock { state in
            guard state.isShown else { return }
            state.isShown = false
            Self.write("\r\u{1B}[K")
        }
    }

    private static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func now() -> Double {
        MonotonicClock.seconds
    }
}
