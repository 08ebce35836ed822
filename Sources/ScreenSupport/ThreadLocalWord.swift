#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A machine word of each thread's own, 0 until the thread sets it: a pthread key, read
/// without a lock or an allocation. For a setting that holds for a stretch of one thread's
/// work, not shared with the threads it starts.
///
/// A value, not an object: threads that read it at once count no references on a shared
/// object, which cost more on two cores than reading the word. Its key is never given back,
/// so it is for words kept for the process, in a `static let`.
public struct ThreadLocalWord: Sendable {
    private let key: pthread_key_t

    /// Nil when the system has no key left to give.
    public init?() {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { return nil }
        self.key = key
    }

    /// The calling thread's word.
    public var value: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        nonmutating set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// Sets the calling thread's word for the time of `body`, then gives it back its value.
    public func with<Result>(_ value: Int, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: value))
        defer { pthread_setspecific(key, previous) }
        return try body()
    }
}
