import SwiftSyntax

extension Compiler {
    /// `extension ContainerValues { @Entry var name: Type = default }` and the same in
    /// `EnvironmentValues`: keys stored under Trellis's run-time named keys.
    func declareKeys(in node: ExtensionDeclSyntax) {
        let extended = node.extendedType.trimmedDescription
        let scope: ScriptValueKeyDeclaration.Scope
        switch extended {
        case "ContainerValues": scope = .container
        case "EnvironmentValues": scope = .environment
        case "View": return
        default:
            error(.unsupported(.extensionOf(extended)), at: node.extendedType)
            return
        }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }),
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else {
                error(.usage(.entryDeclaration), at: member)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            guard let initializer = binding.initializer else {
                error(.declaration(.keyDefault(name: name)), at: binding)
                continue
            }
            let compiled = checked(compile(initializer.value, expecting: annotated, in: globals), against: annotated, at: initializer.value)
            let type = annotated ?? compiled.type
            guard type.pluginValueType != nil, let value = try? compiled.run(Frame(parent: nil, size: 0)) else {
                error(.mismatch(.keyType(name: name)), at: binding)
                continue
            }
            let key = KeyDeclaration(name: name, type: type, defaultValue: value, scope: scope, builtin: nil)
            switch scope {
            case .container: declared.containerKeys[name] = key
            case .environment: declared.environmentKeys[name] = key
            }
        }
    }

    /// Registers a struct's name and stored properties (bodies are checked later, once every
    /// type is known).
    func declareType(_ node: StructDeclSyntax) {
        let name = node.name.text
        let isView = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        guard isView else {
            declareRecord(node)
            return
        }
        let definition = StructDefinition(name: name, location: location(of: node.name))
        let scope = Scope(parent: globals, startsFrame: true, owner: .structure(definition))
        definition.scope = scope
        declared.structs[name] = definition
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                declareProperty(variable, of: definition, generics: generics)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                declareMethod(function, of: definition, generics: generics)
            } else {
                error(.unsupported(.member(.view)), at: member.decl)
            }
        }
    }

    private func declareRecord(_ node: StructDeclSyntax) {
        var fields: [RecordShape.Field] = []
        var defaults: [String: Compiled] = [:]
        var functions: [FunctionDeclSyntax] = []
        var computed: [VariableDeclSyntax] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions.append(function)
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                error(.unsupported(.member(.dataStruct)), at: member.decl)
                continue
            }
            if variable.bindings.contains(where: { $0.accessorBlock != nil }) {
                computed.append(variable)
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { resolveType($0.type) }
                var type = annotated ?? .any
                if let initializer = binding.initializer {
                    let value = checked(compile(initializer.value, expecting: annotated, in: globals), against: annotated, at: initializer.value)
                    defaults[name] = value
                    type = annotated ?? value.type
                } else if annotated == nil {
                    error(.declaration(.propertyType(name: name)), at: binding)
                }
                fields.append(RecordShape.Field(name: name, type: type))
            }
        }
        let shape = RecordShape(name: node.name.text, fields: fields)
        var methods: [String: Method] = [:]
        let makeScope = { self.receiverScope(.record(shape), fields: fields) }
        for variable in computed { declareReceiverProperties(variable, makeScope: makeScope, into: &methods) }
        for function in functions {
            let method = makeMethod(function, parent: globals, generics: [], declaringSelf: false, scope: makeScope())
            methods[method.name] = method
        }
        declared.records[node.name.text] = RecordDefinition(shape: shape, defaults: defaults, methods: methods)
    }

    private func declareProperty(_ variable: VariableDeclSyntax, of definition: StructDefinition, generics: Set<String>) {
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let attributeNames = attributes.map(\.attributeName.trimmedDescription)
        if let wrapper = attributes.first(where: { !Self.propertyAttributes.contains($0.attributeName.trimmedDescription) }) {
            error(.unsupported(.propertyWrapper(wrapper.attributeName.trimmedDescription)), at: wrapper)
            // Declared as failed, so that its uses add no errors of their own.
            for case let name? in variable.bindings.map({ $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }) {
                definition.scope.declare(name, .failed)
                definition.properties.append(.init(name: name, type: .failed, kind: .constant(.invalid)))
            }
            return
        }
        let isState = attributeNames.contains("State")
        let isBinding = attributeNames.contains("Binding")
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                error(.unsupported(.pattern(.property)), at: binding.pattern)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type, generics: generics) }
            if let accessors = binding.accessorBlock {
                // A computed property: a method without parameters (`body` is the body).
                guard case .getter(let items) = accessors.accessors else {
                    error(.unsupported(.accessors), at: accessors)
                    continue
                }
                let method = Method(name: name, parameters: [], scope: Scope(parent: definition.scope, startsFrame: true))
                method.result = annotated ?? .view
                method.pendingBody = .block(items)
                definition.methods[name] = method
                continue
            }
            let kind: StructDefinition.Property.Kind
            var type = annotated ?? .any
            if attributeNames.contains("ViewBuilder") {
                kind = .content
                type = .view
            } else if isBinding {
                // `@Binding var name: T`: its type is needed to check what callers pass.
                if annotated == nil { error(.declaration(.propertyType(name: name)), at: binding) }
                if let initializer = binding.initializer { error(.unsupported(.bindingWithValue(name: name)), at: initializer) }
                kind = .binding
            } else if let environment = attributes.first(where: { $0.attributeName.trimmedDescription == "Environment" }) {
                guard let key = environmentKey(of: environment) else { continue }
                kind = .environment(key)
                type = key.type
            } else if let initializer = binding.initializer {
                let value = checked(compile(initializer.value, expecting: annotated, in: globals), against: annotated, at: initializer.value)
                type = annotated ?? value.type
                if isState {
                    kind = .state(value)
                } else {
                    kind = variable.bindingSpecifier.tokenKind == .keyword(.let) ? .constant(value) : .stored(default: value)
                }
            } else {
                if annotated == nil { error(.declaration(.propertyType(name: name)), at: binding) }
                if isState { error(.unsupported(.stateWithoutValue(name: name)), at: binding) }
                kind = .stored(default: nil)
            }
            let isBindable = attributeNames.contains("Bindable")
            if isBindable, type != .failed, type.objectName == nil {
                error(.typeMismatch(found: type.description, expected: "an @Observable class"), at: binding)
            }
            definition.scope.declare(name, type, state: isState || isBinding, bindable: isBindable)
            definition.properties.append(.init(name: name, type: type, kind: kind))
        }
    }

    /// The attributes a view struct's property may have: `@State` (mutable state the view
    /// owns), `@Binding` (state another view owns), `@Bindable` (a class instance whose
    /// properties `$name.property` binds), `@Environment(\.key)` and `@ViewBuilder`.
    /// Any other property wrapper is reported.
    static let propertyAttributes: Set = ["State", "Binding", "Bindable", "Environment", "ViewBuilder"]

    /// The key of `@Environment(\.key)`.
    private func environmentKey(of attribute: AttributeSyntax) -> KeyDeclaration? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first,
              let keyPath = first.expression.as(KeyPathExprSyntax.self) else {
            error(.usage(.environmentAttribute), at: attribute)
            return nil
        }
        return key(named: keyPath, in: declared.environmentKeys, scope: "environment")
    }

    /// A method of a view struct; one without a result type (`func add() { … }`) returns
    /// `Void`, as in Swift: its statements may assign the view's `@State` (a write goes
    /// through the view, as SwiftUI's nonmutating setters do).
    private func declareMethod(_ function: FunctionDeclSyntax, of definition: StructDefinition, generics: Set<String>) {
        let methodGenerics = generics.union(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let method = makeMethod(function, parent: definition.scope, generics: methodGenerics, declaringSelf: false)
        if function.signature.returnClause == nil { method.result = .void }
        definition.methods[method.name] = method
    }

    /// `extension View { func name(…) -> some View { … } }`: a modifier the document defines.
    func declareModifiers(in node: ExtensionDeclSyntax) {
        guard node.extendedType.trimmedDescription == "View" else { return }
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                error(.unsupported(.member(.viewExtension)), at: member.decl)
                continue
            }
            let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let method = makeMethod(function, parent: globals, generics: generics, declaringSelf: true)
            declared.customModifiers[method.name] = method
        }
    }

    func makeMethod(_ function: FunctionDeclSyntax, parent: Scope, generics: Set<String>, declaringSelf: Bool, scope given: Scope? = nil) -> Method {
        let scope = given ?? Scope(parent: parent, startsFrame: true, owner: declaringSelf ? .modifier : nil)
        if declaringSelf { scope.declare("self", .view) }
        var parameters: [Parameter] = []
        for parameter in function.signature.parameterClause.parameters {
            let type = resolveType(parameter.type, generics: generics)
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let defaultValue = parameter.defaultValue.map { compile($0.value, expecting: type, in: globals) }
            parameters.append(Parameter(label, .value(type), default: defaultValue.flatMap { try? $0.run(Frame(parent: nil, size: 0)) }))
            scope.declare(name, type)
        }
        let method = Method(name: function.name.text, parameters: parameters, scope: scope)
        if let returnClause = function.signature.returnClause {
            method.result = resolveType(returnClause.type, generics: generics)
        }
        if let body = function.body {
            method.pendingBody = .block(body.statements)
        } else {
            error(.declaration(.functionBody(name: function.name.text)), at: function)
        }
        return method
    }

    /// Checks a struct's body and methods.
    func compileBody(of definition: StructDefinition) {
        for method in definition.methods.values.sorted(by: { $0.name < $1.name }) { compileMethodBody(method) }
        if let body = definition.methods.removeValue(forKey: "body") {
            definition.body = body.body.map { compiled in
                // The body runs in the struct's own frame: no frame of its own.
                Compiled(type: .view) { frame in
                    let bodyFrame = Frame(parent: frame, size: body.scope.layout.size)
                    return try compiled.run(bodyFrame)
                }
            }
        } else {
            error(.declaration(.viewBody(structName: definition.name)), at: definition.location)
        }
    }

    /// Checks the bodies of a `View` extension's modifiers.
    func compileModifierBodies(in node: ExtensionDeclSyntax) {
        guard node.extendedType.trimmedDescription == "View" else { return }
        for method in declared.customModifiers.values.sorted(by: { $0.name < $1.name }) where method.body == nil {
            compileMethodBody(method)
        }
    }

    /// Checks a method's body: a view builder when it makes a view with builder statements,
    /// else statements that return a value of its declared type.
    func compileMethodBody(_ method: Method) {
        guard case .block(let items)? = method.pendingBody else { return }
        method.pendingBody = nil
        let statements = Array(items)
        let scope = Scope(parent: method.scope, startsFrame: false)
        if method.result == .void {
            let body = compileStatements(statements, in: scope, context: FunctionContext(result: .void), tail: false)
            method.body = Compiled(type: .void) { frame in
                _ = try body.run(frame)
                return .null
            }
            return
        }
        // `body` is a view builder, as `View.body` is `@ViewBuilder`.
        if method.result != .any, method.result.converts(to: .view), method.name == "body" || !Self.needsStatements(statements) {
            method.body = compileBlock(statements, in: scope)
        } else {
            method.body = compileFunctionBody(statements, result: method.result, in: scope, at: items)
        }
    }
}
