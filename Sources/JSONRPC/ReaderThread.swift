#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A joinable pthread running one closure. A plain thread, not a Task: the reader blocks in
/// read(2) for the whole session and must not occupy a slot of the cooperative pool.
final class ReaderThread: Sendable {
    private let state: Locked<(thread: pthread_t?, joined: Bool)>

    init(_ body: @escaping @Sendable () -> Void) {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Room for deep values (their deinit recurses) whatever the platform's default is.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        precondition(status == 0, "cannot start the JSON-RPC reader thread (\(status))")
        state = Locked((thread, false))
    }

    deinit {
        // Nobody will join it any more; let the system reclaim the thread when it ends.
        state.withLock { state in
            if !state.joined, let thread = state.thread { pthread_detach(thread) }
        }
    }

    /// Waits for the closure to return; safe to call more than once and from several threads.
    func join() {
        state.withLock { state in
            guard !state.joined, let thread = state.thread else { return }
            pthread_join(thread, nil)
            state.joined = true
        }
    }
}
