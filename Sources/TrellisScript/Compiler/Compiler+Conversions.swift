import SwiftSyntax

extension Compiler {
    /// `String(value)`, `Int(value)` and `Double(value)` with Swift's meaning: a `Double` that
    /// does not fit an `Int` (NaN, infinite, beyond its range) is an error where Swift would
    /// trap, and text converts to an optional (`Int("12")`, `Double("x")` is `nil`). `nil` when
    /// `name` is none of these.
    func compileConversion(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled? {
        guard ["String", "Int", "Double"].contains(name) else { return nil }
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil || (name == "String" && argument.label == "describing") else {
            error(.usage(.conversion(name: name)), at: call)
            return .invalid
        }
        let value = compile(argument.expression, expecting: nil, in: scope)
        let location = location(of: call)
        switch (name, value.type) {
        case ("String", _):
            let meter = runtime.meter
            return Compiled(type: .string) { frame in .string(try meter.described(try value.run(frame), at: location)) }
        case ("Int", .int), ("Double", .double):
            return value
        case ("Double", .int):
            return Compiled(type: .double) { frame in .double(Double(try value.run(frame).int)) }
        case ("Int", .double):
            return Compiled(type: .int) { frame in
                let number = try value.run(frame).double
                guard let converted = Int(exactly: number.rounded(.towardZero)) else {
                    throw RuntimeFailure(message: "\(number) cannot be converted to Int: it is not finite or out of its range", location: location)
                }
                return .int(converted)
            }
        case ("Int", .string):
            return Compiled(type: .optional(.int)) { frame in Int(try value.run(frame).string).map(Value.int) ?? .null }
        case ("Double", .string):
            return Compiled(type: .optional(.double)) { frame in Double(try value.run(frame).string).map(Value.double) ?? .null }
        default:
            error(.typeMismatch(found: value.type.description, expected: "Int, Double or String"), at: argument.expression)
            return .invalid
        }
    }
}
