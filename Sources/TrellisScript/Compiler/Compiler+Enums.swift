import SwiftSyntax
import Trellis

/// An `enum` of a document: its cases (a value is the case's name), raw values, methods and
/// computed properties.
final class EnumDefinition {
    let name: String
    var cases: [String] = []
    /// `String` or `Int` for `enum Name: String`, with each case's raw value.
    var rawType: ValueType?
    var rawValues: [String: Value] = [:]
    var isCaseIterable = false
    var methods: [String: Method] = [:]

    init(name: String) {
        self.name = name
    }
}

extension Compiler {
    /// `enum Name { case a, b }`, `enum Name: String { case a = "A" }`, `enum Name: Int`,
    /// `CaseIterable`, with computed properties and methods (`self` is the case).
    func declareEnum(_ node: EnumDeclSyntax) {
        let name = node.name.text
        let definition = EnumDefinition(name: name)
        let makeScope = { self.receiverScope(.enumeration(name), fields: []) }
        declared.enums[name] = definition
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            switch inherited.type.trimmedDescription {
            case "String": definition.rawType = .string
            case "Int": definition.rawType = .int
            case "CaseIterable": definition.isCaseIterable = true
            default: break  // Hashable, Equatable, Sendable, …: what every document enum is
            }
        }
        var nextInt = 0
        for member in node.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    let caseName = element.name.text
                    if element.parameterClause != nil {
                        error(.unsupported(.enumAssociatedValues), at: element)
                    }
                    definition.cases.append(caseName)
                    var raw: Value?
                    if let rawValue = element.rawValue {
                        let value = checked(compile(rawValue.value, expecting: definition.rawType, in: globals), against: definition.rawType, at: rawValue.value)
                        if definition.rawType == nil {
                            error(.declaration(.rawValueWithoutType(caseName: caseName, enumName: name)), at: rawValue)
                        }
                        raw = value.known
                    }
                    switch definition.rawType {
                    case .string?: definition.rawValues[caseName] = raw ?? .string(caseName)
                    case .int?:
                        let value = raw?.int ?? nextInt
                        definition.rawValues[caseName] = .int(value)
                        nextInt = value &+ 1
                    default: break
                    }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                declareReceiverProperties(variable, makeScope: makeScope, into: &definition.methods)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let method = makeMethod(function, parent: globals, generics: [], declaringSelf: false, scope: makeScope())
                definition.methods[method.name] = method
            } else {
                error(.unsupported(.member(.enumeration)), at: member.decl)
            }
        }
    }

    /// The computed properties of a `variable` declaration in an enum or a data struct, as
    /// methods without parameters; a stored property there is an error.
    func declareReceiverProperties(_ variable: VariableDeclSyntax, makeScope: () -> Scope, into methods: inout [String: Method]) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  case .getter(let items)? = binding.accessorBlock?.accessors else {
                error(.unsupported(.enumStoredProperty), at: binding)
                continue
            }
            let method = Method(name: name, parameters: [], scope: makeScope())
            if let annotation = binding.typeAnnotation {
                method.result = resolveType(annotation.type)
            } else {
                error(.declaration(.computedPropertyType(name: name)), at: binding)
                method.result = .any
            }
            method.pendingBody = .block(items)
            methods[name] = method
        }
    }

    /// The scope of a method of an enum or data struct: its own frame, `self` in slot 0, then
    /// the fields by name.
    func receiverScope(_ type: ValueType, fields: [RecordShape.Field]) -> Scope {
        let scope = Scope(parent: globals, startsFrame: true)
        scope.declare("self", type)
        for field in fields { scope.declare(field.name, field.type) }
        return scope
    }

    /// `Name.member` of a document enum: a case, or `allCases`; `nil` when `base` names no enum.
    func enumMember(_ name: String, of base: ExprSyntax, at node: some SyntaxProtocol, in scope: Scope) -> Compiled? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), let definition = declared.enums[reference.baseName.text],
              scope.lookup(reference.baseName.text) == nil else { return nil }
        return enumCase(name, of: definition, at: node)
    }

    /// `.name` of `definition`.
    func enumCase(_ name: String, of definition: EnumDefinition, at node: some SyntaxProtocol) -> Compiled {
        if name == "allCases" {
            guard definition.isCaseIterable else {
                error(.declaration(.allCasesWithoutCaseIterable(enumName: definition.name)), at: node)
                return .invalid
            }
            return .constant(.array(definition.cases.map(Value.string)), .array(.enumeration(definition.name)))
        }
        guard definition.cases.contains(name) else {
            error(.unknownMember(name, type: definition.name, suggestion: Suggestion.closest(to: name, in: definition.cases)), at: node)
            return .invalid
        }
        return .constant(.string(name), .enumeration(definition.name))
    }

    /// `Name(rawValue: value)`: the case with that raw value, or `nil`.
    func compileEnumInitializer(_ definition: EnumDefinition, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled {
        guard let rawType = definition.rawType, arguments.count == 1, arguments[0].label == "rawValue" else {
            error(.usage(.rawValueInitializer(enumName: definition.name, hasRawValues: definition.rawType != nil)), at: call)
            return .invalid
        }
        let raw = checked(compile(arguments[0].expression, expecting: rawType, in: scope), against: rawType, at: arguments[0].expression)
        let table = definition.cases.compactMap { name in definition.rawValues[name].map { ($0, name) } }
        return Compiled(type: .optional(.enumeration(definition.name))) { frame in
            let value = try raw.run(frame)
            return table.first { ValueOrder.compare($0.0, value) == .same }.map { .string($0.1) } ?? .null
        }
    }

    /// The methods and computed properties values of `type` have: a document enum's, a data
    /// struct's.
    func receiverMethods(of type: ValueType) -> [String: Method] {
        switch type {
        case .enumeration(let name): declared.enums[name]?.methods ?? [:]
        case .record(let shape): declared.records[shape.name]?.methods ?? [:]
        case .object(let name): declared.classes[name]?.methods ?? [:]
        default: [:]
        }
    }

    /// A call of a method of an enum or a data struct on `base`: `self` and the fields fill
    /// the first slots of its frame, then the arguments.
    func compileReceiverCall(_ method: Method, on base: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard let (_, values) = resolveOverload(method.name, [Callable(method.parameters, result: method.result) { value, _ in value }],
                                                arguments, at: node, in: scope) else { return .invalid }
        var fields: [String] = []
        if case .record(let shape) = base.type { fields = declared.records[shape.name]?.shape.fields?.map(\.name) ?? [] }
        let runtime = runtime
        let location = location(of: node)
        return Compiled(type: method.result) { frame in
            let receiver = try base.run(frame)
            let call = Frame(parent: runtime.globals, size: method.scope.layout.size)
            call.slots[0] = receiver
            if case .record(let record) = receiver {
                for (index, field) in fields.enumerated() { call.slots[index + 1] = record[field] ?? .null }
            }
            let first = 1 + fields.count
            for (index, value) in values.enumerated() { call.slots[first + index] = try value.run(frame) }
            return try runtime.call(at: location) { try method.body?.run(call) ?? .null }
        }
    }

    /// Checks the bodies of enum and data-struct methods.
    func compileReceiverBodies() {
        for definition in declared.enums.values.sorted(by: { $0.name < $1.name }) {
            for method in definition.methods.values.sorted(by: { $0.name < $1.name }) { compileMethodBody(method) }
        }
        for name in declared.records.keys.sorted() {
            for method in declared.records[name]!.methods.values.sorted(by: { $0.name < $1.name }) { compileMethodBody(method) }
        }
        for name in declared.classes.keys.sorted() {
            for method in declared.classes[name]!.methods.values.sorted(by: { $0.name < $1.name }) { compileMethodBody(method) }
        }
    }
}
