#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// JSON-RPC over a pair of file descriptors (stdin and stdout for `screenkit lsp`).
///
/// A dedicated thread reads, frames, parses and decodes, then calls the handler with each
/// event in arrival order; the handler runs on that thread, so it should hand long work off.
/// `send` may be called from any thread. The connection never closes the descriptors.
public final class JSONRPCConnection: Sendable {
    public enum Event: Sendable, Equatable {
        case message(JSONRPCMessage)
        /// A body that is not JSON (answer -32700, id null) or not a valid message (answer
        /// -32600); `error.response` is the answer to send.
        case invalidMessage(InvalidMessageError)
        /// A bad header block; the connection has already skipped past it.
        case framingError(FramingError)
        /// read(2) failed with this errno; `endOfInput` follows.
        case readFailed(errno: Int32)
        /// The input is closed; no events follow.
        case endOfInput
    }

    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var errno: Int32

        public var description: String {
            "write failed: \(String(cString: strerror(errno)))"
        }
    }

    public let input: Int32
    public let output: Int32
    public let maxContentLength: Int
    /// The room `start` gives the output, a pipe or a socket, if it has less; nil leaves it as it is.
    public let outputCapacity: Int?

    /// Room for a list of a thousand diagnostics (about 400 KB), and no more: the pages of a
    /// pipe count against the user's quota (`/proc/sys/fs/pipe-user-pages-soft`), which
    /// every program of the user shares.
    public static let defaultOutputCapacity = 512 << 10

    public init(input: Int32, output: Int32, maxContentLength: Int = MessageFramer.defaultMaxContentLength, outputCapacity: Int? = defaultOutputCapacity) {
        self.input = input
        self.output = output
        writer = Locked(output)
        self.maxContentLength = maxContentLength
        self.outputCapacity = outputCapacity
    }

    /// Starts the reader thread (once; later calls do nothing). SIGPIPE is ignored from here
    /// on, process-wide, so that a client that went away yields a write error, not death.
    public func start(handler: @escaping @Sendable (Event) -> Void) {
        reader.withLock { reader in
            guard reader == nil else { return }
            signal(SIGPIPE, SIG_IGN)
            if let outputCapacity { Self.enlargeOutput(output, to: outputCapacity) }
            let input = self.input
            let limit = maxContentLength
            guard let thread = JoinableThread({ Self.readLoop(input: input, maxContentLength: limit, handler: handler) }) else {
                preconditionFailure("cannot start the JSON-RPC reader thread")
            }
            reader = thread
        }
    }

    /// Blocks until the reader thread has delivered `endOfInput`.
    public func waitUntilInputEnds() {
        let thread = reader.withLock { $0 }
        thread?.join()
    }

    /// Frames and writes one message; whole messages never interleave.
    public func send(_ message: JSONRPCMessage) throws(WriteError) {
        try send(body: message.serialized())
    }

    /// Frames and writes an already serialised body.
    public func send(body: [UInt8]) throws(WriteError) {
        let framed = MessageFramer.frame(body)
        let failure: Int32? = writer.withLock { fd in
            framed.withUnsafeBytes { Self.writeAll(fd, $0) }
        }
        if let failure { throw WriteError(errno: failure) }
    }

    /// The output descriptor, used only under this lock so that messages never interleave.
    private let writer: Locked<Int32>
    private let reader = Locked<JoinableThread?>(nil)
}

extension JSONRPCConnection {
    private static func readLoop(input: Int32, maxContentLength: Int, handler: @Sendable (Event) -> Void) {
        var framer = MessageFramer(maxContentLength: maxContentLength)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(input, chunk.baseAddress, chunk.count)
            if count < 0 {
                let error = errno
                if error == EINTR { continue }
                handler(.readFailed(errno: error))
                break
            }
            if count == 0 { break }
            framer.append(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            while let output = framer.next() {
                switch output {
                case .message(let body):
                    switch JSONRPCMessage.decode(body) {
                    case .success(let message): handler(.message(message))
                    case .failure(let invalid): handler(.invalidMessage(invalid))
                    }
                case .error(let error):
                    handler(.framingError(error))
                }
            }
        }
        if let truncated = framer.finish() {
            handler(.framingError(truncated))
        }
        handler(.endOfInput)
    }

    /// Gives the output room for a whole large message, if it has less: a pipe
    /// (`F_SETPIPE_SZ`, Linux) or a socket (`SO_SNDBUF`, which libuv's clients, VS Code's and
    /// Neovim's, give their servers). A list of a thousand diagnostics is about 400 KB: in a
    /// 64 KB pipe the loop writes it in parts, each waiting for the client to read the one
    /// before, and every request behind it waits too. Where the system refuses (its limits,
    /// or the user's quota of pipe pages), the output keeps the room it had. Only the
    /// output: the reader empties the input as it comes.
    private static func enlargeOutput(_ fd: Int32, to capacity: Int) {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return }
        let wanted = Int32(clamping: capacity)
        switch status.st_mode & S_IFMT {
        case S_IFIFO:
            #if os(Linux)
            // F_GETPIPE_SZ and F_SETPIPE_SZ, which Glibc's Swift module does not name.
            let getPipeSize: Int32 = 1032, setPipeSize: Int32 = 1031
            if fcntl(fd, getPipeSize) < wanted { _ = fcntl(fd, setPipeSize, wanted) }
            #endif
        case S_IFSOCK:
            var current: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            // The system caps the size asked for at its limit, and Linux doubles it for its
            // own bookkeeping: a current size at least the one wanted is left alone.
            guard getsockopt(fd, SOL_SOCKET, SO_SNDBUF, &current, &length) == 0, current < wanted else { return }
            var size = wanted
            _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        default:
            return
        }
    }

    /// Writes every byte, resuming after partial writes and EINTR. Returns errno on failure.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                let error = errno
                if error == EINTR { continue }
                return error
            }
            offset += written
        }
        return nil
    }
}
