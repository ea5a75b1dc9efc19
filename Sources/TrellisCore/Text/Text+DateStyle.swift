import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` shows a date: SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Codable, Sendable {
        enum Kind: Hashable, Codable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone, long: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time alone, short: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The distance from now in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The distance from now in its largest unit, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// The distance from now as a timer: "2:32", "36:59:01" (hours are not rolled into days).
        public static let timer = DateStyle(kind: .timer)
    }

    /// A text showing `date` in `style`, in the current locale and time zone.
    ///
    /// SwiftUI keeps the relative styles (`.relative`, `.offset`, `.timer`) up to date as the
    /// clock runs; a render is one moment, so they are measured from the moment the text is
    /// made. Unit names are English, as SwiftUI's in an English locale.
    ///
    /// ```swift
    /// Text(Date().addingTimeInterval(8_580), style: .relative)  // 2 hours, 23 minutes
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date(), locale: .current, timeZone: .current))
    }

    /// A text showing the range from `dates.lowerBound` to `dates.upperBound`: "10:00 AM – 11:00 AM"
    /// on one day, dates and times otherwise.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.format(dates, locale: .current, timeZone: .current))
    }

    /// A text showing the interval's start to its end, as `Text(_ dates: ClosedRange<Date>)` does.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    static func format(_ date: Date, style: DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        // Within about 30,000 years of 2001, where calendars are defined; a date beyond (or
        // not a number) is shown as the nearest such one.
        let date = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.clamped(to: -1e12...1e12))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch style.kind {
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
        case .relative:
            return DateDistance(from: now, to: date, calendar: calendar).units(2).joined(separator: ", ")
        case .offset:
            let sign = date < now ? "-" : "+"
            return sign + DateDistance(from: now, to: date, calendar: calendar).units(1).joined()
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let tail = String(format: "%02d", rest)
            return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
        }
    }

    static func format(_ dates: ClosedRange<Date>, locale: Locale, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        let style = Date.FormatStyle(date: sameDay ? .omitted : .abbreviated, time: .shortened, locale: locale, timeZone: timeZone)
        return "\(dates.lowerBound.formatted(style)) – \(dates.upperBound.formatted(style))"
    }
}

/// The calendar distance between two dates in years down to seconds, named in English.
private struct DateDistance {
    let components: DateComponents

    init(from start: Date, to end: Date, calendar: Calendar) {
        let (earlier, later) = start <= end ? (start, end) : (end, start)
        components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
    }

    /// The `count` largest non-zero units from the largest one, "0 seconds" when all are zero.
    func units(_ count: Int) -> [String] {
        let all: [(Int?, String)] = [(components.year, "year"), (components.month, "month"), (components.day, "day"),
                                     (components.hour, "hour"), (components.minute, "minute"), (components.second, "second")]
        guard let first = all.firstIndex(where: { ($0.0 ?? 0) != 0 }) else { return ["0 seconds"] }
        return all[first...].prefix(count).compactMap { value, unit in
            guard let value, value != 0 else { return nil }
            return "\(value) \(unit)\(value == 1 ? "" : "s")"
        }
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
