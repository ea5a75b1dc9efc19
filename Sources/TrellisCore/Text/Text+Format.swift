import Foundation

extension Text {
    /// Text showing `input` as `format` writes it: `Text(0.25, format: .percent)` is "25%",
    /// `Text(date, format: .dateTime.month().day())` the date in the format's locale.
    ///
    /// The string is formatted once, when the text is made, as SwiftUI shows it until the
    /// value changes.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
