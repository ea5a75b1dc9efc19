import Foundation
import Synchronization
import Trellis
import TrellisHost
import TrellisScript

/// Loads container plugins for `import Name` lines through the plugin host, and turns their
/// declarations into the document language's modules: containers with typed parameters,
/// modifiers called through libffi, and value keys.
///
/// One host serves the whole process; after rendering, ``renderFailures()`` says whether a
/// plugin failed while laying out (the output is then discarded).
final class PluginModuleLoader: ScriptModuleLoader, @unchecked Sendable {
    let host: PluginHost
    /// The results of `plugins verify`: a plugin that crashed there is not loaded.
    private let verified = VerifyCache()

    private static let current = Mutex<PluginModuleLoader?>(nil)

    private init(host: PluginHost) {
        self.host = host
    }

    /// The process's loader for the search path of `pluginPaths`, `TRELLIS_PLUGIN_PATH`, the
    /// executable's folder and the per-user folder.
    static func shared(pluginPaths: [String], allowWritable: Bool) -> PluginModuleLoader {
        current.withLock { current in
            if let loader = current { return loader }
            let loader = PluginModuleLoader(host: PluginHost(
                searchPath: .standard(explicit: pluginPaths), allowsWritablePlugins: allowWritable))
            current = loader
            return loader
        }
    }

    /// The failures of plugins during the last render, as messages; empty when all went well.
    static func renderFailures() -> [String] {
        current.withLock { $0?.host.takeFailures().map(\.description) ?? [] }
    }

    var availableModuleNames: [String] { host.searchPath.allFiles().map(\.name) }

    func module(named name: String) throws -> ScriptModule {
        if let path = host.searchPath.file(named: name), let crash = verified.crash(of: path) {
            throw PluginError(plugin: name, reason: .crashed("skipped: \(crash)"))
        }
        let plugin = try host.plugin(named: name)
        let host = self.host
        return ScriptModule(
            name: plugin.name,
            containers: plugin.containers.map { container in
                ScriptContainerDeclaration(
                    name: container.name,
                    parameters: container.parameters.map {
                        ScriptParameter(label: $0.isUnlabeled ? nil : $0.name, type: Self.scriptType($0.type), defaultValue: $0.defaultValue.map(Self.scriptValue))
                    },
                    takesContent: container.takesContent,
                    make: { arguments, content in
                        // The document passes unlabeled arguments as "_0", "_1", ... in order.
                        var values: [String: PluginValue] = [:]
                        var unlabeled = 0
                        for parameter in container.parameters {
                            var key = parameter.name
                            if parameter.isUnlabeled {
                                key = "_\(unlabeled)"
                                unlabeled += 1
                            }
                            if let value = arguments[key] { values[parameter.name] = Self.pluginValue(value) }
                        }
                        return AnyView(try host.container(container.name, of: plugin, arguments: values) { content })
                    })
            },
            modifiers: plugin.modifiers.map { modifier in
                ScriptModifierDeclaration(
                    name: modifier.name,
                    parameters: zip(modifier.labels, modifier.signature.arguments).map {
                        ScriptParameter(label: $0, type: Self.scriptType($1.valueType))
                    },
                    apply: { view, arguments in
                        try host.apply(modifier.name, of: plugin, arguments: arguments.map(Self.pluginValue), to: view)
                    })
            },
            valueKeys: plugin.valueKeys.map {
                ScriptValueKeyDeclaration(
                    name: $0.name, type: Self.scriptType($0.type), defaultValue: Self.scriptValue($0.defaultValue),
                    scope: $0.scope == .environment ? .environment : .container)
            })
    }

    static func scriptType(_ type: PluginValueType) -> ScriptValueType {
        switch type {
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .list(let element): .list(scriptType(element))
        }
    }

    static func scriptValue(_ value: PluginValue) -> ScriptValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let integer): .int(integer)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .list(let items): .list(items.map(scriptValue))
        }
    }

    static func pluginValue(_ value: ScriptValue) -> PluginValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let integer): .int(integer)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .list(let items): .list(items.map(pluginValue))
        }
    }
}
