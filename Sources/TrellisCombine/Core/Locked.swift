import Synchronization

/// State behind a lock: the one way the classes of this module keep mutable state that
/// several threads reach (a subject sent to from two threads, a timer firing while the
/// subscriber cancels).
///
/// The lock is a `Mutex`; the state lives beside it rather than in it because a `Mutex` hands
/// its value to the closure as `inout sending`, so it can hold only values Swift can prove
/// disconnected, and this state holds what callers hand over (subscribers, closures, values
/// of any type). So the classes holding it are not `Sendable`, as Combine's are not; threads
/// reach them through Dispatch, whose work items take plain closures.
///
/// Nothing may call out of the module while holding the lock (the lock is not recursive, and
/// a subscriber may call back): callers copy what they need out, then call.
final class Locked<Value> {
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        var result: Result?
        mutex.withLock { _ in result = body(&value) }
        return result!
    }
}
