import SwiftSyntax
import Trellis

extension Compiler {
    /// Binary operators: `&&`, `||`, comparisons, arithmetic, `+` on strings and texts, `??`,
    /// and the range operators `..<` and `...`.
    func compileInfix(_ infix: InfixOperatorExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            error(.unsupported(.operatorSymbol(nil)), at: infix.operator)
            return .invalid
        }
        switch symbol {
        case "&&", "||":
            let left = checked(compile(infix.leftOperand, expecting: .bool, in: scope), against: .bool, at: infix.leftOperand)
            let right = checked(compile(infix.rightOperand, expecting: .bool, in: scope), against: .bool, at: infix.rightOperand)
            let isAnd = symbol == "&&"
            return Compiled(type: .bool) { frame in
                let first = try left.run(frame).bool
                if isAnd ? !first : first { return .bool(first) }
                return .bool(try right.run(frame).bool)
            }
        case "==", "!=", "<", "<=", ">", ">=":
            return compileComparison(symbol, infix, in: scope)
        case "+", "-", "*", "/", "%":
            return compileArithmetic(symbol, infix, expecting: expected, in: scope)
        case "..<", "...":
            let left = checked(compile(infix.leftOperand, expecting: .int, in: scope), against: .int, at: infix.leftOperand)
            let right = checked(compile(infix.rightOperand, expecting: .int, in: scope), against: .int, at: infix.rightOperand)
            let closed = symbol == "..."
            let location = location(of: infix)
            let maxCount = limits.forEachCount
            // Bounds written as literals are checked while checking, by the rule `render` applies.
            if case .int(let lower)? = left.known, case .int(let upper)? = right.known {
                do {
                    let range = try IndexBounds.range(lower, upper, closed: closed, maxCount: maxCount, at: location)
                    return .constant(.range(range), .range)
                } catch {
                    self.error(.checkedArgument(reason: error.message), at: infix)
                    return .invalid
                }
            }
            return Compiled(type: .range) { frame in
                .range(try IndexBounds.range(try left.run(frame).int, try right.run(frame).int, closed: closed, maxCount: maxCount, at: location))
            }
        case "??":
            let left = compile(infix.leftOperand, expecting: nil, in: scope)
            let wrapped: ValueType
            switch left.type {
            case .optional(let type): wrapped = type
            case .any: wrapped = .any  // unknown until it runs: no error
            case .failed: return .invalid
            default:
                error(.typeMismatch(found: left.type.description, expected: "an optional"), at: infix.leftOperand)
                return .invalid
            }
            let right = checked(compile(infix.rightOperand, expecting: wrapped, in: scope), against: wrapped, at: infix.rightOperand)
            return Compiled(type: wrapped == .any ? right.type : wrapped) { frame in
                let value = try left.run(frame)
                if case .null = value { return try right.run(frame) }
                return value
            }
        default:
            error(.unsupported(.operatorSymbol(symbol)), at: infix.operator)
            return .invalid
        }
    }

    private func compileComparison(_ symbol: String, _ infix: InfixOperatorExprSyntax, in scope: Scope) -> Compiled {
        let left: Compiled
        let right: Compiled
        // Each side is checked once, the one that needs a type from the other after it.
        if Self.needsContextType(infix.leftOperand) && !Self.needsContextType(infix.rightOperand) {
            // `.hidden == value`: the right side gives the implicit member its type.
            right = compile(infix.rightOperand, expecting: nil, in: scope)
            left = compile(infix.leftOperand, expecting: right.type == .any ? nil : right.type, in: scope)
        } else {
            left = compile(infix.leftOperand, expecting: nil, in: scope)
            right = compile(infix.rightOperand, expecting: left.type == .any ? nil : left.type, in: scope)
        }
        return comparison(symbol, left, right, at: infix.operator)
    }

    /// Whether `expression` takes its type from its context: an implicit member (`.red`,
    /// `.number.precision(…)`), `nil`, or a literal, ternary or parenthesis made of them.
    static func needsContextType(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) || isImplicitMemberChain(expression) { return true }
        if let array = expression.as(ArrayExprSyntax.self) {
            return !array.elements.isEmpty && array.elements.allSatisfy { needsContextType($0.expression) }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return needsContextType(ternary.thenExpression) && needsContextType(ternary.elseExpression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return needsContextType(only.expression)
        }
        return false
    }

    /// `left symbol right` for a comparison operator, on checked operands.
    func comparison(_ symbol: String, _ left: Compiled, _ right: Compiled, at node: some SyntaxProtocol) -> Compiled {
        guard left.type != .failed, right.type != .failed else { return .invalid }
        let comparable: Set<ValueType> = [.int, .double, .string, .any]
        let ordered = !(symbol == "==" || symbol == "!=")
        guard left.type.converts(to: right.type) || right.type.converts(to: left.type) || left.type.isNumeric && right.type.isNumeric else {
            error(.mismatch(.compared(left.type, right.type)), at: node)
            return .invalid
        }
        if ordered, !comparable.contains(left.type.unwrapped) || !comparable.contains(right.type.unwrapped) {
            error(.mismatch(.ordered(left.type, symbol: symbol)), at: node)
            return .invalid
        }
        let location = location(of: node)
        return Compiled(type: .bool) { frame in
            let a = try left.run(frame)
            let b = try right.run(frame)
            guard let order = ValueOrder.compare(a, b) else {
                throw RuntimeFailure(message: "cannot compare '\(a)' with '\(b)'", location: location)
            }
            switch symbol {
            case "==": return .bool(order == .same)
            case "!=": return .bool(order != .same)
            case "<": return .bool(order == .ascending)
            case "<=": return .bool(order != .descending)
            case ">": return .bool(order == .descending)
            default: return .bool(order != .ascending)
            }
        }
    }

    private func compileArithmetic(_ symbol: String, _ infix: InfixOperatorExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        let left = compile(infix.leftOperand, expecting: expected, in: scope)
        let right = compile(infix.rightOperand, expecting: left.type == .any ? expected : left.type, in: scope)
        return arithmetic(symbol, left, right, at: infix.operator)
    }

    /// `left symbol right` for an arithmetic operator (or `+` on strings and texts), on checked
    /// operands; an operand that failed to check adds no error.
    func arithmetic(_ symbol: String, _ left: Compiled, _ right: Compiled, at node: some SyntaxProtocol) -> Compiled {
        guard left.type != .failed, right.type != .failed else { return .invalid }
        let location = location(of: node)
        let meter = runtime.meter
        switch (left.type, right.type, symbol) {
        case (.string, .string, "+"):
            return Compiled(type: .string) { frame in
                .string(try meter.concatenated(try left.run(frame).string, try right.run(frame).string, at: location))
            }
        case (.text, .text, "+"):
            // Each styled part is drawn: a text doubled by `t + t` is work doubled.
            return Compiled(type: .text) { frame in
                guard case .text(let a) = try left.run(frame), case .text(let b) = try right.run(frame) else { return .null }
                try meter.step(a.runCount + b.runCount, at: location)
                return .text(a + b)
            }
        case (.int, .int, _):
            return folded(left, right) { frame in
                let a = try left.run(frame).int
                let b = try right.run(frame).int
                if (symbol == "/" || symbol == "%") && b == 0 { throw RuntimeFailure(message: "division by zero", location: location) }
                // As in Swift, an Int result that does not fit is an error, never a wrapped value.
                let (result, overflow) = switch symbol {
                case "+": a.addingReportingOverflow(b)
                case "-": a.subtractingReportingOverflow(b)
                case "*": a.multipliedReportingOverflow(by: b)
                case "/": a.dividedReportingOverflow(by: b)
                default: a.remainderReportingOverflow(dividingBy: b)
                }
                guard !overflow else { throw RuntimeFailure(message: "arithmetic overflow: \(a) \(symbol) \(b) does not fit in Int", location: location) }
                return .int(result)
            }
        case let (a, b, _) where a.isNumeric && b.isNumeric && symbol != "%":
            // An operand typed Any is checked when it runs: text is never taken for a number.
            let number = { (value: Value) throws -> Double in
                switch value {
                case .int, .double: return value.double
                default: throw RuntimeFailure(message: "'\(value)' is not a number, so '\(symbol)' cannot be applied to it", location: location)
                }
            }
            return folded(left, right) { frame in
                let a = try number(try left.run(frame))
                let b = try number(try right.run(frame))
                switch symbol {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                default: return .double(a / b)
                }
            }
        default:
            if let origin = left.type.mixedOrigin ?? right.type.mixedOrigin {
                error(.mismatch(.mixedOperand(origin: origin, symbol: symbol)), at: node)
                return .invalid
            }
            error(.mismatch(.operands(symbol: symbol, left.type, right.type)), at: node)
            return .invalid
        }
    }

    /// Arithmetic on numbers: worked out now when both operands are known (so that `check`
    /// sees `0.0 / 0.0` and reports an overflow where it is written), else when it runs.
    private func folded(_ left: Compiled, _ right: Compiled, _ run: @escaping (Frame) throws -> Value) -> Compiled {
        let operation = Compiled(type: left.type == .int && right.type == .int ? .int : .double, run: run)
        guard left.known != nil, right.known != nil else { return operation }
        do {
            return .constant(try run(Frame(parent: nil, size: 0)), operation.type)
        } catch let failure as RuntimeFailure {
            error(.runtime(failure.message), at: failure.location)
            return .invalid
        } catch {
            return operation
        }
    }
}

extension ValueType {
    /// Whether this is `Int`, `Double` or unknown.
    var isNumeric: Bool { self == .int || self == .double || self == .any }

    /// The wrapped type of an optional.
    var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

/// The order of two run-time values, for comparisons.
enum ValueOrder {
    case ascending, same, descending

    static func compare(_ a: Value, _ b: Value) -> ValueOrder? {
        func order<T: Comparable>(_ x: T, _ y: T) -> ValueOrder { x < y ? .ascending : x == y ? .same : .descending }
        switch (a, b) {
        case (.int(let x), .int(let y)): return order(x, y)
        case (.int, .double), (.double, .int), (.double, .double): return order(a.double, b.double)
        case (.string(let x), .string(let y)): return order(x, y)
        case (.bool(let x), .bool(let y)): return x == y ? .same : .ascending
        case (.null, .null): return .same
        case (.null, _), (_, .null): return .ascending
        default:
            if let x = a.hashable, let y = b.hashable { return x == y ? .same : .ascending }
            if let x = a.symbol(AnyHashable.self), let y = b.symbol(AnyHashable.self) { return x == y ? .same : .ascending }
            return nil
        }
    }
}
