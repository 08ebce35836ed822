#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystem

/// A pthread running one closure: for work that blocks (read(2) for a whole session, the
/// poller's sleeps and file-system calls), which must not hold a slot of Swift's cooperative
/// pool. Its stack is large enough for deep values, whose deinit recurses, on every platform.
public final class JoinableThread: Sendable {
    private let state: Locked<(thread: pthread_t, joined: Bool)>

    /// Starts the thread, kept off the core `avoidingCore` when given (and others are
    /// allowed); nil when the system has no thread to give.
    public init?(avoidingCore: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        if let avoidingCore { _ = screenkit_attributes_avoid_core(&attributes, Int32(avoidingCore)) }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        state = Locked((thread, false))
        #else
        state = Locked((thread!, false))
        #endif
    }

    deinit {
        // Nobody will join it any more; let the system reclaim the thread when it ends.
        state.withLock { state in
            if !state.joined { pthread_detach(state.thread) }
        }
    }

    /// Waits for the closure to return; safe to call more than once and from several threads.
    public func join() {
        state.withLock { state in
            guard !state.joined else { return }
            pthread_join(state.thread, nil)
            state.joined = true
        }
    }
}
