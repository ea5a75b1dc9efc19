import Foundation
extension Timer {
    /// A publisher of the current date every `interval` seconds once connected, as Combine's
    /// `Timer.publish(every:tolerance:on:in:)`; usually made `autoconnect()`ed.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher of the date every `interval` seconds, delivered on its run loop (the main
    /// one through the main dispatch queue), as Combine's `Timer.TimerPublisher`. Nothing is
    /// published until ``connect()``; cancelling the connection stops the timer.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may be published.
        public let tolerance: TimeInterval?
        /// The run loop the dates are delivered on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// The options the dates are scheduled with.
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let connection = Locked<AnyCancellable?>(nil)

        /// A publisher of the date every `interval` seconds on `runLoop` in `mode`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer (once: while connected, further calls return the same connection).
        public func connect() -> any Cancellable {
            if let connected = connection.withLock({ $0 }) { return connected }
            let subject = self.subject
            let step = RunLoop.SchedulerTimeType.Stride(interval)
            let timer = runLoop.schedule(
                after: runLoop.now.advanced(by: step), interval: step, tolerance: .init(tolerance ?? 0), options: options
            ) { subject.send(Date()) }
            let cancellable = AnyCancellable { [weak self] in
                timer.cancel()
                self?.connection.withLock { $0 = nil }
            }
            return connection.withLock { connection in
                if let connected = connection {
                    timer.cancel()
                    return connected
                }
                connection = cancellable
                return cancellable
            }
        }
    }
}
