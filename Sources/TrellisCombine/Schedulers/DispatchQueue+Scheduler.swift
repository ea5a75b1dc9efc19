import Dispatch

extension DispatchQueue: Scheduler {
    /// A point in dispatch time, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds) &- UInt(dispatchTime.uptimeNanoseconds)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, nanoseconds))))
        }

        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.dispatchTime < rhs.dispatchTime }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.dispatchTime == rhs.dispatchTime }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A dispatch time interval in nanoseconds; integer and float literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
            /// Nanoseconds.
            public var magnitude: Int

            /// The interval as a `DispatchTimeInterval`.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: Int) { self = .seconds(timeInterval) }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: Double) { self = .seconds(timeInterval) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                default: magnitude = .max
                }
            }

            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self = .seconds(value)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int((s * 1_000_000_000).rounded())) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static var zero: Stride { Stride(nanoseconds: 0) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for scheduling on a dispatch queue.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The flags of the work item.
        public var flags: DispatchWorkItemFlags

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []) {
            self.qos = qos
            self.flags = flags
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    // libdispatch on Linux takes the work item's block as it is (not `@Sendable`), as Combine's
    // schedulers hand actions to the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(execute: DispatchWorkItem(qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], block: action))
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        asyncAfter(deadline: date.dispatchTime, execute: DispatchWorkItem(qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], block: action))
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(handler: action)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)), leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
