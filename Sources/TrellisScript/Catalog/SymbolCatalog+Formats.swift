import Foundation

/// The number formats documents write as SwiftUI code does: `.number`, `.percent`,
/// `.currency(code: "USD")`, refined with `.precision(.fractionLength(2))` (or a range,
/// `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(4)`) and
/// `.grouping(.never)`.
extension SymbolCatalog {
    static var numberFormats: SymbolTable {
        var table = table(["number": NumberFormat(kind: .number), "percent": NumberFormat(kind: .percent)])
        table.functions["currency"] = [Callable([Parameter("code", .string)], result: .symbol(.numberFormat)) { _, arguments in
            .symbol(NumberFormat(kind: .currency(code: arguments.string(0))))
        }]
        table.methods["precision"] = [Callable([Parameter(nil, .symbol(.precision))], result: .symbol(.numberFormat)) { receiver, arguments in
            var format = try format(receiver, at: arguments)
            format.precision = try arguments.symbol(0)
            return .symbol(format)
        }]
        table.methods["grouping"] = [Callable([Parameter(nil, .symbol(.grouping))], result: .symbol(.numberFormat)) { receiver, arguments in
            var format = try format(receiver, at: arguments)
            format.grouping = try arguments.symbol(0, as: Bool.self)
            return .symbol(format)
        }]
        return table
    }

    static var precisions: SymbolTable {
        var table = SymbolTable()
        let kinds: [(String, (ClosedRange<Int>) -> NumberFormat.Precision)] = [
            ("fractionLength", NumberFormat.Precision.fractionLength), ("significantDigits", NumberFormat.Precision.significantDigits),
            ("integerLength", NumberFormat.Precision.integerLength),
        ]
        for (name, make) in kinds {
            table.functions[name] = [
                Callable([Parameter(nil, .int)], result: .symbol(.precision)) { _, arguments in
                    .symbol(make(try digits(arguments.int(0)...arguments.int(0), at: arguments)))
                },
                Callable([Parameter(nil, .range)], result: .symbol(.precision)) { _, arguments in
                    guard case .range(let range) = arguments[0], !range.isEmpty else {
                        throw RuntimeFailure(message: "a precision needs at least one number of digits", location: arguments.location)
                    }
                    return .symbol(make(try digits(range.lowerBound...(range.upperBound - 1), at: arguments)))
                },
            ]
        }
        return table
    }

    /// `digits` when Foundation can format with that many (it traps on a negative count).
    private static func digits(_ digits: ClosedRange<Int>, at arguments: Arguments) throws -> ClosedRange<Int> {
        guard digits.lowerBound >= 0, digits.upperBound <= NumberFormat.maxDigits else {
            let asked = digits.count == 1 ? "\(digits.lowerBound)" : "\(digits)"
            throw RuntimeFailure(message: "a precision is from 0 to \(NumberFormat.maxDigits) digits, not \(asked)", location: arguments.location)
        }
        return digits
    }

    private static func format(_ value: Value, at arguments: Arguments) throws -> NumberFormat {
        guard let format = value.symbol(NumberFormat.self) else {
            throw RuntimeFailure(message: "expected a number format, found '\(value)'", location: arguments.location)
        }
        return format
    }
}

/// The date formats of chosen fields documents write as SwiftUI code does: `.dateTime`, refined
/// with `.year()`, `.month()` (or `.month(.wide)`), `.day()`, `.weekday()` (or
/// `.weekday(.abbreviated)`), `.hour()`, `.minute()` and `.second()`; Foundation orders the
/// fields for the locale.
extension SymbolCatalog {
    static var dateFormats: SymbolTable {
        var table = table(["dateTime": Date.FormatStyle(timeZone: DateFormat.timeZone)])
        let fields: [(String, (Date.FormatStyle) -> Date.FormatStyle)] = [
            ("year", { $0.year() }), ("day", { $0.day() }), ("hour", { $0.hour() }), ("minute", { $0.minute() }),
            ("second", { $0.second() }),
        ]
        for (name, add) in fields {
            table.methods[name] = [Callable([], result: .symbol(.dateFormat)) { receiver, arguments in
                .symbol(add(try dateFormat(receiver, at: arguments)))
            }]
        }
        table.methods["month"] = [Callable([Parameter(nil, .symbol(.dateMonth), default: .symbol(Date.FormatStyle.Symbol.Month.abbreviated))],
                                           result: .symbol(.dateFormat)) { receiver, arguments in
            .symbol(try dateFormat(receiver, at: arguments).month(try arguments.symbol(0)))
        }]
        table.methods["weekday"] = [Callable([Parameter(nil, .symbol(.dateWeekday), default: .symbol(Date.FormatStyle.Symbol.Weekday.abbreviated))],
                                             result: .symbol(.dateFormat)) { receiver, arguments in
            .symbol(try dateFormat(receiver, at: arguments).weekday(try arguments.symbol(0)))
        }]
        return table
    }

    private static func dateFormat(_ value: Value, at arguments: Arguments) throws -> Date.FormatStyle {
        guard let format = value.symbol(Date.FormatStyle.self) else {
            throw RuntimeFailure(message: "expected a date format, found '\(value)'", location: arguments.location)
        }
        return format
    }
}
