import Foundation
import SwiftSyntax
import Trellis

extension Compiler {
    /// `.name(arguments)` on a view: a key write, a text style on a `Text`, a built-in, plugin
    /// or document modifier.
    func compileModifier(_ name: String, on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        switch name {
        case "containerValue": return compileKeyWrite(on: receiver, arguments, keys: declared.containerKeys, scope: "container value", at: node, in: scope)
        case "environment": return compileKeyWrite(on: receiver, arguments, keys: declared.environmentKeys, scope: "environment", at: node, in: scope)
        case "id", "tag": return compileIdentity(name, on: receiver, arguments, at: node, in: scope)
        case "onChange": return compileOnChange(on: receiver, arguments, at: node, in: scope)
        case "containerRelativeFrame" where arguments.last?.expression.is(ClosureExprSyntax.self) == true:
            return compileRelativeFrame(on: receiver, arguments, at: node, in: scope)
        default: break
        }
        if receiver.type == .text, let overloads = textStyles[name] {
            guard let (callable, values) = resolveOverload(name, overloads, arguments, at: node, in: scope) else { return .invalid }
            return apply(callable, to: receiver, values, at: node)
        }
        if case .symbol(let kind) = receiver.type, kind.isShape, let overloads = shapeStyles[name] {
            guard let (callable, values) = resolveOverload(name, overloads, arguments, at: node, in: scope) else { return .invalid }
            return apply(callable, to: receiver, values, at: node)
        }
        if let overloads = modifiers[name] {
            guard let (callable, values) = resolveOverload(name, overloads, arguments, at: node, in: scope) else { return .invalid }
            return apply(callable, to: receiver, values, at: node)
        }
        if let modifier = declared.pluginModifiers[name] {
            return compilePluginModifier(modifier, on: receiver, arguments, at: node, in: scope)
        }
        if let method = declared.customModifiers[name] {
            return compileCustomModifier(method, on: receiver, arguments, at: node, in: scope)
        }
        error(.unknownModifier(name, suggestion: Suggestion.closest(to: name, in: modifierNames)), at: node)
        checkUnbound(arguments, in: scope)
        return .invalid
    }

    /// `.containerValue(\.key, value)` and `.environment(\.key, value)`.
    private func compileKeyWrite(
        on receiver: Compiled, _ arguments: [CallArgument], keys: [String: KeyDeclaration], scope keyScope: String,
        at node: some SyntaxProtocol, in scope: Scope
    ) -> Compiled {
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil,
              let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self) else {
            error(.usage(.keyedModifier(environment: keyScope == "environment")), at: node)
            return .invalid
        }
        guard let key = key(named: keyPath, in: keys, scope: keyScope) else {
            // The value's type is unknown without the key; check it only for errors of its own.
            _ = speculate { compile(arguments[1].expression, expecting: nil, in: scope) }
            return .invalid
        }
        let value = checked(compile(arguments[1].expression, expecting: key.type, in: scope), against: key.type, at: arguments[1].expression)
        return Compiled(type: .view) { frame in
            .view(key.write(try value.run(frame), on: try receiver.run(frame).view))
        }
    }

    /// The key a key path `\.name` names, or `nil` after reporting an unknown key.
    func key(named keyPath: KeyPathExprSyntax, in keys: [String: KeyDeclaration], scope: String) -> KeyDeclaration? {
        guard keyPath.root == nil, keyPath.components.count == 1,
              case .property(let property)? = keyPath.components.first?.component else {
            error(.usage(.keyPathKey), at: keyPath)
            return nil
        }
        let name = property.declName.baseName.text
        guard let key = keys[name] else {
            error(.unknownKey(name, scope: scope, suggestion: Suggestion.closest(to: name, in: keys.keys)), at: property)
            return nil
        }
        return key
    }

    /// `.id(value)` and `.tag(value)`: any value that can be a key.
    private func compileIdentity(_ name: String, on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard let argument = arguments.first, arguments.count == 1, argument.label == nil else {
            error(.usage(.singleValueModifier(name: name)), at: node)
            return .invalid
        }
        let value = compile(argument.expression, expecting: nil, in: scope)
        let location = location(of: argument.expression)
        return Compiled(type: .view) { frame in
            let evaluated = try value.run(frame)
            guard let hashable = evaluated.hashable else {
                throw RuntimeFailure(message: "'\(evaluated)' cannot be an id", location: location)
            }
            let view = try receiver.run(frame).view
            return .view(name == "id" ? AnyView(view.id(hashable)) : AnyView(view.tag(hashable)))
        }
    }

    /// `.containerRelativeFrame(axes, alignment:) { length, axis in … }`: the closure computes
    /// the length from the container's (a `Double`) and the axis.
    private func compileRelativeFrame(on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard let closure = arguments.last?.expression.as(ClosureExprSyntax.self) else { return .invalid }
        let parameters = [Parameter(nil, .symbol(.axisSet)), Parameter("alignment", .symbol(.alignment), default: .symbol(Alignment.center))]
        guard let (_, values) = resolveOverload("containerRelativeFrame", [Callable(parameters, result: .view) { value, _ in value }],
                                                Array(arguments.dropLast()), at: node, in: scope) else { return .invalid }
        let length = compileValueClosure(closure, parameterTypes: [.double, .any], result: .double, in: scope)
        let runtime = runtime
        return Compiled(type: .view) { frame in
            let view = try receiver.run(frame).view
            let axes = try values[0].run(frame).symbol(Axis.Set.self) ?? .horizontal
            let alignment = try values[1].run(frame).symbol(Alignment.self) ?? .center
            return .view(AnyView(view.containerRelativeFrame(axes, alignment: alignment) { containerLength, axis in
                var result = 0.0
                _ = runtime.guarded {
                    result = try length(frame, [.double(Double(containerLength)), .symbol(axis)]).double
                    return AnyView(EmptyView())
                }
                return CGFloat(result)
            }))
        }
    }

    /// A modifier a document defines in `extension View`: its body runs with `self` the view.
    private func compileCustomModifier(_ method: Method, on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard let (_, values) = resolveOverload(method.name, [Callable(method.parameters, result: .view) { value, _ in value }],
                                                arguments, at: node, in: scope) else { return .invalid }
        let runtime = runtime
        let location = location(of: node)
        return Compiled(type: .view) { frame in
            let call = Frame(parent: runtime.globals, size: method.scope.layout.size)
            call.slots[0] = .view(try receiver.run(frame).view)
            for (index, value) in values.enumerated() { call.slots[index + 1] = try value.run(frame) }
            return try runtime.call(at: location) { try method.body?.run(call) ?? .null }
        }
    }

    /// A struct method (or computed property) called from the struct's body.
    func compileMethodCall(_ method: Method, arguments: [CallArgument], of definition: StructDefinition, at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        guard let (_, values) = resolveOverload(method.name, [Callable(method.parameters, result: .view) { value, _ in value }],
                                                arguments, at: node, in: scope) else { return .invalid }
        let depth = scope.depth(to: definition.scope)
        let runtime = runtime
        let location = location(of: node)
        return Compiled(type: method.result) { frame in
            let call = Frame(parent: frame.ancestor(depth), size: method.scope.layout.size)
            for (index, value) in values.enumerated() { call.slots[index] = try value.run(frame) }
            return try runtime.call(at: location) { try method.body?.run(call) ?? .null }
        }
    }
}
