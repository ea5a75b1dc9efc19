import Foundation

/// Dates in documents: read from ISO 8601 strings of loaded data where a struct field says
/// `Date` (see `ISO8601Date`), and shown as SwiftUI code shows them (`Text(date, style: .date)`,
/// `date.formatted(date: .abbreviated, time: .shortened)`) through Foundation's date format
/// styles, in the document's locale and in UTC, so that output is the same on every machine.
enum DateFormat {
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

    /// `date` in `fields` (`.dateTime.year().month()`), in `locale`.
    static func format(_ date: Date, fields: Date.FormatStyle, locale: Locale) -> String {
        date.formatted(fields.locale(locale))
    }

    static func format(_ date: Date, date dateStyle: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale) -> String {
        date.formatted(Date.FormatStyle(date: dateStyle, time: time, locale: locale, timeZone: timeZone))
    }
}
