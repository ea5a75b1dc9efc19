import Foundation

extension NumberFormat {
    /// `value`, an `Int` or a `Double`, formatted in `locale`; `nil` for any other value.
    func format(_ value: Value, locale: Locale) -> String? {
        switch value {
        case .int(let number): format(number, locale: locale)
        case .double(let number): format(number, locale: locale)
        default: nil
        }
    }
}

extension Arguments {
    /// The number at `index` formatted with `format` in the document's locale.
    func formatted(_ index: Int, with format: NumberFormat) throws -> String {
        guard let text = format.format(values[index], locale: locale) else {
            throw RuntimeFailure(message: "cannot format '\(values[index])' as a number", location: location)
        }
        return text
    }
}
