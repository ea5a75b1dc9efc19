import CTrellis
import Trellis
import TrellisABI

extension PluginHost {
    /// Container `name` of `plugin` over `content`, with `arguments` by parameter name
    /// (checked against the declaration: unknown names, missing required ones, wrong types;
    /// integers are accepted for doubles; defaults fill the rest).
    public func container<Content: View>(
        _ name: String, of plugin: Plugin, arguments: [String: PluginValue] = [:], @ViewBuilder content: () -> Content
    ) throws(PluginError) -> PluginContainer<Content> {
        guard let declaration = plugin.container(named: name) else {
            throw PluginError(plugin: plugin.name, reason: .badCall("has no container named '\(name)'"))
        }
        func fail(_ message: String) -> PluginError { PluginError(plugin: plugin.name, member: name, reason: .badCall(message)) }
        if let unknown = arguments.keys.sorted().first(where: { key in !declaration.parameters.contains { $0.name == key } }) {
            throw fail("no parameter named '\(unknown)'")
        }
        var checked: [(name: String, value: PluginValue)] = []
        for parameter in declaration.parameters {
            guard let given = arguments[parameter.name] else {
                guard let value = parameter.defaultValue else { throw fail("missing argument '\(parameter.name)' of type \(parameter.type)") }
                checked.append((parameter.name, value))
                continue
            }
            guard let value = parameter.type.coerce(given) else {
                throw fail("argument '\(parameter.name)' must be \(parameter.type), not \(given)")
            }
            checked.append((parameter.name, value))
        }
        return PluginContainer(host: self, plugin: plugin, declaration: declaration, arguments: checked, content: content())
    }

    /// Container `declaration` of `plugin` over `content`, with `arguments` that a document's
    /// checker already checked against the declaration: one per parameter, in order, of its
    /// type, defaults filled in. They are not checked again.
    package func container<Content: View>(
        _ declaration: PluginContainerDeclaration, of plugin: Plugin, checked arguments: [PluginArgument],
        @ViewBuilder content: () -> Content
    ) -> PluginContainer<Content> {
        let named = zip(declaration.parameters, arguments).map { (name: $0.name, value: $1.value) }
        return PluginContainer(host: self, plugin: plugin, declaration: declaration, arguments: named, content: content())
    }
}
