import SwiftSyntax

/// What an assignment or a mutation (`append`, `toggle()`) changes: a `var` of a function or
/// a view's `@State`/`@Binding` property (a slot of a frame), or a property of a class
/// instance. One shape for all, so that every statement that changes something writes
/// through the same checks (only actions change state; a class write is observed).
struct Place {
    let type: ValueType
    let read: (Frame) throws -> Value
    /// Reads the value and leaves no second reference to it where it can (a slot), so that
    /// an array or a string changed next is changed in place, not copied.
    let take: (Frame) throws -> Value
    /// Puts back a value taken, without writing it anywhere else (after a failure).
    let restore: (Frame, Value) -> Void
    let write: (Frame, Value) throws -> Void
}

extension Compiler {
    /// The place `expression` names, for an assignment; `nil` after reporting why it cannot
    /// be assigned: a `var` (or `@State`, `@Binding`), `object.property` of a class
    /// instance, or a property of `self` in a class method.
    func place(_ expression: ExprSyntax, in scope: Scope) -> Place? {
        let location = location(of: expression)
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let object = compile(base, expecting: nil, in: scope)
            guard case .object(let className) = object.type, let definition = declared.classes[className] else {
                if object.type != .failed { error(.unsupported(.assignmentTarget), at: expression) }
                return nil
            }
            return objectPlace(member.declName.baseName.text, of: object, in: definition, at: member.declName)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else {
            error(.unsupported(.assignmentTarget), at: expression)
            return nil
        }
        let name = reference.baseName.text
        guard let (depth, binding) = scope.lookup(name) else {
            if case .object(let definition)? = scope.owner, let receiver = selfObject(in: scope), definition.property(named: name) != nil {
                return objectPlace(name, of: receiver, in: definition, at: reference)
            }
            _ = compileName(reference, in: scope)  // reports the unknown name
            return nil
        }
        guard binding.isMutable else {
            error(.usage(.assignmentToConstant(name: name)), at: expression)
            return nil
        }
        let index = binding.index
        return Place(
            type: binding.type,
            read: { frame in frame.ancestor(depth).slots[index] },
            take: { frame in
                let owner = frame.ancestor(depth)
                defer { owner.slots[index] = .null }
                return owner.slots[index]
            },
            restore: { frame, value in frame.ancestor(depth).slots[index] = value },
            write: { frame, value in try frame.ancestor(depth).store(value, at: index, location: location) })
    }

    /// `object.name` as a place; `nil` after reporting an unknown or constant property.
    private func objectPlace(_ name: String, of object: Compiled, in definition: ClassDefinition, at node: some SyntaxProtocol) -> Place? {
        guard let (index, property) = definition.property(named: name) else {
            let names = definition.properties.map(\.name)
            error(.unknownMember(name, type: definition.name, suggestion: Suggestion.closest(to: name, in: names)), at: node)
            return nil
        }
        guard property.isMutable else {
            error(.usage(.assignmentToConstant(name: name)), at: node)
            return nil
        }
        let runtime = runtime
        let location = location(of: node)
        let read: (Frame) throws -> Value = { frame in try object.run(frame).symbol(ScriptObject.self)?[slot: index] ?? .null }
        return Place(type: property.type, read: read, take: read, restore: { _, _ in }, write: { frame, value in
            guard let target = try object.run(frame).symbol(ScriptObject.self) else { return }
            try runtime.write(value, to: target, slot: index, at: location)
        })
    }
}
