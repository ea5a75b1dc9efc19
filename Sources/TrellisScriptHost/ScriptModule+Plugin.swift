import Trellis
import TrellisHost
import TrellisScript

extension ScriptModule {
    /// The module of a loaded plugin: its containers, modifiers and keys as the document
    /// language declares them, with the same value types. The document checker checks every
    /// argument against these declarations; the host receives them checked and does not check
    /// them again.
    init(plugin: Plugin, host: PluginHost) {
        self.init(
            name: plugin.name,
            containers: plugin.containers.map { container in
                ScriptContainerDeclaration(
                    name: container.name,
                    parameters: container.parameters.map {
                        ScriptParameter(label: $0.isUnlabeled ? nil : $0.name, type: $0.type, defaultValue: $0.defaultValue)
                    },
                    takesContent: container.takesContent,
                    make: { arguments, content in
                        AnyView(host.container(container, of: plugin, checked: arguments) { content })
                    })
            },
            modifiers: plugin.modifiers.map { modifier in
                ScriptModifierDeclaration(
                    name: modifier.name,
                    parameters: zip(modifier.labels, modifier.signature.arguments).map {
                        ScriptParameter(label: $0, type: $1.valueType)
                    },
                    apply: { view, arguments in
                        try host.apply(modifier, of: plugin, checked: arguments, to: view)
                    })
            },
            valueKeys: plugin.valueKeys.map {
                ScriptValueKeyDeclaration(
                    name: $0.name, type: $0.type, defaultValue: $0.defaultValue,
                    scope: $0.scope == .environment ? .environment : .container)
            })
    }
}
