import SwiftSyntax
import Trellis

extension Compiler {
    /// Checks an expression; `expected` is the type the context wants, which gives implicit
    /// members (`.red`) and array literals of options (`[.horizontal, .vertical]`) their type.
    /// On an error it reports it and returns ``Compiled/invalid``.
    func compile(_ expression: ExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                error(.usage(.integerOverflow(literal: literal.literal.text)), at: literal)
                return .invalid
            }
            if expected == .double || expected == .optional(.double) { return .constant(.double(Double(value)), .double) }
            return .constant(.int(value), .int)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return .constant(.double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0), .double)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .constant(.bool(literal.literal.tokenKind == .keyword(.true)), .bool)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return .constant(.null, .optional(.any))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return compileString(literal, in: scope)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return compileArray(array, expecting: expected, in: scope)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            if case .dictionary(let key, let value)? = expected?.unwrapped {
                return compileTypedDictionary(dictionary, key: key, value: value, in: scope)
            }
            return compileDictionary(dictionary, in: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return compileName(reference, in: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return compileMember(member, expecting: expected, in: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return compileCall(call, expecting: expected, in: scope)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return compileSubscript(subscriptCall, in: scope)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return compileInfix(infix, expecting: expected, in: scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return compilePrefix(prefix, in: scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return compileTernary(ternary, expecting: expected, in: scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return compile(only.expression, expecting: expected, in: scope)
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            return compileIf(conditional, in: scope)
        }
        if expression.is(ClosureExprSyntax.self) {
            error(.usage(.closureOutOfPlace), at: expression)
            return .invalid
        }
        if expression.is(KeyPathExprSyntax.self) {
            error(.usage(.keyPathOutOfPlace), at: expression)
            return .invalid
        }
        error(.unsupported(.expression), at: expression)
        return .invalid
    }

    // MARK: - Literals

    private func compileString(_ literal: StringLiteralExprSyntax, in scope: Scope) -> Compiled {
        enum Part {
            case text(String)
            case value(Compiled)
        }
        var parts: [Part] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(.text(StringEscapes.unescaped(text.content.text)))
            case .expressionSegment(let interpolation):
                parts.append(.value(compileInterpolation(interpolation, in: scope)))
            }
        }
        if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
            let string = parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            return .constant(.string(string), .string)
        }
        let meter = runtime.meter
        let location = location(of: literal)
        return Compiled(type: .string) { frame in
            var result = ""
            for part in parts {
                switch part {
                case .text(let text): try meter.append(text, to: &result, at: location)
                case .value(let value): try meter.append(try value.run(frame).string, to: &result, at: location)
                }
            }
            return .string(result)
        }
    }

    private func compileArray(_ array: ArrayExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        var expectedElement: ValueType?
        var optionSet: SymbolKind?
        switch expected {
        case .array(let element)?: expectedElement = element
        case .symbol(let kind)? where kind.isOptionSet:
            optionSet = kind
            expectedElement = .symbol(kind)
        case .optional(.symbol(let kind))? where kind.isOptionSet:
            optionSet = kind
            expectedElement = .symbol(kind)
        default: break
        }
        let elements = array.elements.map { element in
            checked(compile(element.expression, expecting: expectedElement, in: scope), against: expectedElement, at: element.expression)
        }
        if let optionSet {
            return Compiled(type: .symbol(optionSet)) { frame in
                SymbolCatalog.optionSet(optionSet, try elements.map { try $0.run(frame) })
            }
        }
        var elementType = expectedElement ?? elements.first?.type ?? .any
        for element in elements where expectedElement == nil {
            elementType = elementType.joined(with: element.type)
        }
        return Compiled(type: .array(elementType)) { frame in
            .array(try elements.map { try $0.run(frame) })
        }
    }

    private func compileDictionary(_ dictionary: DictionaryExprSyntax, in scope: Scope) -> Compiled {
        guard case .elements(let list) = dictionary.content else {
            return .constant(.record(Record(layout: RecordLayout(typeName: "Record", names: []), values: [])), .record(RecordShape(name: "Record", fields: [])))
        }
        var entries: [(String, Compiled)] = []
        for element in list {
            guard let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                error(.usage(.dictionaryLiteralKey), at: element.key)
                continue
            }
            entries.append((key, compile(element.value, expecting: nil, in: scope)))
        }
        // The last entry of a repeated key (the same bytes, as keys of data compare) wins, as
        // in a dictionary.
        let fields = Dictionary(entries.map { (DataKey(name: $0.0), $0.1) }, uniquingKeysWith: { $1 }).sorted { $0.key < $1.key }
        let shape = RecordShape(name: "Record", fields: fields.map { RecordShape.Field(name: $0.key.name, type: $0.value.type) })
        let layout = RecordLayout(typeName: "Record", names: fields.map(\.key.name))
        return Compiled(type: .record(shape)) { frame in
            .record(Record(layout: layout, values: try fields.map { try $0.value.run(frame) }))
        }
    }

    /// A dictionary literal where a `[Key: Value]` is expected: a dictionary, not a record.
    private func compileTypedDictionary(_ dictionary: DictionaryExprSyntax, key: ValueType, value: ValueType, in scope: Scope) -> Compiled {
        var entries: [(Compiled, Compiled)] = []
        if case .elements(let list) = dictionary.content {
            for element in list {
                entries.append((checked(compile(element.key, expecting: key, in: scope), against: key, at: element.key),
                                checked(compile(element.value, expecting: value, in: scope), against: value, at: element.value)))
            }
        }
        let location = location(of: dictionary)
        return Compiled(type: .dictionary(key, value)) { frame in
            var keys: [Value] = []
            var values: [Value] = []
            var positions: [AnyHashable: Int] = [:]
            for (keyValue, entryValue) in entries {
                let key = try keyValue.run(frame)
                guard let hashable = key.hashable else { throw RuntimeFailure(message: "'\(key)' cannot be a dictionary key", location: location) }
                if positions[hashable] != nil {
                    throw RuntimeFailure(message: "dictionary literal has the key '\(key)' twice", location: location)
                }
                positions[hashable] = keys.count
                keys.append(key)
                values.append(try entryValue.run(frame))
            }
            return .dictionary(ScriptDictionary(keys: keys, values: values))
        }
    }

    // MARK: - Names

    /// A variable, a struct property, a computed property, or `$0`.
    func compileName(_ reference: DeclReferenceExprSyntax, in scope: Scope) -> Compiled {
        let name = reference.baseName.text
        if let (depth, binding) = scope.lookup(name) {
            let index = binding.index
            return Compiled(type: binding.type) { frame in frame.ancestor(depth).slots[index] }
        }
        if case .structure(let definition)? = scope.owner, let method = definition.methods[name], method.parameters.isEmpty {
            return compileMethodCall(method, arguments: [], of: definition, at: reference, in: scope)
        }
        if case .object(let definition)? = scope.owner, let receiver = selfObject(in: scope) {
            if let property = objectProperty(name, of: receiver, in: definition) { return property }
            if let method = definition.methods[name], method.parameters.isEmpty {
                return compileReceiverCall(method, on: receiver, [], at: reference, in: scope)
            }
        }
        if let (depth, binding) = scope.lookup("self"), let method = receiverMethods(of: binding.type)[name], method.parameters.isEmpty {
            let index = binding.index
            let receiver = Compiled(type: binding.type) { frame in frame.ancestor(depth).slots[index] }
            return compileReceiverCall(method, on: receiver, [], at: reference, in: scope)
        }
        if let kind = SymbolKind.named(name) {
            error(.usage(.typeAsValue(name: name, member: symbols[kind].names.sorted().first ?? "init")), at: reference)
            return .invalid
        }
        guard !isReportedUnknown(name) else { return .invalid }
        let candidates = scope.visibleNames + viewNames
        error(.unknownName(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: reference)
        return .invalid
    }

    // MARK: - Operators

    private func compileTernary(_ ternary: TernaryExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        let condition = checked(compile(ternary.condition, expecting: .bool, in: scope), against: .bool, at: ternary.condition)
        let first = compile(ternary.thenExpression, expecting: expected, in: scope)
        let second = compile(ternary.elseExpression, expecting: expected, in: scope)
        return Compiled(type: first.type.joined(with: second.type)) { frame in
            try condition.run(frame).bool ? try first.run(frame) : try second.run(frame)
        }
    }

    private func compilePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) -> Compiled {
        switch prefix.operator.text {
        case "!":
            let operand = checked(compile(prefix.expression, expecting: .bool, in: scope), against: .bool, at: prefix.expression)
            return Compiled(type: .bool) { frame in .bool(!(try operand.run(frame).bool)) }
        case "-":
            let operand = compile(prefix.expression, expecting: nil, in: scope)
            let location = location(of: prefix)
            switch operand.type {
            case .int:
                let negate = { (value: Value) throws -> Value in
                    let (negated, overflow) = Int(0).subtractingReportingOverflow(value.int)
                    guard !overflow else { throw RuntimeFailure(message: "arithmetic overflow: -(\(value.int))", location: location) }
                    return .int(negated)
                }
                if let known = operand.known, let value = try? negate(known) { return .constant(value, .int) }
                return Compiled(type: .int) { frame in try negate(try operand.run(frame)) }
            case .failed:
                return .invalid
            case .double, .any:
                if let known = operand.known { return .constant(.double(-known.double), .double) }
                return Compiled(type: .double) { frame in .double(-(try operand.run(frame).double)) }
            default:
                error(.typeMismatch(found: operand.type.description, expected: "Int or Double"), at: prefix.expression)
                return .invalid
            }
        default:
            error(.unsupported(.operatorSymbol(prefix.operator.text)), at: prefix.operator)
            return .invalid
        }
    }
}

/// The escapes of Swift string literals.
enum StringEscapes {
    /// `text` with `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}` replaced.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let next = characters.next(), next != "}" {
                    if next != "{" { hex.append(next) }
                }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { result.append(Character(scalar)) }
            default: result.append(escaped)
            }
        }
        return result
    }
}
