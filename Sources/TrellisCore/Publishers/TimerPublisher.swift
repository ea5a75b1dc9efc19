import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds once connected, as Combine's
    /// `Timer.publish(every:tolerance:on:in:)`. Usually made `autoconnect()`ed and handed to
    /// ``View/onReceive(_:perform:)``.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A publisher of the date every `interval` seconds: Combine's `Timer.TimerPublisher`.
    ///
    /// Nothing schedules it in Trellis: connecting it starts no timer, so it publishes no
    /// date, and cancelling the connection has nothing to stop.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may be published.
        public let tolerance: TimeInterval?
        /// The run loop the timer would run on.
        public let runLoop: RunLoop
        /// The run loop mode the timer would run in.
        public let mode: RunLoop.Mode

        /// A publisher of the date every `interval` seconds on `runLoop` in `mode`.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Connects the publisher: no timer starts (see above); the result cancels nothing.
        public func connect() -> any Cancellable {
            AnyCancellable {}
        }
    }
}
