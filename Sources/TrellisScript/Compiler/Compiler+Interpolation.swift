import Foundation
import SwiftSyntax

extension Compiler {
    /// One `\(…)` of a string literal, as a string: `\(value)`, `\(number, format: .percent)`
    /// or `\(number, specifier: "%.1f")`, and a date's `\(date, format: .dateTime.year())`.
    func compileInterpolation(_ interpolation: ExpressionSegmentSyntax, in scope: Scope) -> Compiled {
        let expressions = Array(interpolation.expressions)
        guard let value = expressions.first, value.label == nil, expressions.count <= 2 else {
            error(.unsupported(.interpolation), at: interpolation)
            return .invalid
        }
        let compiled = compile(value.expression, expecting: nil, in: scope)
        let location = location(of: value.expression)
        let runtime = runtime
        guard expressions.count == 2 else {
            return Compiled(type: .string) { frame in .string(try runtime.meter.described(try compiled.run(frame), at: location)) }
        }
        let option = expressions[1]
        let mismatch = { (value: Value) in RuntimeFailure(message: "cannot format '\(value)' as a number", location: location) }
        switch option.label?.text {
        case "format" where compiled.type == .date:
            let format = checked(compile(option.expression, expecting: .symbol(.dateFormat), in: scope), against: .symbol(.dateFormat),
                                 at: option.expression)
            return Compiled(type: .string) { frame in
                let value = try compiled.run(frame)
                guard case .date(let date) = value, let fields = try format.run(frame).symbol(Date.FormatStyle.self) else {
                    throw RuntimeFailure(message: "cannot format '\(value)' as a date", location: location)
                }
                return .string(try runtime.meter.made(DateFormat.format(date, fields: fields, locale: runtime.locale), at: location))
            }
        case "format":
            _ = checked(compiled, against: .double, at: value.expression)
            let format = checked(compile(option.expression, expecting: .symbol(.numberFormat), in: scope), against: .symbol(.numberFormat),
                                 at: option.expression)
            return Compiled(type: .string) { frame in
                let number = try compiled.run(frame)
                guard let style = try format.run(frame).symbol(NumberFormat.self), let text = style.format(number, locale: runtime.locale) else {
                    throw mismatch(number)
                }
                return .string(try runtime.meter.made(text, at: location))
            }
        case "specifier":
            guard let text = option.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                error(.usage(.specifierLiteral), at: option.expression)
                return .invalid
            }
            let specifier: Specifier
            switch Specifier.parse(text) {
            case .success(let parsed): specifier = parsed
            case .failure(let problem):
                error(.checkedArgument(reason: problem.message), at: option.expression)
                return .invalid
            }
            if specifier.kind != .object { _ = checked(compiled, against: specifier.kind == .integer ? .int : .double, at: value.expression) }
            return Compiled(type: .string) { frame in
                let value = try compiled.run(frame)
                // `%@` writes the value as interpolation does, within the limit for one string.
                let subject = specifier.kind == .object ? Value.string(try runtime.meter.described(value, at: location)) : value
                guard let text = specifier.format(subject, locale: runtime.locale) else { throw mismatch(value) }
                return .string(try runtime.meter.made(text, at: location))
            }
        default:
            error(.unknownArgument(label: option.label?.text ?? "_", callee: "string interpolation",
                                   suggestion: Suggestion.closest(to: option.label?.text ?? "", in: ["format", "specifier"])),
                  at: option)
            return .invalid
        }
    }
}
