import SwiftSyntax
import Trellis

/// A binding a document passes to a control or to a struct's `@Binding` property: reads and
/// writes one `@State` (or `@Binding`) property of the view whose body made it, or a constant,
/// which ignores writes.
struct ScriptBinding {
    let get: () -> Value
    /// Writes within the run of the work meter in progress (a statement of an action that
    /// assigns a `@Binding` property).
    let write: (Value) throws -> Void
    /// The runtime whose meter a control's write is a run of; `nil` for a constant.
    let runtime: ScriptRuntime?
    let location: SourceLocation?

    static func constant(_ value: Value) -> ScriptBinding {
        ScriptBinding(get: { value }, write: { _ in }, runtime: nil, location: nil)
    }

    /// A binding to the part of this binding's value at `keys` (a `ForEach($items)` row's
    /// element, `$item.done`): reads through this one, writes the whole value back through it.
    func projected(_ keys: [BindingKey], runtime: ScriptRuntime, location: SourceLocation) -> ScriptBinding {
        guard !keys.isEmpty else { return self }
        let base = self
        return ScriptBinding(get: { BindingKey.read(keys, in: base.get()) }, write: { value in
            if let updated = try BindingKey.write(value, at: keys[...], in: base.get(), runtime: runtime, location: location) {
                try base.write(updated)
            }
        }, runtime: runtime, location: location)
    }

    /// A control's write (typing, a paste, a toggle): the user's act, a run of the meter of
    /// its own, within the limit for one string.
    func setAsUserAction(_ value: Value) {
        guard let runtime, let location else { return }
        runtime.perform(restartingMeter: true) {
            if case .string(let text) = value { _ = try runtime.meter.made(text, at: location) }
            try write(value)
        }
    }
}

extension Compiler {
    /// `$name`, a binding to the `@State` or `@Binding` property `name` of `type`, a path
    /// into it (`$items[i]`, `$todo.done`, checked step by step), or `.constant(value)`.
    /// Anything else is one diagnostic.
    func compileBinding(_ expression: ExprSyntax, of type: ValueType, in scope: Scope) -> Compiled {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "constant", call.arguments.count == 1,
           let argument = call.arguments.first, argument.label == nil {
            let value = checked(compile(argument.expression, expecting: type, in: scope), against: type, at: argument.expression)
            return Compiled(type: type) { frame in .symbol(ScriptBinding.constant(try value.run(frame))) }
        }
        var path: [BindingStep] = []
        var root = expression
        while true {
            if let subscriptCall = root.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
               let argument = subscriptCall.arguments.first, argument.label == nil {
                path.insert(.index(argument.expression), at: 0)
                root = subscriptCall.calledExpression
            } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                path.insert(.field(member.declName), at: 0)
                root = base
            } else {
                break
            }
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else {
            error(.unsupported(.bindingArgument), at: expression)
            return .invalid
        }
        let name = String(reference.baseName.text.dropFirst())
        guard let (depth, binding) = scope.lookup(name) else {
            error(.unknownName(name, suggestion: Suggestion.closest(to: name, in: scope.visibleNames)), at: reference)
            return .invalid
        }
        if let projection = binding.projection {
            guard let (found, steps) = compileBindingPath(path, from: binding.type, in: scope) else { return .invalid }
            guard found == type || type == .any || found == .any || found == .failed else {
                error(.typeMismatch(found: "Binding<\(found)>", expected: "Binding<\(type)>"), at: expression)
                return .invalid
            }
            let runtime = runtime
            let location = location(of: expression)
            return Compiled(type: type == .any ? found : type) { frame in
                let row = frame.ancestor(depth).slots[projection].symbol(ScriptBinding.self) ?? .constant(.null)
                return .symbol(row.projected(try steps.map { try $0(frame) }, runtime: runtime, location: location))
            }
        }
        // `@Bindable var model` lends bindings to its properties, never to itself.
        guard binding.isState || (binding.isBindable && !path.isEmpty) else {
            error(.unsupported(.bindingArgument), at: expression)
            return .invalid
        }
        guard let (found, steps) = compileBindingPath(path, from: binding.type, in: scope) else { return .invalid }
        guard found == type || type == .any || found == .any || found == .failed else {
            error(.typeMismatch(found: "Binding<\(found)>", expected: "Binding<\(type)>"), at: expression)
            return .invalid
        }
        let index = binding.index
        let runtime = runtime
        let location = location(of: expression)
        return Compiled(type: type == .any ? found : type) { frame in
            let owner = frame.ancestor(depth)
            let keys = try steps.map { try $0(frame) }
            return .symbol(ScriptBinding(get: { BindingKey.read(keys, in: owner.slots[index]) }, write: { value in
                // A path through a class instance writes the instance, not the view's state.
                if let updated = try BindingKey.write(value, at: keys[...], in: owner.slots[index], runtime: runtime, location: location) {
                    try owner.store(updated, at: index, location: location)
                }
            }, runtime: runtime, location: location))
        }
    }

    /// One step of a binding's path as written: `[index]` or `.field`.
    enum BindingStep {
        case index(ExprSyntax)
        case field(DeclReferenceExprSyntax)
    }

    /// The type a binding's path reaches from `type`, with what evaluates each step's key;
    /// `nil` after reporting a step that does not fit (an index into a non-array, a field the
    /// record type does not have).
    private func compileBindingPath(_ path: [BindingStep], from type: ValueType, in scope: Scope) -> (ValueType, [(Frame) throws -> BindingKey])? {
        var current = type
        var steps: [(Frame) throws -> BindingKey] = []
        for step in path {
            switch (step, current) {
            case (_, .failed):
                return (.failed, [])
            case (.index(let expression), .array), (.index(let expression), .any):
                let index = checked(compile(expression, expecting: .int, in: scope), against: .int, at: expression)
                steps.append { frame in .index(try index.run(frame).int) }
                current = current.elementType ?? .any
            case (.field(let name), .object(let className)):
                guard let definition = declared.classes[className], let (slot, property) = definition.property(named: name.baseName.text) else {
                    let names = declared.classes[className]?.properties.map(\.name) ?? []
                    error(.unknownMember(name.baseName.text, type: className, suggestion: Suggestion.closest(to: name.baseName.text, in: names)), at: name)
                    return nil
                }
                guard property.isMutable else {
                    error(.usage(.assignmentToConstant(name: name.baseName.text)), at: name)
                    return nil
                }
                steps.append { _ in .property(slot) }
                current = property.type
            case (.field(let name), .record), (.field(let name), .any):
                let field = name.baseName.text
                steps.append { _ in .field(field) }
                guard case .record(let shape) = current, let fields = shape.fields else {
                    current = .any
                    continue
                }
                guard let found = fields.first(where: { $0.isNamed(field) }) else {
                    error(.unknownMember(field, type: shape.name, suggestion: Suggestion.closest(to: field, in: fields.map(\.name))), at: name)
                    return nil
                }
                current = found.type
            case (.index(let expression), _):
                error(.unknownMember("subscript", type: current.description, suggestion: nil), at: expression)
                return nil
            case (.field(let name), _):
                error(.unknownMember(name.baseName.text, type: current.description, suggestion: nil), at: name)
                return nil
            }
        }
        return (current, steps)
    }
}

/// A step of a binding's path once evaluated: an array index, a record field or a property
/// of a class instance (by slot).
enum BindingKey {
    case index(Int)
    case field(String)
    case property(Int)

    /// The value at `keys` inside `root`; `nil` (`.null`) where an index is out of range.
    static func read(_ keys: [BindingKey], in root: Value) -> Value {
        keys.reduce(root) { value, key in
            switch (key, value) {
            case (.index(let index), .array(let elements)): elements.indices.contains(index) ? elements[index] : .null
            case (.field(let name), .record(let record)): record[name] ?? .null
            case (.property(let slot), .symbol(let object as ScriptObject)): object[slot: slot]
            default: .null
            }
        }
    }

    /// `root` with the value at `keys` replaced by `value`, or `nil` when the write went into
    /// a class instance on the way (which holds it; `root` is unchanged). An index out of
    /// range (the element was removed since the binding was made) fails at `location`.
    static func write(_ value: Value, at keys: ArraySlice<BindingKey>, in root: Value, runtime: ScriptRuntime, location: SourceLocation) throws -> Value? {
        guard let key = keys.first else { return value }
        switch (key, root) {
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else {
                throw RuntimeFailure(message: "index \(index) is out of range for this binding (count \(elements.count))", location: location)
            }
            guard let element = try write(value, at: keys.dropFirst(), in: elements[index], runtime: runtime, location: location) else { return nil }
            elements[index] = element
            return .array(elements)
        case (.field(let name), .record(let record)):
            guard let position = record.layout.index(of: name) else { return root }
            var values = record.values
            guard let field = try write(value, at: keys.dropFirst(), in: values[position], runtime: runtime, location: location) else { return nil }
            values[position] = field
            return .record(Record(layout: record.layout, values: values))
        case (.property(let slot), .symbol(let object as ScriptObject)):
            if let property = try write(value, at: keys.dropFirst(), in: object[slot: slot], runtime: runtime, location: location) {
                try runtime.write(property, to: object, slot: slot, at: location)
            }
            return nil
        default:
            return root
        }
    }
}

extension Arguments {
    /// The binding at `index` as a Trellis `Binding`, its values converted with `read` and `write`.
    func binding<T>(_ index: Int, read: @escaping (Value) -> T, write: @escaping (T) -> Value) -> Binding<T> {
        let binding = values[index].symbol(ScriptBinding.self) ?? .constant(.null)
        return Binding(get: { read(binding.get()) }, set: { binding.setAsUserAction(write($0)) })
    }
}
