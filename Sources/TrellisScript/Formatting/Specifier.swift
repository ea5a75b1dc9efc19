import Foundation

/// A `printf`-style specifier as SwiftUI's `"\(value, specifier: "%.1f")"` takes it: literal
/// text (`%%` for a percent sign) around exactly one conversion, `%[flags][width][.precision]`
/// then `d`/`i` (with `l` or `ll`), `u`, `x`, `X`, `o` for integers, `f`, `F`, `e`, `E`, `g`,
/// `G` for numbers, `@` for anything.
///
/// Checked when the document is checked, so that no specifier reaches `String(format:)` with
/// a conversion its argument does not match (which reads memory it should not) or a width
/// that makes an enormous string.
struct Specifier: Hashable, Sendable {
    /// The text before and after the conversion, `%%` already a single `%`.
    let prefix: String
    let suffix: String
    /// The conversion with its flags, width and precision, without length modifiers: `%08.2f`.
    let conversion: String
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case integer, floatingPoint, object
    }

    /// The widest field or precision accepted.
    static let maxWidth = 100

    /// The specifier `text`, or why it is not one.
    static func parse(_ text: String) -> Result<Specifier, Problem> {
        var prefix = "", suffix = "", conversion: (String, Kind)?
        var characters = Substring(text)
        while let character = characters.popFirst() {
            guard character == "%" else {
                if conversion == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if conversion == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard conversion == nil else { return .failure(Problem("a specifier formats one value; '\(text)' has more than one conversion")) }
            let flags = characters.prefix { "-+ 0#".contains($0) }
            characters.removeFirst(flags.count)
            let width = characters.prefix(while: \.isASCIIDigit)
            characters.removeFirst(width.count)
            var precision: Substring?
            if characters.first == "." {
                characters.removeFirst()
                let digits = characters.prefix(while: \.isASCIIDigit)
                characters.removeFirst(digits.count)
                precision = digits.isEmpty ? "0" : digits  // "%.f" is precision 0
            }
            guard Self.number(width) <= maxWidth, Self.number(precision ?? "") <= maxWidth else {
                return .failure(Problem("a specifier's width and precision are at most \(maxWidth)"))
            }
            while characters.first == "l" { characters.removeFirst() }
            guard let letter = characters.popFirst(), let kind = Self.kinds[letter] else {
                return .failure(Problem("'\(text)' is not a specifier SwiftUI formats a number with, like \"%d\", \"%.2f\" or \"%@\""))
            }
            conversion = ("%" + flags + width + (precision.map { "." + $0 } ?? "") + (kind == .integer ? "ll" : "") + String(letter), kind)
        }
        guard let (format, kind) = conversion else {
            return .failure(Problem("'\(text)' has no conversion; write one like \"%d\", \"%.2f\" or \"%@\""))
        }
        return .success(Specifier(prefix: prefix, suffix: suffix, conversion: format, kind: kind))
    }

    /// The value of a run of ASCII digits (0 when there are none), `Int.max` when it does not
    /// fit: twenty digits are too many, never none.
    private static func number(_ digits: Substring) -> Int {
        var value = 0
        for digit in digits {
            guard let digitValue = digit.wholeNumberValue else { return .max }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(digitValue)
            guard !overflow, !carry else { return .max }
            value = sum
        }
        return value
    }

    private static let kinds: [Character: Kind] = [
        "d": .integer, "i": .integer, "u": .integer, "x": .integer, "X": .integer, "o": .integer,
        "f": .floatingPoint, "F": .floatingPoint, "e": .floatingPoint, "E": .floatingPoint, "g": .floatingPoint,
        "G": .floatingPoint, "@": .object,
    ]

    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// `value` formatted in `locale` (its decimal separator, as SwiftUI's localized
    /// interpolation uses); an integer conversion of a `Double` and a number conversion of text
    /// are `nil`, as they do not fit (Swift would not compile them either).
    func format(_ value: Value, locale: Locale) -> String? {
        let formatted: String
        switch (kind, value) {
        case (.integer, .int(let number)): formatted = String(format: conversion, Int64(number))
        case (.floatingPoint, .int(let number)): formatted = localized(String(format: conversion, Double(number)), in: locale)
        case (.floatingPoint, .double(let number)): formatted = localized(String(format: conversion, number), in: locale)
        case (.object, _): formatted = padded(value.description)
        default: return nil
        }
        return prefix + formatted + suffix
    }
}

extension Specifier {
    /// `number`, formatted as C does, with the locale's decimal separator (Foundation's
    /// `String(format:locale:)` would also group digits and change the case of exponents).
    private func localized(_ number: String, in locale: Locale) -> String {
        guard let separator = locale.decimalSeparator, separator != ".", let point = number.firstIndex(of: ".") else { return number }
        return number.replacingCharacters(in: point...point, with: separator)
    }

    /// `text` padded with spaces to the conversion's width, on the right with the `-` flag.
    private func padded(_ text: String) -> String {
        let width = Self.number(conversion.drop { !$0.isASCIIDigit || $0 == "0" }.prefix(while: \.isASCIIDigit))
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return conversion.contains("-") ? text + padding : padding + text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
