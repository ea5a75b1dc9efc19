import CTrellis
import Trellis
import TrellisABI

extension PluginHost {
    /// Calls modifier `name` of `plugin` with `arguments` (checked against its signature:
    /// count, types, integers accepted for doubles) and returns `view` with the container and
    /// environment values the modifier set.
    public func apply(_ name: String, of plugin: Plugin, arguments: [PluginValue], to view: some View) throws(PluginError) -> AnyView {
        guard let modifier = plugin.modifier(named: name) else {
            throw PluginError(plugin: plugin.name, reason: .badCall("has no modifier named '\(name)'"))
        }
        let expected = modifier.signature.arguments
        let types = expected.map { "\($0.valueType)" }.joined(separator: ", ")
        guard arguments.count == expected.count else {
            throw badCall(modifier, of: plugin, "takes \(expected.count) argument\(expected.count == 1 ? "" : "s") (\(types)), got \(arguments.count)")
        }
        var values: [PluginValue] = []
        for (index, (argument, given)) in zip(expected, arguments).enumerated() {
            guard let value = argument.valueType.coerce(given) else {
                throw badCall(modifier, of: plugin, "argument \(index + 1) must be \(argument.valueType), not \(given)")
            }
            values.append(value)
        }
        return try invoke(modifier, of: plugin, with: values, on: view)
    }

    /// Calls `modifier` of `plugin` with `arguments` that a document's checker already checked
    /// against the modifier's parameters (one per argument of the signature, of its type): they
    /// are not checked again. Returns `view` with the values the modifier set.
    package func apply(
        _ modifier: PluginModifierDeclaration, of plugin: Plugin, checked arguments: [PluginArgument], to view: some View
    ) throws(PluginError) -> AnyView {
        try invoke(modifier, of: plugin, with: arguments.map(\.value), on: view)
    }

    /// Calls `modifier` with `values` of its signature's types through libffi, after the one
    /// check no document type expresses: a 32-bit argument's range.
    private func invoke(
        _ modifier: PluginModifierDeclaration, of plugin: Plugin, with values: [PluginValue], on view: some View
    ) throws(PluginError) -> AnyView {
        for (index, (argument, value)) in zip(modifier.signature.arguments, values).enumerated() {
            if argument == .int32, case .int(let integer) = value, Int32(exactly: integer) == nil {
                throw badCall(modifier, of: plugin, "argument \(index + 1) (\(integer)) does not fit a 32-bit integer")
            }
        }
        let context = CallContext(kind: .modifier(modifier), plugin: plugin, member: modifier.name)
        let status = call(context) { pointer in
            switch modifier.entry {
            case .wasm(let instance, let function, let userData):
                return instance.modifier(
                    function, signature: modifier.signature, values: values, userData: userData, context: pointer, in: context)
            case .native(let function, let userData, let invoker):
                guard modifier.signature.takesRequest else {
                    return invoker.call(function, first: UnsafeRawPointer(pointer), arguments: values)
                }
                var request = trellis_modifier_request(
                    struct_size: UInt32(MemoryLayout<trellis_modifier_request>.size), context: pointer,
                    host: UnsafePointer(plugin.hostTable.pointer), user_data: userData)
                return withUnsafePointer(to: &request) { invoker.call(function, first: UnsafeRawPointer($0), arguments: values) }
            }
        }
        if status != TRELLIS_OK || context.misuse != nil || context.sandboxStop != nil {
            throw takeFailures().last ?? PluginError(plugin: plugin.name, member: modifier.name, reason: .failed("status \(status)"))
        }
        var result = AnyView(view)
        for write in context.writes {
            switch write.scope {
            case .containerValue: result = AnyView(result.containerValue(named: write.name, write.value.swiftValue))
            case .environment: result = AnyView(result.environment(named: write.name, write.value.swiftValue))
            }
        }
        return result
    }

    private func badCall(_ modifier: PluginModifierDeclaration, of plugin: Plugin, _ message: String) -> PluginError {
        PluginError(plugin: plugin.name, member: modifier.name, reason: .badCall(message))
    }
}
