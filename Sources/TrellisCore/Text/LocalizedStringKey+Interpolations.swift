import Foundation

/// SwiftUI's interpolations of a text key besides plain values: formatted numbers
/// (`"\(ratio, specifier: "%.1f")"`, `"\(price, format: .currency(code: "EUR"))"`), dates in a
/// ``Text/DateStyle``, date ranges, images (their glyph), texts, attributed strings and values
/// drawn by a `Formatter`. Each appends what ``Text`` draws for the same value.
extension LocalizedStringKey.StringInterpolation {
    /// Appends `value` written with a `printf` format specifier.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        append(String(format: specifier, value))
    }

    /// Appends `input` written in `format`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        append(format.format(input))
    }

    /// Appends `date` as ``Text/init(_:style:)`` writes it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        append(Text.format(date, style: style, now: Date(), locale: .current, timeZone: .current))
    }

    /// Appends the range of dates as ``Text`` writes it.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        append(Text.format(dates, locale: .current, timeZone: .current))
    }

    /// Appends the interval as ``Text`` writes it.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        append(Text.format(interval.start...interval.end, locale: .current, timeZone: .current))
    }

    /// Appends the image's glyph.
    public mutating func appendInterpolation(_ image: Image) {
        append(image.glyph)
    }

    /// Appends the attributed string's characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        append(String(attributedString.characters))
    }

    /// Appends `subject` as `formatter` writes it (nothing when it cannot, or without one, its
    /// description).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        append(formatter.map { $0.string(for: subject) ?? "" } ?? String(describing: subject))
    }

    /// Appends `subject` (an `NSNumber`, an `NSDate`) as `formatter` writes it, as the form above.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        append(formatter.map { $0.string(for: subject) ?? "" } ?? String(describing: subject))
    }

    /// Appends `date` as `formatter` writes it: the form above, for a `Date`, which is not
    /// `ReferenceConvertible` in Linux's Foundation (`Text("Due \(date, formatter: style)")`).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
        append(formatter.map { $0.string(for: date) ?? "" } ?? String(describing: date))
    }
}
