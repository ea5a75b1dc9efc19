import Foundation
import Trellis
import TrellisHost

/// `trellis plugins`: the plugins on the search path, and `plugins inspect NAME`.
enum PluginsCommand {
    static let interface = CommandInterface(
        name: "plugins",
        abstract: "List the container plugins on the search path.",
        discussion: """
            Plugins are found, in order, in --plugin-path folders, TRELLIS_PLUGIN_PATH \
            (colon-separated), the folder of the trellis executable (the bundled plugins) and \
            ~/.local/share/trellis/plugins. A plugin named Name is the file libName.so or Name.so, \
            or Name.wasm: a WebAssembly plugin, run in a sandbox (--allow-plugin, --wasm-fuel, \
            --wasm-memory).

            Examples:
              trellis plugins
              trellis plugins --plugin-path ./build/plugins
              trellis plugins inspect DisplayBoard
              trellis plugins verify
            """,
        subcommands: [
            ListPlugins.interface, InspectPlugin.interface, VerifyPluginsCommand.interface,
            ProbePluginCommand.interface,
        ],
        defaultSubcommand: ListPlugins.interface.name
    )
}

/// The options shared by the plugin commands.
struct PluginSearchOptions {
    static let pluginPaths = RepeatedOption<String>(
        "plugin-path", valueName: "dir", help: "A folder to search for plugins (repeatable).", completion: .directory)
    static let allowWritablePlugins = Flag(
        "allow-writable-plugins", help: "Load plugins even when other users can change their files.")
    static let parameters = [pluginPaths.parameter, allowWritablePlugins.parameter] + SandboxOptions.parameters

    var pluginPaths: [String]
    var allowWritablePlugins: Bool
    var sandbox: SandboxOptions

    init(_ arguments: ParsedArguments) {
        (pluginPaths, allowWritablePlugins) = (arguments[Self.pluginPaths], arguments[Self.allowWritablePlugins])
        sandbox = SandboxOptions(arguments)
    }

    func makeHost() -> PluginHost {
        PluginHost(
            searchPath: .standard(explicit: pluginPaths), allowsWritablePlugins: allowWritablePlugins,
            sandbox: sandbox.sandbox)
    }
}

struct ListPlugins: RunnableCommand {
    static let interface = CommandInterface(
        Self.self, name: "list", abstract: "List the plugins found, with their containers, keys and modifiers.",
        parameters: PluginSearchOptions.parameters)

    var search: PluginSearchOptions

    init(_ arguments: ParsedArguments) { search = PluginSearchOptions(arguments) }

    func validate() throws(ValidationError) { try search.sandbox.validate() }

    /// Lists every plugin file; one that cannot be loaded, or that crashed in `plugins verify`,
    /// is reported on standard error, and the others are still listed. Plugin texts are made
    /// visible as they enter the host; the file names are made visible here.
    func run() throws {
        let host = search.makeHost()
        let verified = VerifyCache()
        var failed = false
        for (name, path) in host.searchPath.allFiles() {
            if let crash = verified.crash(of: path) {
                failed = true
                DiagnosticRenderer.warn("\(name) (\(path)): skipped: \(crash)")
                continue
            }
            let plugin: Plugin
            do throws(PluginError) {
                plugin = try host.load(path: path)
            } catch {
                failed = true
                _ = DiagnosticRenderer.report("\(name) (\(path)): \(error)")
                continue
            }
            let kind = plugin.kind == .sharedObject ? "" : "\(plugin.kind), "
            // A path with a line break stays on its entry's line.
            var listing =
                "\(plugin.name) \(plugin.version) (\(kind)\(plugin.runtime), ABI \(plugin.abiVersion))  \(TerminalSafety.visible(path))\n"
            if let summary = plugin.summary { listing += "  \(summary)\n" }
            if let sandbox = plugin.kind.sandboxSummary { listing += "  sandbox: \(sandbox)\n" }
            listing += "  containers: \(plugin.containers.map(\.name).joined(separator: ", "))\n"
            if !plugin.valueKeys.isEmpty {
                listing += "  keys: \(plugin.valueKeys.map(\.name).joined(separator: ", "))\n"
            }
            if !plugin.modifiers.isEmpty {
                listing += "  modifiers: \(plugin.modifiers.map(\.name).joined(separator: ", "))\n"
            }
            try StandardOutput.write(text: listing)
        }
        if failed { throw ExitCode(1) }
    }
}

struct InspectPlugin: RunnableCommand {
    static let interface = CommandInterface(
        Self.self, name: "inspect", abstract: "Show everything a plugin declares.",
        discussion: "Example:\n  trellis plugins inspect DisplayBoard",
        parameters: [name.parameter] + PluginSearchOptions.parameters)

    static let name = Argument("name", help: "The plugin's name.")

    var name: String
    var search: PluginSearchOptions

    init(_ arguments: ParsedArguments) { (name, search) = (arguments[Self.name], PluginSearchOptions(arguments)) }

    func validate() throws(ValidationError) {
        try search.sandbox.validate()
        guard PluginSearchPath.isPluginName(name) else {
            throw ValidationError(
                "'\(name)' is not a plugin name: a plugin is named by an identifier (letters, digits and _), not a path"
            )
        }
    }

    func run() throws {
        let plugin: Plugin
        do throws(PluginError) {
            plugin = try search.makeHost().plugin(named: name)
        } catch {
            throw DiagnosticRenderer.report("\(error)")
        }
        var text = ""
        text += "\(plugin.name) \(plugin.version)\n"
        if let summary = plugin.summary { text += "\(summary)\n" }
        text += "file: \(TerminalSafety.visible(plugin.path))\n"
        text += "runtime: \(plugin.runtime), ABI \(plugin.abiVersion)\n"
        text += "kind: \(plugin.kind)\(plugin.kind.sandboxSummary.map { "; \($0)" } ?? "")\n"
        for container in plugin.containers {
            let parameters = container.parameters.map { parameter in
                let label = parameter.isUnlabeled ? "_ \(parameter.name)" : parameter.name
                return "\(label): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            }
            text +=
                "\ncontainer \(container.name)(\(parameters.joined(separator: ", ")))\(container.takesContent ? " { content }" : "")\n"
            if let summary = container.summary { text += "  \(summary)\n" }
        }
        for key in plugin.valueKeys {
            text += "\n\(key.scope) \\.\(key.name): \(key.type) = \(key.defaultValue)\n"
            if let summary = key.summary { text += "  \(summary)\n" }
        }
        for modifier in plugin.modifiers {
            let arguments = zip(modifier.labels, modifier.signature.arguments).map { "\($0 ?? "_"): \($1.valueType)" }
            text +=
                "\nmodifier .\(modifier.name)(\(arguments.joined(separator: ", ")))  signature \"\(modifier.signature)\"\n"
            if let summary = modifier.summary { text += "  \(summary)\n" }
        }
        try StandardOutput.write(text: text)
    }
}
