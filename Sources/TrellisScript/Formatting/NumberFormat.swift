import Foundation

/// A number format a document writes as SwiftUI code does (`.number`, `.percent`,
/// `.currency(code: "EUR")`, refined with `.precision(.fractionLength(2))` or
/// `.grouping(.never)`), applied through Foundation's format styles in the document's locale.
///
/// Integers keep integer formatting (`IntegerFormatStyle`: `.percent` shows 50 as "50%"), as
/// Swift chooses the style by the input's type; doubles use `FloatingPointFormatStyle` (0.5
/// as "50%").
struct NumberFormat: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case number
        case percent
        case currency(code: String)
    }

    /// How many digits: `NumberFormatStyleConfiguration.Precision`, as a document writes it.
    enum Precision: Hashable, Sendable {
        case fractionLength(ClosedRange<Int>)
        case significantDigits(ClosedRange<Int>)
        case integerLength(ClosedRange<Int>)
    }

    var kind: Kind
    var precision: Precision?
    /// Whether digits are grouped (`.grouping(.automatic)`, the default) or not (`.never`).
    var grouping = true

    /// The most digits a precision may ask for: what Foundation formats without loss.
    static let maxDigits = 100

    /// `value` formatted in `locale`.
    func format(_ value: Int, locale: Locale) -> String {
        switch kind {
        case .number: configured(IntegerFormatStyle<Int>(locale: locale)).format(value)
        case .percent: configured(IntegerFormatStyle<Int>.Percent(locale: locale)).format(value)
        case .currency(let code): configured(IntegerFormatStyle<Int>.Currency(code: code, locale: locale)).format(value)
        }
    }

    /// `value` formatted in `locale`.
    func format(_ value: Double, locale: Locale) -> String {
        switch kind {
        case .number: configured(FloatingPointFormatStyle<Double>(locale: locale)).format(value)
        case .percent: configured(FloatingPointFormatStyle<Double>.Percent(locale: locale)).format(value)
        case .currency(let code): configured(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)).format(value)
        }
    }

    private func configured<Style: NumberStyle>(_ style: Style) -> Style {
        var style = style
        if let precision { style = style.precision(precision.foundation) }
        if !grouping { style = style.grouping(.never) }
        return style
    }
}

extension NumberFormat.Precision {
    var foundation: NumberFormatStyleConfiguration.Precision {
        switch self {
        case .fractionLength(let range): .fractionLength(range)
        case .significantDigits(let range): .significantDigits(range)
        case .integerLength(let range): .integerLength(range)
        }
    }
}

/// The configuration Foundation's number styles share, so that one function configures each.
protocol NumberStyle {
    func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self
}

extension IntegerFormatStyle<Int>: NumberStyle {}
extension IntegerFormatStyle<Int>.Percent: NumberStyle {}
extension IntegerFormatStyle<Int>.Currency: NumberStyle {}
extension FloatingPointFormatStyle<Double>: NumberStyle {}
extension FloatingPointFormatStyle<Double>.Percent: NumberStyle {}
extension FloatingPointFormatStyle<Double>.Currency: NumberStyle {}
