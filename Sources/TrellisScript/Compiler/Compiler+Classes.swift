import SwiftSyntax

extension Compiler {
    /// Registers an `@Observable final class`'s name, so that structs declared next can hold
    /// it; any other class is reported (its changes would redraw nothing).
    func registerClass(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard attributes.contains("Observable") else {
            declared.unsupportedNames.insert(name)
            error(.unsupported(.classDeclaration), at: node.classKeyword)
            return
        }
        declared.classes[name] = ClassDefinition(name: name, location: location(of: node.name))
    }

    /// Declares a registered class's stored properties (each needs an initial value, and none
    /// may hold a class instance, so that no reference cycle can form), computed properties
    /// and methods (`self` and the properties in scope; one without a result returns `Void`).
    func declareClass(_ node: ClassDeclSyntax) {
        guard let definition = declared.classes[node.name.text] else { return }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                declareClassProperty(variable, of: definition)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let method = makeMethod(function, parent: globals, generics: [], declaringSelf: false, scope: classScope(definition))
                if function.signature.returnClause == nil { method.result = .void }
                definition.methods[method.name] = method
            } else {
                error(.unsupported(.member(.observableClass)), at: member.decl)
            }
        }
    }

    private func declareClassProperty(_ variable: VariableDeclSyntax, of definition: ClassDefinition) {
        if let attribute = variable.attributes.first {
            error(.unsupported(.member(.observableClass)), at: attribute)
            return
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                error(.unsupported(.pattern(.property)), at: binding.pattern)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            if let accessors = binding.accessorBlock {
                guard case .getter(let items) = accessors.accessors, let annotated else {
                    error(.unsupported(.accessors), at: accessors)
                    continue
                }
                let method = Method(name: name, parameters: [], scope: classScope(definition))
                method.result = annotated
                method.pendingBody = .block(items)
                definition.methods[name] = method
                continue
            }
            guard let initializer = binding.initializer else {
                error(.declaration(.classPropertyValue(name: name)), at: binding)
                definition.properties.append(.init(name: name, type: .failed, initial: .invalid, isMutable: true))
                continue
            }
            let value = checked(compile(initializer.value, expecting: annotated, in: globals), against: annotated, at: initializer.value)
            let type = annotated ?? value.type
            if type.holdsObject {
                error(.unsupported(.objectInClass(name: name)), at: binding)
            }
            let isMutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
            definition.properties.append(.init(name: name, type: type, initial: value, isMutable: isMutable))
        }
    }

    /// The scope of a class's methods: `self` in the first slot; the properties are found
    /// through it (`compileName`, `place`).
    private func classScope(_ definition: ClassDefinition) -> Scope {
        let scope = Scope(parent: globals, startsFrame: true, owner: .object(definition))
        scope.declare("self", .object(definition.name))
        return scope
    }

    /// `Name()` of a class: a new instance, its properties at their initial values.
    func compileObjectInit(_ definition: ClassDefinition, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard resolveOverload(definition.name, [Callable([], result: .object(definition.name)) { value, _ in value }],
                              arguments, at: node, in: scope) != nil else { return .invalid }
        let runtime = runtime
        let location = location(of: node)
        return Compiled(type: .object(definition.name)) { _ in
            try runtime.meter.step(at: location)
            let storage = try definition.properties.map { try $0.initial.run(runtime.globals) }
            return .symbol(ScriptObject(definition: definition, storage: storage))
        }
    }

    /// `object.name`, a property of a class instance; `nil` when `name` is none of its properties.
    func objectProperty(_ name: String, of base: Compiled, in definition: ClassDefinition) -> Compiled? {
        guard let (index, property) = definition.property(named: name) else { return nil }
        return Compiled(type: property.type) { frame in
            try base.run(frame).symbol(ScriptObject.self)?[slot: index] ?? .null
        }
    }

    /// `self`, in a class method.
    func selfObject(in scope: Scope) -> Compiled? {
        guard case .object(let definition)? = scope.owner, let (depth, binding) = scope.lookup("self") else { return nil }
        let index = binding.index
        return Compiled(type: .object(definition.name)) { frame in frame.ancestor(depth).slots[index] }
    }
}
