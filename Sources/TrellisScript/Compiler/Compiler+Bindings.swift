import SwiftSyntax
import Trellis

/// A binding a document passes to a control: reads and writes one `@State` property of the
/// view whose body made it (or a constant, which ignores writes).
struct ScriptBinding {
    let get: () -> Value
    let set: (Value) -> Void
}

extension Compiler {
    /// `$name`, a binding to the `@State` property `name` of `type`, or `.constant(value)`.
    /// Anything else is one diagnostic.
    func compileBinding(_ expression: ExprSyntax, of type: ValueType, in scope: Scope) -> Compiled {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "constant", call.arguments.count == 1,
           let argument = call.arguments.first, argument.label == nil {
            let value = checked(compile(argument.expression, expecting: type, in: scope), against: type, at: argument.expression)
            return Compiled(type: type) { frame in
                let constant = try value.run(frame)
                return .symbol(ScriptBinding(get: { constant }, set: { _ in }))
            }
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else {
            error(.unsupported(.bindingArgument), at: expression)
            return .invalid
        }
        let name = String(reference.baseName.text.dropFirst())
        guard let (depth, binding) = scope.lookup(name) else {
            error(.unknownName(name, suggestion: Suggestion.closest(to: name, in: scope.visibleNames)), at: reference)
            return .invalid
        }
        guard binding.isState else {
            error(.unsupported(.bindingArgument), at: expression)
            return .invalid
        }
        guard binding.type == type || type == .any || binding.type == .any || binding.type == .failed else {
            error(.typeMismatch(found: "Binding<\(binding.type)>", expected: "Binding<\(type)>"), at: expression)
            return .invalid
        }
        let index = binding.index
        let runtime = runtime
        let location = location(of: reference)
        return Compiled(type: type) { frame in
            let owner = frame.ancestor(depth)
            // A control's write (typing, a paste) is a run of its own, within the limit for one string.
            return .symbol(ScriptBinding(get: { owner.slots[index] }, set: { value in
                runtime.perform(restartingMeter: true) {
                    if case .string(let text) = value { _ = try runtime.meter.made(text, at: location) }
                    owner.store(value, at: index)
                }
            }))
        }
    }
}

extension Arguments {
    /// The binding at `index` as a Trellis `Binding`, its values converted with `read` and `write`.
    func binding<T>(_ index: Int, read: @escaping (Value) -> T, write: @escaping (T) -> Value) -> Binding<T> {
        let binding = values[index].symbol(ScriptBinding.self) ?? ScriptBinding(get: { .null }, set: { _ in })
        return Binding(get: { read(binding.get()) }, set: { binding.set(write($0)) })
    }
}
