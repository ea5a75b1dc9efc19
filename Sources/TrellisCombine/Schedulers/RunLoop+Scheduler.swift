import Dispatch
import Foundation

// Run loops and operation queues schedule through dispatch queues: the main run loop and the
// main operation queue through the main queue, which the main run loop drains when it runs
// (and Swift's main executor when it does not, as under Trellis's live runtime). Foundation's
// own ways onto another run loop or operation queue (`perform`, `Timer`, `addOperation`) take
// only `Sendable` closures, which the actions here are not (see `Locked`); so another run loop
// runs its actions on one serial queue of this module, and another operation queue on its
// `underlyingQueue` when it has one, else on that serial queue.

/// Where the actions of run loops and operation queues other than the main ones run.
private let otherQueue = DispatchQueue(label: "TrellisCombine.scheduler")

extension RunLoop: Scheduler {
    /// A point in time on a run loop, as Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.date < rhs.date }

        /// A time interval in seconds; integer and float literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Codable, Hashable, Sendable {
            /// Seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            public init(floatLiteral value: Double) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            public static var zero: Stride { Stride(0) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for scheduling on a run loop (none).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// The dispatch queue this run loop's actions run on.
    private var dispatchQueue: DispatchQueue { self === RunLoop.main ? .main : otherQueue }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        dispatchQueue.schedule(options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        dispatchQueue.schedule(after: dispatchTime(date), tolerance: .seconds(tolerance.magnitude), options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        dispatchQueue.schedule(
            after: dispatchTime(date), interval: .seconds(interval.magnitude), tolerance: .seconds(tolerance.magnitude), options: nil, action)
    }
}

extension OperationQueue: Scheduler {
    /// A point in time for an operation queue: the run loop's time type, a date.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// Options for scheduling on an operation queue (none).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// The dispatch queue this operation queue's actions run on.
    private var dispatchQueue: DispatchQueue { self === OperationQueue.main ? .main : underlyingQueue ?? otherQueue }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        dispatchQueue.schedule(options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        dispatchQueue.schedule(after: dispatchTime(date), tolerance: .seconds(tolerance.magnitude), options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        dispatchQueue.schedule(
            after: dispatchTime(date), interval: .seconds(interval.magnitude), tolerance: .seconds(tolerance.magnitude), options: nil, action)
    }
}

/// The dispatch time of `date`.
private func dispatchTime(_ date: RunLoop.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType {
    DispatchQueue.SchedulerTimeType(.now()).advanced(by: .seconds(date.date.timeIntervalSinceNow))
}
