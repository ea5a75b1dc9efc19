import Dispatch

/// A scheduler that runs every action at once, on the calling thread, as Combine's
/// `ImmediateScheduler` (its time is a counter that never advances on its own).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// A point of the immediate scheduler's time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Steps between two points: the dispatch queue's interval type.
        public typealias Stride = DispatchQueue.SchedulerTimeType.Stride

        private let nanoseconds: Int

        public func distance(to other: SchedulerTimeType) -> Stride { .nanoseconds(other.nanoseconds - nanoseconds) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(nanoseconds: nanoseconds + n.magnitude) }

        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

        fileprivate init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
    }

    /// Options for the immediate scheduler (none).
    public typealias SchedulerOptions = Never

    /// The shared immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: 0) }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Runs `action` once, now; the result has nothing left to cancel.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
