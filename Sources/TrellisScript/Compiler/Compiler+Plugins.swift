import SwiftSyntax
import Trellis
import TrellisPluginValues

extension Compiler {
    /// A container an imported module declares, its arguments checked here against the
    /// declared parameters (the one place they are checked) and passed on in parameter order.
    func compilePluginContainer(_ container: ScriptContainerDeclaration, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled {
        var parameters = container.parameters.map(Self.parameter)
        if container.takesContent { parameters.append(.content()) }
        guard let (_, values) = resolveOverload(container.name, [Callable(parameters, result: .view) { value, _ in value }],
                                                arguments, at: call.calledExpression, in: scope) else { return .invalid }
        let location = location(of: call)
        let declared = container.parameters
        let compiled = Compiled(type: .view) { frame in
            // Checked above against the declared types: each argument crosses as it is.
            var arguments: [PluginArgument] = []
            for (index, parameter) in declared.enumerated() {
                guard let value = try values[index].run(frame).pluginValue ?? parameter.defaultValue else {
                    throw RuntimeFailure(message: "argument '\(parameter.label ?? "_")' of '\(container.name)' has no plain value", location: location)
                }
                arguments.append(PluginArgument(label: parameter.label, value: value))
            }
            let content = container.takesContent ? try values[declared.count].run(frame).view : AnyView(EmptyView())
            do {
                return .view(try container.make(arguments, content))
            } catch {
                throw RuntimeFailure(message: "\(container.name): \(error)", location: location)
            }
        }
        guard container.takesContent else { return compiled }
        return recording(container.name, compiled, contentIndex: declared.count, values: values, arguments: arguments, at: call, in: scope)
    }

    /// A modifier an imported module declares.
    func compilePluginModifier(_ modifier: ScriptModifierDeclaration, on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        let parameters = modifier.parameters.map(Self.parameter)
        guard let (_, values) = resolveOverload(modifier.name, [Callable(parameters, result: .view) { value, _ in value }],
                                                arguments, at: node, in: scope) else { return .invalid }
        let location = location(of: node)
        return Compiled(type: .view) { frame in
            let view = try receiver.run(frame).view
            var arguments: [PluginArgument] = []
            for (index, value) in values.enumerated() {
                let parameter = modifier.parameters[index]
                guard let converted = try value.run(frame).pluginValue ?? parameter.defaultValue else {
                    throw RuntimeFailure(message: "argument \(index + 1) of '\(modifier.name)' has no plain value", location: location)
                }
                arguments.append(PluginArgument(label: parameter.label, value: converted))
            }
            do {
                return .view(try modifier.apply(view, arguments))
            } catch {
                throw RuntimeFailure(message: "\(modifier.name): \(error)", location: location)
            }
        }
    }

    /// The checker's parameter for a plugin-declared one.
    private static func parameter(_ parameter: ScriptParameter) -> Parameter {
        Parameter(parameter.label, .value(ValueType(parameter.type)), default: parameter.defaultValue.map(Value.init))
    }
}
