#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes and what it knows of its environment; tests capture it.
public struct CommandIO {
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    public var environment: [String: String]
    /// Takes what a command built and no longer needs when the process is about to end. The
    /// standard one keeps it, as compilers do: the system takes the memory back at exit
    /// faster than freeing it object by object (about a tenth of a large check's time).
    public var keepUntilExit: (Any) -> Void

    public init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, environment: [String: String], keepUntilExit: @escaping (Any) -> Void = { _ in }) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.environment = environment
        self.keepUntilExit = keepUntilExit
    }

    /// Standard output and error of this process, and its environment.
    public static var standard: CommandIO {
        CommandIO(
            writeOutput: { text in writeAll(text, to: STDOUT_FILENO) },
            writeError: { text in writeAll(text, to: STDERR_FILENO) },
            environment: processEnvironment(),
            keepUntilExit: { ProcessLifetime.keep($0) })
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            cursor += 1
        }
        return result
    }
}

/// The exit codes every command uses.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let findings: Int32 = 1
    public static let usageOrIOError: Int32 = 2
}

/// What the process keeps until it exits.
private enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called from the one thread a command runs on.
    static func keep(_ value: Any) {
        kept.append(value)
    }
}
