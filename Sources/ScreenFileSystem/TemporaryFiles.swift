#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file a write has open, removed by a SIGINT or SIGTERM handler before the
/// signal ends the process. The path lives in C memory so that the handler, which may only
/// make async-signal-safe calls, reads it without Swift's runtime.
enum TemporaryFiles {
    nonisolated(unsafe) private static var pendingPath: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var counter = 0
    nonisolated(unsafe) private static var handlersInstalled = false
    /// For tests: runs after the temporary file is complete, before it replaces the file.
    nonisolated(unsafe) static var beforeReplacing: (() -> Void)?

    static func nextNumber() -> Int {
        counter += 1
        return counter
    }

    static func register(_ path: String) {
        installHandlers()
        let copy = strdup(path)
        let previous = pendingPath
        pendingPath = copy
        free(previous)
    }

    static func unregister() {
        let previous = pendingPath
        pendingPath = nil
        free(previous)
    }

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            var previous = sigaction()
            sigaction(signalNumber, nil, &previous)
            // A signal the process ignores (SIG_IGN is 1) stays ignored.
            #if canImport(Glibc)
            if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 { continue }
            action.__sigaction_handler.sa_handler = removePendingThenDie
            #else
            if let handler = previous.__sigaction_u.__sa_handler, unsafeBitCast(handler, to: Int.self) == 1 { continue }
            action.__sigaction_u.__sa_handler = removePendingThenDie
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// Removes the pending temporary file, then lets the signal end the process as it would have.
private func removePendingThenDie(_ signalNumber: Int32) {
    if let path = TemporaryFiles.pendingPathForSignal { unlink(path) }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

extension TemporaryFiles {
    static var pendingPathForSignal: UnsafeMutablePointer<CChar>? { pendingPath }
}
