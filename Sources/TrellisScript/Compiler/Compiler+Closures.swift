import SwiftSyntax
import Trellis

/// A function value: a closure (`{ x in … }`, `{ $0 … }`) or an operator or function named
/// as one (`+`, `<`, `max`), as collection methods take it.
struct CompiledFunction {
    let result: ValueType
    /// Calls the function from `frame` (where it was written) with its arguments.
    let call: (Frame, [Value]) throws -> Value
}

extension Compiler {
    /// The function `expression` is, taking `parameters`; `result` is the type it must return
    /// when the caller knows it. `nil` after reporting an error.
    func compileFunctionArgument(_ expression: ExprSyntax, parameters: [ValueType], result: ValueType?, in scope: Scope) -> CompiledFunction? {
        if let closure = expression.as(ClosureExprSyntax.self) {
            return compileFunctionClosure(closure, parameters: parameters, result: result, in: scope)
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), parameters.count == 1 {
            // `\.name` as a function, as Swift allows: the member read from the argument.
            guard let (type, read) = keyPathAccessor(keyPath, on: parameters[0]) else { return nil }
            if let result, !type.converts(to: result) {
                error(.typeMismatch(found: type.description, expected: result.description), at: expression)
                return nil
            }
            return CompiledFunction(result: type) { _, arguments in try read(arguments[0]) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil,
           let function = operatorFunction(reference.baseName.text, parameters, at: reference) {
            if let result, !function.result.converts(to: result) {
                error(.typeMismatch(found: "(\(parameters.map(\.description).joined(separator: ", "))) -> \(function.result)",
                                    expected: "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"), at: expression)
                return nil
            }
            return function
        }
        let value = compile(expression, expecting: nil, in: scope)
        if value.type != .any, value.type != .failed {
            error(.typeMismatch(found: value.type.description, expected: "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result?.description ?? "Value")"),
                  at: expression)
        }
        return nil
    }

    /// A closure with parameters, whose body is a single expression or statements with `return`.
    func compileFunctionClosure(_ closure: ClosureExprSyntax, parameters: [ValueType], result: ValueType?, in parent: Scope) -> CompiledFunction {
        memoizedClosure(closure, parameters: parameters, result: result, in: parent) { scope in
            checkFunctionClosure(closure, parameters: parameters, result: result, in: scope)
        }
    }

    /// `compileFunctionClosure` once its scope is made.
    private func checkFunctionClosure(_ closure: ClosureExprSyntax, parameters: [ValueType], result: ValueType?, in scope: Scope) -> CompiledFunction {
        let bind = declareClosureParameters(closure, parameters, in: scope)
        var expected = result
        if let returnClause = closure.signature?.returnClause {
            let declared = resolveType(returnClause.type)
            if let result, !declared.converts(to: result) {
                error(.typeMismatch(found: declared.description, expected: result.description), at: returnClause.type)
            }
            expected = declared
        }
        let body = compileFunctionBody(Array(closure.statements), result: expected, in: scope, at: closure)
        let layout = scope.layout
        let meter = runtime.meter
        let location = location(of: closure)
        return CompiledFunction(result: body.type) { captured, arguments in
            try meter.step(at: location)
            let frame = Frame(parent: captured, size: layout.size)
            bind(frame, arguments)
            return try body.run(frame)
        }
    }

    /// Declares a closure's parameters (named in its signature, or `$0`, `$1`): several names
    /// for one tuple parameter destructure it (`{ index, row in … }` over `enumerated()`).
    /// Returns what stores the arguments in a call's frame.
    func declareClosureParameters(_ closure: ClosureExprSyntax, _ types: [ValueType], in scope: Scope) -> (Frame, [Value]) -> Void {
        var names: [String]
        var annotations: [TypeSyntax?] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?:
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            annotations = clause.parameters.map(\.type)
        case nil: names = types.indices.map { "$\($0)" }
        }
        if types.count == 1, names.count > 1, let fields = Tuples.fields(of: types[0]), fields.count == names.count {
            let indices = zip(names, fields).map { scope.declare($0, $1.type) }
            let labels = fields.map(\.name)
            return { frame, arguments in
                guard case .record(let record)? = arguments.first else { return }
                for (index, label) in zip(indices, labels) { frame.slots[index] = record[label] ?? .null }
            }
        }
        if names.count != types.count {
            error(.argumentCount(.closureParameters(expected: types.count, names: names.count)),
                  at: closure.signature.map(Syntax.init) ?? Syntax(closure))
        }
        for (position, annotation) in annotations.enumerated() {
            guard let annotation, position < types.count else { continue }
            let declared = resolveType(annotation)
            if !types[position].converts(to: declared) {
                error(.typeMismatch(found: types[position].description, expected: declared.description), at: annotation)
            }
        }
        let count = min(names.count, types.count)
        for index in 0..<names.count { scope.declare(names[index], index < types.count ? types[index] : .any) }
        return { frame, arguments in
            for index in 0..<min(count, arguments.count) { frame.slots[index] = arguments[index] }
        }
    }

    /// An operator or function used as a function value: `+`, `-`, `*`, `/` (as the
    /// operator), `<`, `>`, `<=`, `>=`, `==`, `!=`, `max`, `min`. `nil` when `name` is none.
    private func operatorFunction(_ name: String, _ parameters: [ValueType], at node: DeclReferenceExprSyntax) -> CompiledFunction? {
        let arithmeticNames: Set = ["+", "-", "*", "/", "%"]
        let comparisonNames: Set = ["<", ">", "<=", ">=", "==", "!="]
        guard arithmeticNames.contains(name) || comparisonNames.contains(name) || name == "max" || name == "min" else { return nil }
        guard parameters.count == 2 else {
            error(.argumentCount(.operatorFunction(name: name, parameters: parameters.count)), at: node)
            return CompiledFunction(result: .any) { _, _ in .null }
        }
        let left = Compiled(type: parameters[0]) { frame in frame.slots[0] }
        let right = Compiled(type: parameters[1]) { frame in frame.slots[1] }
        let operation: Compiled
        if arithmeticNames.contains(name) {
            operation = arithmetic(name, left, right, at: node)
        } else if comparisonNames.contains(name) {
            operation = comparison(name, left, right, at: node)
        } else {
            // `max` and `min` of two values that can be ordered.
            let ordered = comparison("<", left, right, at: node)
            let isMax = name == "max"
            operation = Compiled(type: ordered.type == .any ? .any : parameters[0].joined(with: parameters[1])) { frame in
                let less = try ordered.run(frame).bool
                return (less == isMax) ? frame.slots[1] : frame.slots[0]
            }
        }
        return CompiledFunction(result: operation.type) { _, arguments in
            let frame = Frame(parent: nil, size: 2)
            frame.slots[0] = arguments[0]
            frame.slots[1] = arguments[1]
            return try operation.run(frame)
        }
    }
}
