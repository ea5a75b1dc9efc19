import Foundation

/// Dates in documents: parsed from ISO 8601 strings of loaded data where a struct field says
/// `Date`, and shown as SwiftUI code shows them (`Text(date, style: .date)`,
/// `date.formatted(date: .abbreviated, time: .shortened)`) through Foundation's date format
/// styles, in the document's locale and in UTC, so that output is the same on every machine.
enum DateFormat {
    /// `text` as a date: ISO 8601 with a time and a zone (`2024-03-05T14:30:00Z`,
    /// `…+01:00`, with or without fractional seconds), or a calendar date (`2024-03-05`, UTC
    /// midnight).
    static func parse(_ text: String) -> Date? {
        let strategies: [Date.ISO8601FormatStyle] = [
            .iso8601,
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        for strategy in strategies {
            if let date = try? Date(text, strategy: strategy) { return date }
        }
        return nil
    }

    /// The time zone dates are shown in.
    static let timeZone = TimeZone(identifier: "UTC")!

    /// `Text(date, style:)`: `.date` is the long date ("March 5, 2024"), `.time` the short
    /// time ("2:30 PM"), as in SwiftUI.
    enum Style: Hashable, Sendable {
        case date, time
    }

    static func format(_ date: Date, style: Style, locale: Locale) -> String {
        switch style {
        case .date: format(date, date: .long, time: .omitted, locale: locale)
        case .time: format(date, date: .omitted, time: .shortened, locale: locale)
        }
    }

    static func format(_ date: Date, date dateStyle: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale) -> String {
        date.formatted(Date.FormatStyle(date: dateStyle, time: time, locale: locale, timeZone: timeZone))
    }
}
