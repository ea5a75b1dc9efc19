import Foundation

/// When a ``TimelineView`` would redraw: the dates its entries give, from a start date on. A
/// render is one moment and draws a timeline view once, so a schedule has no effect on text;
/// its entries are the dates SwiftUI's schedule of the same name gives.
///
/// ```swift
/// let next = PeriodicTimelineSchedule(from: start, by: 60).entries(from: .now, mode: .normal)
/// ```
public protocol TimelineSchedule {
    /// The dates of a schedule, in order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on (the first may come before it, where the schedule's
    /// period began earlier); `mode` is accepted.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Dates every `interval` seconds from a first one: the entries of the schedules that repeat.
private struct RepeatingDates: Sendable {
    var next: Date?
    let interval: TimeInterval

    mutating func advance() -> Date? {
        defer { next = next.map { $0.addingTimeInterval(interval) } }
        return next
    }
}

/// A schedule of dates every `interval` seconds from `startDate`, and before it (no effect on
/// text: see ``TimelineSchedule``).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule's dates from a start date on, every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var dates: RepeatingDates

        public mutating func next() -> Date? { dates.advance() }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Dates every `interval` seconds, in step with `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates from the last one at or before `startDate` (or the schedule's
    /// own start, when `startDate` comes before it) on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let periods = interval > 0 ? max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)) : 0
        return Entries(
            dates: RepeatingDates(next: self.startDate.addingTimeInterval(periods * interval), interval: interval))
    }
}

/// A schedule of the start of every minute (no effect on text: see ``TimelineSchedule``).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The start date, then the start of each minute after it.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var first: Date?
        fileprivate var minutes: RepeatingDates

        public mutating func next() -> Date? {
            if let date = first {
                first = nil
                return date
            }
            return minutes.advance()
        }
    }

    /// The start of every minute.
    public init() {}

    /// `startDate`, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
        return Entries(
            first: startDate, minutes: RepeatingDates(next: Date(timeIntervalSinceReferenceDate: minute), interval: 60))
    }
}

/// A schedule for animating: dates as often as `minimumInterval` allows (60 a second by
/// default), or the start date alone while paused (no effect on text: see ``TimelineSchedule``).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule's dates: every interval from the start date, or the start date alone.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        fileprivate var dates: RepeatingDates
        fileprivate let paused: Bool

        public mutating func next() -> Date? {
            let date = dates.advance()
            if paused { dates.next = nil }
            return date
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of dates at least `minimumInterval` seconds apart, none after the first
    /// while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then one every interval unless paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(dates: RepeatingDates(next: startDate, interval: minimumInterval ?? 1.0 / 60), paused: paused)
    }
}

/// A schedule of the dates it is given (no effect on text: see ``TimelineSchedule``).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`, in the order given.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever `startDate` is.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates every `interval` seconds, in step with `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Dates for animating, 60 a second.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Dates for animating, at least `minimumInterval` seconds apart, none after the first while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule of `dates`, in the order given.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
