import SwiftSyntax
import Trellis

extension Compiler {
    /// The collection methods of arrays, ranges and dictionaries, as Swift has them: `map`,
    /// `compactMap`, `filter`, `sorted`, `reduce`, `first(where:)`, `min`, `max`,
    /// `contains(where:)`, `allSatisfy`, `enumerated`, `prefix`, `suffix`, `dropFirst`,
    /// `dropLast`, `reversed`, `joined`. Every element processed counts toward the document's
    /// work budget. `nil` when `name` with these arguments is none of them.
    func compileCollectionCall(_ name: String, on base: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled? {
        guard let element = base.type.elementType, base.type != .subviews, base.type != .sections else { return nil }
        guard element != .failed else { return .invalid }  // elements that failed to check: reported
        let labels = arguments.map { $0.isUnlabeledTrailingClosure ? "{}" : ($0.label ?? "_") }
        if name == "contains" && labels == ["_"] { return nil }  // `contains(value)`
        guard let family = CollectionFamily.byName[name] else { return nil }
        let location = location(of: node)
        let runtime = runtime
        let call = CollectionCall(
            name: name, element: element, arguments: arguments, labels: labels, node: Syntax(node), location: location, scope: scope,
            elements: { frame in
                let values = try base.run(frame).elements ?? []
                try runtime.meter.elements(values.count, at: location)
                return values
            })
        if let compiled = compile(call, as: family) { return compiled }
        error(.usage(.collectionMethod(usage: family.usage(of: name))), at: node)
        return .invalid
    }

    /// `call` checked as a method of `family`; `nil` when its arguments do not fit the method.
    private func compile(_ call: CollectionCall, as family: CollectionFamily) -> Compiled? {
        switch family {
        case .transform: compileTransform(call)
        case .predicate: compilePredicate(call)
        case .ordering: compileOrdering(call)
        case .reduce:
            call.arguments.count == 2 && call.labels[0] == "_" && (call.labels[1] == "_" || call.labels[1] == "{}")
                ? compileReduce(call.arguments, element: call.element, elements: call.elements, in: call.scope) : nil
        case .whole: compileWhole(call)
        case .slice: compileSlice(call)
        case .joined: compileJoined(call)
        }
    }

    /// `map` and `compactMap`.
    private func compileTransform(_ call: CollectionCall) -> Compiled? {
        guard call.fits(nil) else { return nil }
        guard let transform = function(of: call, parameters: [call.element], result: nil), transform.result != .failed else { return .invalid }
        let elements = call.elements
        if call.name == "map" {
            return Compiled(type: .array(transform.result)) { frame in
                .array(try elements(frame).map { try transform.call(frame, [$0]) })
            }
        }
        return Compiled(type: .array(transform.result.unwrapped)) { frame in
            .array(try elements(frame).compactMap { value in
                let result = try transform.call(frame, [value])
                return result.isNull ? nil : result
            })
        }
    }

    /// `filter`, `first(where:)`, `last(where:)`, `contains(where:)` and `allSatisfy`.
    private func compilePredicate(_ call: CollectionCall) -> Compiled? {
        let name = call.name, element = call.element, elements = call.elements
        guard call.fits(name == "filter" || name == "allSatisfy" ? nil : "where") else { return nil }
        guard let predicate = function(of: call, parameters: [element], result: .bool) else { return .invalid }
        let test = { (frame: Frame, value: Value) throws -> Bool in try predicate.call(frame, [value]).bool }
        switch name {
        case "filter":
            return Compiled(type: .array(element)) { frame in .array(try elements(frame).filter { try test(frame, $0) }) }
        case "first":
            return Compiled(type: element.optionalized) { frame in try elements(frame).first { try test(frame, $0) } ?? .null }
        case "last":
            return Compiled(type: element.optionalized) { frame in try elements(frame).last { try test(frame, $0) } ?? .null }
        case "contains":
            return Compiled(type: .bool) { frame in .bool(try elements(frame).contains { try test(frame, $0) }) }
        default:
            return Compiled(type: .bool) { frame in .bool(try elements(frame).allSatisfy { try test(frame, $0) }) }
        }
    }

    /// `sorted`, `min` and `max`, by the elements' order or `by:` a function.
    private func compileOrdering(_ call: CollectionCall) -> Compiled? {
        let name = call.name, element = call.element, elements = call.elements
        let ascending: (Frame, Value, Value) throws -> Bool
        if call.arguments.isEmpty {
            guard [.int, .double, .string, .any].contains(element) else {
                error(.mismatch(.unorderedElements(element, method: name)), at: call.node)
                return .invalid
            }
            ascending = { _, a, b in ValueOrder.compare(a, b) == .ascending }
        } else {
            guard call.fits("by") else { return nil }
            guard let order = function(of: call, parameters: [element, element], result: .bool) else { return .invalid }
            ascending = { frame, a, b in try order.call(frame, [a, b]).bool }
        }
        switch name {
        case "sorted":
            return Compiled(type: .array(element)) { frame in .array(try elements(frame).sorted { try ascending(frame, $0, $1) }) }
        case "min":
            return Compiled(type: element.optionalized) { frame in try elements(frame).min { try ascending(frame, $0, $1) } ?? .null }
        default:
            return Compiled(type: element.optionalized) { frame in try elements(frame).max { try ascending(frame, $0, $1) } ?? .null }
        }
    }

    /// `enumerated()` and `reversed()`.
    private func compileWhole(_ call: CollectionCall) -> Compiled? {
        guard call.arguments.isEmpty else { return nil }
        let elements = call.elements
        if call.name == "reversed" {
            return Compiled(type: .array(call.element)) { frame in .array(try elements(frame).reversed()) }
        }
        return Compiled(type: .array(.record(Tuples.shape([("offset", .int), ("element", call.element)])))) { frame in
            .array(try elements(frame).enumerated().map { Tuples.enumerated.make([.int($0.offset), $0.element]) })
        }
    }

    /// `prefix(n)`, `suffix(n)`, `dropFirst(n)` and `dropLast(n)` (the drops also without `n`).
    private func compileSlice(_ call: CollectionCall) -> Compiled? {
        let name = call.name, arguments = call.arguments, elements = call.elements
        guard arguments.count == 1 && call.labels == ["_"] || name.hasPrefix("drop") && arguments.isEmpty else { return nil }
        let count = arguments.first.map { checked(compile($0.expression, expecting: .int, in: call.scope), against: .int, at: $0.expression) }
            ?? .constant(.int(1), .int)
        let argumentLocation = arguments.first.map { self.location(of: $0.expression) } ?? call.location
        return Compiled(type: .array(call.element)) { frame in
            let values = try elements(frame)
            let length = try count.run(frame).int
            guard length >= 0 else {
                throw RuntimeFailure(message: "\(name)(\(length)): the count must not be negative", location: argumentLocation)
            }
            switch name {
            case "prefix": return .array(Array(values.prefix(length)))
            case "suffix": return .array(Array(values.suffix(length)))
            case "dropFirst": return .array(Array(values.dropFirst(length)))
            default: return .array(Array(values.dropLast(length)))
            }
        }
    }

    /// `joined()` and `joined(separator:)`, of strings.
    private func compileJoined(_ call: CollectionCall) -> Compiled? {
        let arguments = call.arguments, element = call.element, elements = call.elements, location = call.location
        guard arguments.isEmpty || arguments.count == 1 && call.labels == ["separator"] else { return nil }
        guard element == .string || element == .any else {
            error(.mismatch(.joinedNonStrings(element)), at: call.node)
            return .invalid
        }
        let separator = arguments.first.map { checked(compile($0.expression, expecting: .string, in: call.scope), against: .string, at: $0.expression) }
            ?? .constant(.string(""), .string)
        let meter = runtime.meter
        return Compiled(type: .string) { frame in
            let strings = try elements(frame).map(\.string)
            let glue = try separator.run(frame).string
            var result = ""
            for (index, string) in strings.enumerated() {
                if index > 0 { try meter.append(glue, to: &result, at: location) }
                try meter.append(string, to: &result, at: location)
            }
            return .string(result)
        }
    }

    /// The one function argument of `call`, checked for `parameters` and `result`.
    private func function(of call: CollectionCall, parameters: [ValueType], result: ValueType?) -> CompiledFunction? {
        compileFunctionArgument(call.arguments[0].expression, parameters: parameters, result: result, in: call.scope)
    }

    /// `reduce(initial, f)`: the result has the initial value's type; `0` becomes `0.0` when
    /// the function adds `Double`s, as Swift infers it.
    private func compileReduce(
        _ arguments: [CallArgument], element: ValueType, elements: @escaping (Frame) throws -> [Value], in scope: Scope
    ) -> Compiled {
        let initial = compile(arguments[0].expression, expecting: nil, in: scope)
        var resultType = initial.type
        var combine = speculate { compileFunctionArgument(arguments[1].expression, parameters: [resultType, element], result: resultType, in: scope) } ?? nil
        if combine == nil, initial.type == .int, initial.known != nil {
            resultType = .double
            combine = speculate { compileFunctionArgument(arguments[1].expression, parameters: [.double, element], result: .double, in: scope) } ?? nil
        }
        if combine == nil {
            resultType = initial.type
            combine = compileFunctionArgument(arguments[1].expression, parameters: [resultType, element], result: resultType, in: scope)
        }
        guard let combine else { return .invalid }
        let start = coerced(initial, to: resultType)
        return Compiled(type: resultType) { frame in
            var result = try start.run(frame)
            for value in try elements(frame) { result = try combine.call(frame, [result, value]) }
            return result
        }
    }

    /// `Array(sequence)` and `Dictionary(grouping: sequence, by: { key })`; `nil` when `name`
    /// is neither.
    func compileCollectionInitializer(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled? {
        guard name == "Array" || name == "Dictionary" else { return nil }
        let location = location(of: call)
        let runtime = runtime
        if name == "Array" {
            guard arguments.count == 1, arguments[0].label == nil else {
                error(.usage(.arrayInitializer), at: call)
                return .invalid
            }
            let sequence = compile(arguments[0].expression, expecting: nil, in: scope)
            guard let element = sequence.type.elementType else {
                error(.typeMismatch(found: sequence.type.description, expected: "a sequence"), at: arguments[0].expression)
                return .invalid
            }
            return Compiled(type: .array(element)) { frame in
                let values = try sequence.run(frame).elements ?? []
                try runtime.meter.elements(values.count, at: location)
                return .array(values)
            }
        }
        guard arguments.count == 2, arguments[0].label == "grouping", arguments[1].label == "by" || arguments[1].isUnlabeledTrailingClosure else {
            error(.usage(.groupingInitializer), at: call)
            return .invalid
        }
        let sequence = compile(arguments[0].expression, expecting: nil, in: scope)
        guard let element = sequence.type.elementType else {
            if sequence.type != .any, sequence.type != .failed { error(.typeMismatch(found: sequence.type.description, expected: "a sequence"), at: arguments[0].expression) }
            return .invalid
        }
        guard let key = compileFunctionArgument(arguments[1].expression, parameters: [element], result: nil, in: scope) else { return .invalid }
        guard [.int, .double, .string, .bool, .any].contains(key.result.unwrapped) || { if case .enumeration = key.result { true } else { false } }() else {
            error(.mismatch(.dictionaryKey(key.result)), at: arguments[1].expression)
            return .invalid
        }
        return Compiled(type: .dictionary(key.result, .array(element))) { frame in
            let values = try sequence.run(frame).elements ?? []
            try runtime.meter.elements(values.count, at: location)
            var keys: [Value] = []
            var groups: [[Value]] = []
            var positions: [AnyHashable: Int] = [:]
            for value in values {
                let group = try key.call(frame, [value])
                guard let hashable = group.hashable else {
                    throw RuntimeFailure(message: "'\(group)' cannot be a dictionary key", location: location)
                }
                if let position = positions[hashable] {
                    groups[position].append(value)
                } else {
                    positions[hashable] = keys.count
                    keys.append(group)
                    groups.append([value])
                }
            }
            return .dictionary(ScriptDictionary(keys: keys, values: groups.map(Value.array)))
        }
    }
}

extension Compiler {
    /// `max(a, b, …)`, `min(a, b, …)` of values that can be ordered, and `abs(x)`; `nil` when
    /// `name` is none of these.
    func compileNumberFunction(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled? {
        guard ["max", "min", "abs"].contains(name) else { return nil }
        guard arguments.allSatisfy({ $0.label == nil && !$0.isUnlabeledTrailingClosure }), name == "abs" ? arguments.count == 1 : arguments.count >= 2 else {
            error((name == "abs" ? .usage(.abs) : .usage(.extremum(name: name))), at: call)
            return .invalid
        }
        let values = arguments.map { compile($0.expression, expecting: nil, in: scope) }
        let location = location(of: call)
        if name == "abs" {
            let value = values[0]
            guard value.type.isNumeric else {
                error(.typeMismatch(found: value.type.description, expected: "Int or Double"), at: arguments[0].expression)
                return .invalid
            }
            return Compiled(type: value.type) { frame in
                switch try value.run(frame) {
                case .int(let number):
                    guard number != .min else { throw RuntimeFailure(message: "arithmetic overflow: abs(\(number)) does not fit in Int", location: location) }
                    return .int(abs(number))
                case .double(let number): return .double(abs(number))
                case let other: return other
                }
            }
        }
        var type = values[0].type
        for value in values.dropFirst() { type = type.isNumeric && value.type.isNumeric && type != value.type ? .double : type.joined(with: value.type) }
        guard [.int, .double, .string, .any].contains(type) else {
            error(.mismatch(.unorderedArguments(type, function: name)), at: call)
            return .invalid
        }
        let converted = values.map { coerced($0, to: type) }
        let isMax = name == "max"
        return Compiled(type: type) { frame in
            var best = try converted[0].run(frame)
            for value in converted.dropFirst() {
                let next = try value.run(frame)
                let order = ValueOrder.compare(next, best)
                if isMax ? order == .descending || order == .same : order == .ascending { best = next }
            }
            return best
        }
    }
}
