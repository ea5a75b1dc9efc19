import Foundation
import SwiftSyntax
import Trellis

extension Compiler {
    /// A call: a view, a struct, a plugin container, a function, a method or a modifier.
    func compileCall(_ call: FunctionCallExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        let arguments = CallArgument.of(call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return compileNamedCall(reference.baseName.text, arguments, call: call, in: scope)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            error(.unsupported(.calledExpression), at: call.calledExpression)
            return .invalid
        }
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            guard let kind = expected?.symbolKind else {
                error(.usage(.implicitMemberCall(name: name)), at: member)
                return .invalid
            }
            return compileFunction(name, of: kind, arguments, at: member.declName, in: scope)
        }
        if let kind = typeName(baseExpression, in: scope) {
            return compileFunction(name, of: kind, arguments, at: member.declName, in: scope)
        }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self", scope.lookup("self") == nil {
            return compileNamedCall(name, arguments, call: call, in: scope)
        }
        // An implicit member chain (`.percent.precision(…)`) takes its type from the context.
        let base = compile(baseExpression, expecting: Self.isImplicitMemberChain(baseExpression) ? expected : nil, in: scope)
        guard base.type != .failed else { return .invalid }
        if let method = receiverMethods(of: base.type)[name] {
            return compileReceiverCall(method, on: base, arguments, at: member.declName, in: scope)
        }
        if let collection = compileCollectionCall(name, on: base, arguments, at: member.declName, in: scope) {
            return collection
        }
        if let kind = base.type.symbolKind, let methods = symbols[kind].methods[name] {
            guard let (callable, values) = resolveOverload(name, methods, arguments, at: member.declName, in: scope) else { return .invalid }
            return apply(callable, to: base, values, at: member.declName)
        }
        if let methods = Self.valueMethods(of: base.type)[name] {
            guard let (callable, values) = resolveOverload(name, methods, arguments, at: member.declName, in: scope) else { return .invalid }
            return apply(callable, to: base, values, at: member.declName, checkingNumbers: false)
        }
        if base.type.converts(to: .view) {
            return compileModifier(name, on: base, arguments, at: member.declName, in: scope)
        }
        let members = Array(Self.valueMethods(of: base.type).keys)
        error(.unknownMember(name, type: base.type.description, suggestion: Suggestion.closest(to: name, in: members)), at: member.declName)
        return .invalid
    }

    /// Whether `expression` starts with an implicit member (`.percent`, `.number.grouping(…)`).
    static func isImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
    }

    private func compileNamedCall(_ name: String, _ arguments: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope) -> Compiled {
        let node = call.calledExpression
        if let (_, binding) = scope.lookup(name) {
            // A value that failed to check (typed `Any`) was reported where it was written.
            if binding.type != .any, binding.type != .failed { error(.usage(.valueAsCallee(name: name)), at: node) }
            checkUnbound(arguments, in: scope)
            return .invalid
        }
        if name == "load" || name == "stdin" {
            return compileDataFunction(name, arguments, at: call)
        }
        if let iteration = compileIteration(name, arguments, at: call, in: scope) {
            return iteration
        }
        if let definition = declared.structs[name] {
            return compileStructCall(definition, arguments, at: call, in: scope)
        }
        if let record = declared.records[name] {
            return compileRecordCall(record, arguments, at: node, in: scope)
        }
        if let definition = declared.classes[name] {
            return compileObjectInit(definition, arguments, at: node, in: scope)
        }
        if let container = declared.pluginContainers[name] {
            return compilePluginContainer(container, arguments, at: call, in: scope)
        }
        if let conversion = compileConversion(name, arguments, at: call, in: scope) {
            return conversion
        }
        if let collection = compileCollectionInitializer(name, arguments, at: call, in: scope) {
            return collection
        }
        if let definition = declared.enums[name] {
            return compileEnumInitializer(definition, arguments, at: call, in: scope)
        }
        if let function = compileNumberFunction(name, arguments, at: call, in: scope) {
            return function
        }
        if let overloads = views[name] {
            guard let (callable, values) = resolveOverload(name, overloads, arguments, at: node, in: scope) else { return .invalid }
            let compiled = apply(callable, to: .constant(.null, .any), values, at: node)
            guard name == "List" else { return compiled }
            return recording(name, compiled, contentIndex: 0, values: values, arguments: arguments, at: call, in: scope)
        }
        if case .structure(let definition)? = scope.owner, let method = definition.methods[name] {
            return compileMethodCall(method, arguments: arguments, of: definition, at: node, in: scope)
        }
        if case .object(let definition)? = scope.owner, let method = definition.methods[name], let receiver = selfObject(in: scope) {
            return compileReceiverCall(method, on: receiver, arguments, at: node, in: scope)
        }
        if case .modifier? = scope.owner, modifierNames.contains(name), let (depth, binding) = scope.lookup("self") {
            let index = binding.index
            let receiver = Compiled(type: .view) { frame in frame.ancestor(depth).slots[index] }
            return compileModifier(name, on: receiver, arguments, at: node, in: scope)
        }
        guard !declared.unsupportedNames.contains(name) else { return .invalid }
        if !isReportedUnknown(name) { error(.unknownView(name, suggestion: Suggestion.closest(to: name, in: viewNames)), at: node) }
        checkUnbound(arguments, in: scope)
        return .invalid
    }

    // MARK: - Overloads

    /// The overload `arguments` fit, with the checked arguments; `nil` after reporting why
    /// none fits.
    func resolveOverload(
        _ name: String, _ overloads: [Callable], _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope
    ) -> (Callable, [Compiled])? {
        var candidates: [(Callable, [CallArgument?])] = []
        var mismatches: [ArgumentMismatch] = []
        for callable in overloads {
            switch ArgumentMatcher.match(arguments, to: callable.parameters) {
            case .success(let bound): candidates.append((callable, bound))
            case .failure(let mismatch): mismatches.append(mismatch)
            }
        }
        // Each argument is checked once per kind of parameter, whatever the number of
        // candidates tried: else closures nested in calls are checked exponentially often.
        var checkedArguments: [ArgumentKey: (Compiled, [ScriptDiagnostic])] = [:]
        if candidates.count > 1 {
            for (callable, bound) in candidates {
                if let values = speculate({ compileArguments(bound, callable.parameters, in: scope, memo: &checkedArguments) }) {
                    return (callable, values)
                }
            }
        }
        if let (callable, bound) = candidates.first {
            let count = reportedCount
            let values = compileArguments(bound, callable.parameters, in: scope, memo: &checkedArguments)
            return reportedCount == count ? (callable, values) : nil
        }
        reportMismatch(name, mismatches, overloads.map(\.parameters), at: node)
        checkUnbound(arguments, in: scope)
        return nil
    }

    /// Checks the content closures of a call that could not be matched, so that the errors
    /// inside them are reported too (the other arguments need the missing context).
    func checkUnbound(_ arguments: [CallArgument], in scope: Scope) {
        for argument in arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self), closure.signature == nil {
                _ = compileBlock(Array(closure.statements), in: scope)
            }
        }
    }

    /// Reports the most telling of `mismatches`: an unknown label (with the closest label any
    /// overload has), a missing argument, or an extra one.
    func reportMismatch(_ name: String, _ mismatches: [ArgumentMismatch], _ parameterLists: [[Parameter]], at node: some SyntaxProtocol) {
        let labels = Set(parameterLists.flatMap { $0.compactMap(\.label) })
        for case .unknownLabel(let argument) in mismatches {
            let label = argument.label ?? "_"
            if labels.contains(label) { continue }
            error(.unknownArgument(label: label, callee: name, suggestion: Suggestion.closest(to: label, in: labels)),
                  at: argument.expression.parent ?? Syntax(argument.expression))
            return
        }
        for case .missing(let label) in mismatches {
            error(.missingArgument(label: label, callee: name), at: node)
            return
        }
        if case .extra(let argument)? = mismatches.first, parameterLists.count == 1 {
            error(.extraArgument(callee: name), at: argument.expression)
            return
        }
        let signatures = parameterLists.map { list in list.map { ($0.label ?? "_") + ":" }.joined() }
        error(.noOverload(callee: name, candidates: signatures), at: node)
    }

    /// An argument checked for a kind of parameter.
    struct ArgumentKey: Hashable {
        let argument: SyntaxIdentifier
        /// The parameter's type, `nil` for a closure parameter (`content`, `action`).
        let type: ValueType?
        let isContent: Bool
        let isBinding: Bool

        init(_ argument: CallArgument, _ parameter: Parameter) {
            self.argument = argument.expression.id
            switch parameter.kind {
            case .value(let type): (self.type, isContent, isBinding) = (type, false, false)
            case .content: (type, isContent, isBinding) = (nil, true, false)
            case .action: (type, isContent, isBinding) = (nil, false, false)
            case .binding(let type): (self.type, isContent, isBinding) = (type, false, true)
            }
        }
    }

    /// Checks each bound argument against its parameter; defaults fill the gaps. An argument
    /// in `memo` for its kind of parameter is not checked again: its diagnostics are reported
    /// again.
    private func compileArguments(
        _ bound: [CallArgument?], _ parameters: [Parameter], in scope: Scope, memo: inout [ArgumentKey: (Compiled, [ScriptDiagnostic])]
    ) -> [Compiled] {
        // Values first, so that an overload that does not fit fails before its closures are checked.
        var values = [Compiled?](repeating: nil, count: parameters.count)
        for pass in 0..<2 {
            for (index, parameter) in parameters.enumerated() where (pass == 0) != parameter.isClosure {
                guard let argument = bound[index] else {
                    values[index] = .constant(parameter.defaultValue ?? .null, parameterType(parameter))
                    continue
                }
                let key = ArgumentKey(argument, parameter)
                if let (value, reported) = memo[key] {
                    for diagnostic in reported { error(diagnostic) }
                    values[index] = value
                    continue
                }
                let (value, found) = collecting(speculative: false) { compileArgument(argument, for: parameter, in: scope) }
                for diagnostic in found { error(diagnostic) }
                memo[key] = (value, found)
                values[index] = value
            }
        }
        return values.map { $0 ?? .invalid }
    }

    private func parameterType(_ parameter: Parameter) -> ValueType {
        switch parameter.kind {
        case .value(let type): type
        case .content: .view
        case .action: .any
        case .binding(let type): type
        }
    }

    private func compileArgument(_ argument: CallArgument, for parameter: Parameter, in scope: Scope) -> Compiled {
        switch parameter.kind {
        case .value(let type):
            return checked(compile(argument.expression, expecting: type, in: scope), against: type, at: argument.expression)
        case .content:
            guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                let value = compile(argument.expression, expecting: .view, in: scope)
                error(.typeMismatch(found: value.type.description, expected: "() -> some View"), at: argument.expression)
                return .invalid
            }
            if let signature = closure.signature {
                error(.argumentCount(.viewBuilderParameters), at: signature)
            }
            return compileBlock(Array(closure.statements), in: scope)
        case .action:
            return compileAction(argument.expression, in: scope)
        case .binding(let type):
            return compileBinding(argument.expression, of: type, in: scope)
        }
    }

    /// `callable` applied to `receiver` with `values`. A built-in's numbers are checked against
    /// ``LayoutNumbers`` (`checkingNumbers`): known ones now, the others when the call runs.
    func apply(
        _ callable: Callable, to receiver: Compiled, _ values: [Compiled], at node: some SyntaxProtocol, checkingNumbers: Bool = true
    ) -> Compiled {
        let location = location(of: node)
        let callee = node.trimmedDescription
        let checked = checkingNumbers ? LayoutNumbers.checkedIndices(callable.parameters) : []
        for index in checked {
            if let known = values[index].known, let problem = LayoutNumbers.problem(known, for: callable.parameters[index], of: callee) {
                error(.checkedArgument(reason: problem), at: node)
            }
        }
        let runtime = runtime
        return Compiled(type: callable.result) { frame in
            let arguments = Arguments(values: try values.map { try $0.run(frame) }, location: location, locale: runtime.locale)
            let base = try receiver.run(frame)
            try runtime.meter.step(WorkMeter.readCost(of: base, arguments.values), at: location)
            for index in checked {
                if let problem = LayoutNumbers.problem(arguments[index], for: callable.parameters[index], of: callee) {
                    throw RuntimeFailure(message: problem, location: location)
                }
            }
            let result = try callable.run(base, arguments)
            switch result {
            // A built-in makes a string at most a few times longer than its operands.
            case .string(let text): _ = try runtime.meter.made(text, at: location)
            case .text, .view: try runtime.meter.shown(arguments.values, at: location)
            default: break
            }
            return result
        }
    }

    // MARK: - Functions of option types and values

    private func compileFunction(_ name: String, of kind: SymbolKind, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        let table = symbols[kind]
        guard let overloads = table.functions[name] else {
            error(.unknownMember(name, type: kind.rawValue, suggestion: Suggestion.closest(to: name, in: table.names)), at: node)
            return .invalid
        }
        guard let (callable, values) = resolveOverload(name, overloads, arguments, at: node, in: scope) else { return .invalid }
        return apply(callable, to: .constant(.null, .any), values, at: node)
    }

    /// Methods of plain values: strings, numbers and arrays.
    static func valueMethods(of type: ValueType) -> [String: [Callable]] {
        switch type {
        case .string:
            return [
                "uppercased": [Callable([], result: .string) { receiver, _ in .string(receiver.string.uppercased()) }],
                "lowercased": [Callable([], result: .string) { receiver, _ in .string(receiver.string.lowercased()) }],
                "hasPrefix": [Callable([Parameter(nil, .string)], result: .bool) { receiver, arguments in .bool(receiver.string.hasPrefix(arguments.string(0))) }],
                "hasSuffix": [Callable([Parameter(nil, .string)], result: .bool) { receiver, arguments in .bool(receiver.string.hasSuffix(arguments.string(0))) }],
                "contains": [Callable([Parameter(nil, .string)], result: .bool) { receiver, arguments in .bool(receiver.string.contains(arguments.string(0))) }],
            ]
        case .int:
            return ["isMultiple": [Callable([Parameter("of", .int)], result: .bool) { receiver, arguments in
                let divisor = arguments.int(0)
                return .bool(divisor == 0 ? receiver.int == 0 : receiver.int % divisor == 0)
            }], "formatted": formatted]
        case .double:
            return ["formatted": formatted, "rounded": [Callable([], result: .double) { receiver, _ in .double(receiver.double.rounded()) }]]
        case .date:
            return ["formatted": [
                Callable([], result: .string) { receiver, arguments in
                    guard case .date(let date) = receiver else { return .null }
                    return .string(DateFormat.format(date, date: .numeric, time: .shortened, locale: arguments.locale))
                },
                Callable([Parameter("date", .symbol(.dateFormatDate)), Parameter("time", .symbol(.dateFormatTime))], result: .string) { receiver, arguments in
                    guard case .date(let date) = receiver else { return .null }
                    return .string(DateFormat.format(date, date: try arguments.symbol(0), time: try arguments.symbol(1), locale: arguments.locale))
                },
                Callable([Parameter(nil, .symbol(.dateFormat))], result: .string) { receiver, arguments in
                    guard case .date(let date) = receiver else { return .null }
                    return .string(DateFormat.format(date, fields: try arguments.symbol(0), locale: arguments.locale))
                },
            ]]
        case .array(let element):
            return ["contains": [Callable([Parameter(nil, element)], result: .bool) { receiver, arguments in
                .bool((receiver.elements ?? []).contains { ValueOrder.compare($0, arguments[0]) == .same })
            }]]
        default:
            return [:]
        }
    }

    /// `number.formatted()` and `number.formatted(.percent)`, in the document's locale.
    private static var formatted: [Callable] {
        let format = { (receiver: Value, style: NumberFormat, arguments: Arguments) throws -> Value in
            guard let text = style.format(receiver, locale: arguments.locale) else {
                throw RuntimeFailure(message: "cannot format '\(receiver)' as a number", location: arguments.location)
            }
            return .string(text)
        }
        return [
            Callable([], result: .string) { receiver, arguments in try format(receiver, NumberFormat(kind: .number), arguments) },
            Callable([Parameter(nil, .symbol(.numberFormat))], result: .string) { receiver, arguments in
                try format(receiver, try arguments.symbol(0), arguments)
            },
        ]
    }

    // MARK: - Data

    /// `stdin()` and `load("file")`: the data the prelude read for them.
    private func compileDataFunction(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> Compiled {
        if name == "stdin" {
            guard arguments.isEmpty else {
                error(.extraArgument(callee: "stdin"), at: call)
                return .invalid
            }
            return read(.standardInput, shownAs: "<stdin>", at: call)
        }
        guard arguments.count == 1, arguments[0].label == nil,
              let path = arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
            error(.usage(.load), at: call)
            return .invalid
        }
        return read(.file(path), shownAs: path, at: arguments[0].expression)
    }
}
