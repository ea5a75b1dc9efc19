import SwiftSyntax
import Trellis

extension Compiler {
    /// `base.member`, `Type.member` and `.member`.
    func compileMember(_ member: MemberAccessExprSyntax, expecting expected: ValueType?, in scope: Scope) -> Compiled {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if case .enumeration(let enumName)? = expected?.unwrapped, let definition = declared.enums[enumName] {
                return enumCase(name, of: definition, at: member.declName)
            }
            if let expected, expected.unwrapped.isNumeric, let number = Self.numberMembers[name] {
                return .constant(.double(number), .double)
            }
            guard let kind = expected?.symbolKind else {
                error(.usage(.implicitMember(name: name)), at: member)
                return .invalid
            }
            return staticMember(name, of: kind, at: member.declName)
        }
        if let enumMember = enumMember(name, of: base, at: member.declName, in: scope) {
            return enumMember
        }
        if let kind = typeName(base, in: scope) {
            return staticMember(name, of: kind, at: member.declName)
        }
        if ["Double", "CGFloat"].contains(base.trimmedDescription), scope.lookup(base.trimmedDescription) == nil {
            guard let number = Self.numberMembers[name] else {
                error(.unknownMember(name, type: "Double", suggestion: Suggestion.closest(to: name, in: Self.numberMembers.keys)), at: member.declName)
                return .invalid
            }
            return .constant(.double(number), .double)
        }
        if base.trimmedDescription == "Int", scope.lookup("Int") == nil {
            guard let number = ["max": Int.max, "min": Int.min][name] else {
                error(.unknownMember(name, type: "Int", suggestion: Suggestion.closest(to: name, in: ["max", "min"])), at: member.declName)
                return .invalid
            }
            return .constant(.int(number), .int)
        }
        if let chain = base.as(OptionalChainingExprSyntax.self) {
            return compileOptionalChain(name, of: chain, at: member.declName, in: scope)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self", scope.lookup("self") == nil {
            return compileName(DeclReferenceExprSyntax(baseName: member.declName.baseName), in: scope)
        }
        let value = compile(base, expecting: nil, in: scope)
        return self.member(name, of: value, at: member.declName)
    }

    /// `optional?.member`: `nil` when the optional is, else the member, made optional.
    private func compileOptionalChain(_ name: String, of chain: OptionalChainingExprSyntax, at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        let optional = compile(chain.expression, expecting: nil, in: scope)
        let wrapped: ValueType
        switch optional.type {
        case .optional(let type): wrapped = type
        case .any: wrapped = .any
        case .failed: return .invalid
        default:
            error(.mismatch(.optionalChainOnNonOptional(optional.type)), at: chain.questionMark)
            return .invalid
        }
        // The member reads the optional's value from the first slot of a frame of its own.
        let accessed = member(name, of: Compiled(type: wrapped) { frame in frame.slots[0] }, at: node)
        return Compiled(type: accessed.type.optionalized) { frame in
            let value = try optional.run(frame)
            if value.isNull { return .null }
            let inner = Frame(parent: nil, size: 1)
            inner.slots[0] = value
            return try accessed.run(inner)
        }
    }

    /// The members of `Double` documents use: `.infinity` (fill), `.zero`.
    static let numberMembers: [String: Double] = ["infinity": .infinity, "zero": 0, "pi": .pi]

    /// The option kind `expression` names as a type (`Color`, `Font.Weight`), unless it is a
    /// variable.
    func typeName(_ expression: ExprSyntax, in scope: Scope) -> SymbolKind? {
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
        let text = expression.trimmedDescription
        if let root = text.split(separator: ".").first, scope.lookup(String(root)) != nil { return nil }
        return SymbolKind.named(text)
    }

    /// `.name` of an option kind.
    private func staticMember(_ name: String, of kind: SymbolKind, at node: some SyntaxProtocol) -> Compiled {
        let table = symbols[kind]
        guard let value = table.members[name] else {
            error(.unknownMember(name, type: kind.rawValue, suggestion: Suggestion.closest(to: name, in: table.names)), at: node)
            return .invalid
        }
        return .constant(value, .symbol(memberKind(kind, value)))
    }

    /// The precise kind of a member value: `.rect` is a `Rectangle`, a shape.
    private func memberKind(_ kind: SymbolKind, _ value: Value) -> SymbolKind {
        guard kind == .shape || kind == .shapeStyle else { return kind }
        switch value.symbol(Any.self) {
        case is Rectangle: return .rectangle
        case is Capsule: return .capsule
        case is Circle: return .circle
        case is Color: return .color
        case is Material: return .material
        default: return kind
        }
    }

    /// A member of a value, by the value's type.
    func member(_ name: String, of base: Compiled, at node: some SyntaxProtocol) -> Compiled {
        guard base.type != .failed else { return .invalid }
        let location = location(of: node)
        if let method = receiverMethods(of: base.type)[name] {
            guard method.parameters.isEmpty else {
                error(.usage(.methodAsValue(name: name)), at: node)
                return .invalid
            }
            return compileReceiverCall(method, on: base, [], at: node, in: globals)
        }
        switch base.type {
        case .object(let className):
            guard let definition = declared.classes[className], let property = objectProperty(name, of: base, in: definition) else {
                let names = (declared.classes[className]?.properties.map(\.name) ?? []) + receiverMethods(of: base.type).keys
                error(.unknownMember(name, type: className, suggestion: Suggestion.closest(to: name, in: names)), at: node)
                return .invalid
            }
            return property
        case .enumeration(let enumName):
            guard name == "rawValue", let definition = declared.enums[enumName], let rawType = definition.rawType else {
                let names = (declared.enums[enumName]?.rawType == nil ? [] : ["rawValue"]) + receiverMethods(of: base.type).keys
                error(.unknownMember(name, type: enumName, suggestion: Suggestion.closest(to: name, in: names)), at: node)
                return .invalid
            }
            let table = definition.rawValues
            return Compiled(type: rawType) { frame in table[try base.run(frame).string] ?? .null }
        case .record(let shape):
            guard let type = shape.type(of: name) else {
                let fields = shape.fields?.map(\.name) ?? []
                error(.unknownMember(name, type: shape.name, suggestion: Suggestion.closest(to: name, in: fields)), at: node)
                return .invalid
            }
            return Compiled(type: type) { frame in
                guard case .record(let record) = try base.run(frame) else { return .null }
                return record[name] ?? .null
            }
        case .any:
            return Compiled(type: .any) { frame in
                let value = try base.run(frame)
                if case .record(let record) = value, let field = record[name] { return field }
                if let member = Self.valueMembers(of: DataTypes.type(of: value))[name] { return try member.1(value) }
                throw RuntimeFailure(message: "value '\(value)' has no member '\(name)'", location: location)
            }
        case .containerValues:
            guard let key = declared.containerKeys[name] else {
                error(.unknownKey(name, scope: "container value", suggestion: Suggestion.closest(to: name, in: declared.containerKeys.keys)), at: node)
                return .invalid
            }
            return Compiled(type: key.type) { frame in
                guard case .containerValues(let values) = try base.run(frame) else { return key.defaultValue }
                return key.read(values)
            }
        case .optional:
            error(.unsupported(.optionalChaining), at: node)
            return .invalid
        default:
            let members = Self.valueMembers(of: base.type)
            guard let (type, read) = members[name] else {
                error(.unknownMember(name, type: base.type.description, suggestion: Suggestion.closest(to: name, in: members.keys)), at: node)
                return .invalid
            }
            if name == "description" {
                // As long as the value is: written within the limit for one string, and charged.
                let meter = runtime.meter
                return Compiled(type: type) { frame in .string(try meter.described(try base.run(frame), at: location)) }
            }
            return Compiled(type: type) { frame in try read(try base.run(frame)) }
        }
    }

    /// The properties values of a type have.
    static func valueMembers(of type: ValueType) -> [String: (ValueType, (Value) throws -> Value)] {
        var members = plainMembers(of: type)
        switch type {
        case .int, .double, .bool, .string, .array, .dictionary, .range, .enumeration:
            members["description"] = (.string, { .string($0.description) })
        default: break
        }
        return members
    }

    private static func plainMembers(of type: ValueType) -> [String: (ValueType, (Value) throws -> Value)] {
        func collection(_ element: ValueType) -> [String: (ValueType, (Value) throws -> Value)] {
            [
                "count": (.int, { .int($0.elements?.count ?? 0) }),
                "isEmpty": (.bool, { .bool($0.elements?.isEmpty ?? true) }),
                "first": (.optional(element), { $0.elements?.first ?? .null }),
                "last": (.optional(element), { $0.elements?.last ?? .null }),
            ]
        }
        switch type {
        case .array(let element):
            var members = collection(element)
            members["indices"] = (.range, { .range(0..<($0.elements?.count ?? 0)) })
            return members
        case .dictionary(let key, let value):
            func dictionary(_ value: Value) -> ScriptDictionary? { if case .dictionary(let dictionary) = value { dictionary } else { nil } }
            return [
                "count": (.int, { .int(dictionary($0)?.keys.count ?? 0) }),
                "isEmpty": (.bool, { .bool(dictionary($0)?.keys.isEmpty ?? true) }),
                "keys": (.array(key), { .array(dictionary($0)?.keys ?? []) }),
                "values": (.array(value), { .array(dictionary($0)?.values ?? []) }),
            ]
        case .subviews: return collection(.subview)
        case .sections: return collection(.section)
        case .range:
            var members = collection(.int)
            members["lowerBound"] = (.int, { if case .range(let range) = $0 { .int(range.lowerBound) } else { .null } })
            members["upperBound"] = (.int, { if case .range(let range) = $0 { .int(range.upperBound) } else { .null } })
            return members
        case .string:
            return [
                "count": (.int, { .int($0.string.count) }),
                "isEmpty": (.bool, { .bool($0.string.isEmpty) }),
            ]
        case .subview:
            return [
                "id": (.any, { $0.hashable.map { .symbol($0) } ?? .null }),
                "containerValues": (.containerValues, { if case .subview(let subview) = $0 { .containerValues(subview.containerValues) } else { .null } }),
            ]
        case .section:
            func part(_ read: @escaping (SectionConfiguration) -> SubviewsCollection) -> (ValueType, (Value) throws -> Value) {
                (.subviews, { if case .section(let section) = $0 { .subviews(read(section)) } else { .null } })
            }
            return [
                "id": (.any, { $0.hashable.map { .symbol($0) } ?? .null }),
                "header": part(\.header),
                "content": part(\.content),
                "footer": part(\.footer),
                "containerValues": (.containerValues, { if case .section(let section) = $0 { .containerValues(section.containerValues) } else { .null } }),
            ]
        default:
            return [:]
        }
    }

    /// `base[index]` on arrays and subviews collections; `subviews[1...]` and
    /// `subviews[1..<3]` slice a subviews collection, keeping its indices.
    func compileSubscript(_ node: SubscriptCallExprSyntax, in scope: Scope) -> Compiled {
        let base = compile(node.calledExpression, expecting: nil, in: scope)
        guard base.type != .failed else { return .invalid }
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            error(.argumentCount(.subscriptIndices), at: node)
            return .invalid
        }
        let location = location(of: node)
        if case .dictionary(let keyType, let valueType) = base.type {
            let key = checked(compile(argument.expression, expecting: keyType, in: scope), against: keyType, at: argument.expression)
            return Compiled(type: valueType.optionalized) { frame in
                guard case .dictionary(let dictionary) = try base.run(frame) else { return .null }
                return dictionary[try key.run(frame)] ?? .null
            }
        }

        if let open = argument.expression.as(PostfixOperatorExprSyntax.self), open.operator.text == "..." {
            let lower = checked(compile(open.expression, expecting: .int, in: scope), against: .int, at: open.expression)
            return slice(base, at: node) { frame in (try lower.run(frame).int, nil) }
        }
        if let open = argument.expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(open.operator.text) {
            let upper = checked(compile(open.expression, expecting: .int, in: scope), against: .int, at: open.expression)
            let closed = open.operator.text == "..."
            return slice(base, at: node) { frame in
                let last = try upper.run(frame).int
                guard closed else { return (nil, last) }
                let (end, overflow) = last.addingReportingOverflow(1)
                guard !overflow else { throw RuntimeFailure(message: "range ...\(last) is out of bounds", location: location) }
                return (nil, end)
            }
        }
        let index = compile(argument.expression, expecting: .int, in: scope)
        if index.type == .range {
            return slice(base, at: node) { frame in
                guard case .range(let range) = try index.run(frame) else { return (0, 0) }
                return (range.lowerBound, range.upperBound)
            }
        }
        guard index.type.converts(to: .int) || base.type == .any, let element = base.type.elementType else {
            error(.mismatch(.subscripted(base.type, index: index.type)), at: node)
            return .invalid
        }
        return Compiled(type: element) { frame in
            let value = try base.run(frame)
            if case .dictionary(let dictionary) = value { return dictionary[try index.run(frame)] ?? .null }
            let position = try index.run(frame).int
            if case .subviewsSlice(let slice) = value {
                guard slice.indices.contains(position) else {
                    throw RuntimeFailure(message: "index \(position) is out of the slice's bounds \(slice.startIndex)..<\(slice.endIndex)", location: location)
                }
                return .subview(slice[position])
            }
            let elements = value.elements ?? []
            guard elements.indices.contains(position) else {
                throw RuntimeFailure(message: "index \(position) is out of range (count \(elements.count))", location: location)
            }
            return elements[position]
        }
    }

    /// `base[lower..<upper]`: `requested` gives the bounds written (`nil` for an open end), which
    /// ``IndexBounds`` checks against the collection's before the slice is made.
    private func slice(_ base: Compiled, at node: SubscriptCallExprSyntax, requested: @escaping (Frame) throws -> (Int?, Int?)) -> Compiled {
        let location = location(of: node)
        switch base.type {
        case .subviews:
            return Compiled(type: .subviews) { frame in
                let value = try base.run(frame)
                let (lower, upper) = try requested(frame)
                switch value {
                case .subviews(let subviews):
                    return .subviewsSlice(subviews[try IndexBounds.slice(lower, upper, of: subviews.startIndex..<subviews.endIndex, at: location)])
                case .subviewsSlice(let slice):
                    return .subviewsSlice(slice[try IndexBounds.slice(lower, upper, of: slice.startIndex..<slice.endIndex, at: location)])
                default: return value
                }
            }
        case .array(let element):
            let meter = runtime.meter
            return Compiled(type: .array(element)) { frame in
                let elements = try base.run(frame).elements ?? []
                let (lower, upper) = try requested(frame)
                let range = try IndexBounds.slice(lower, upper, of: elements.indices, at: location)
                try meter.elements(range.count, at: location)
                return .array(Array(elements[range]))
            }
        default:
            error(.mismatch(.sliced(base.type)), at: node)
            return .invalid
        }
    }
}

extension ValueType {
    /// The option kind of this type (or of the optional it wraps).
    var symbolKind: SymbolKind? {
        switch self {
        case .symbol(let kind), .optional(.symbol(let kind)): kind
        default: nil
        }
    }
}
