import TrellisHost
import TrellisScript

/// Loads container plugins for a document's `import Name` lines through a plugin host of its
/// own, and offers their declarations to the document language as modules.
///
/// A loader belongs to its caller and is keyed by its search path: make one per search path and
/// keep it while rendering with it. After rendering, ``takeFailures()`` says whether a plugin
/// failed while laying out (the output is then to be discarded).
///
/// ```swift
/// let loader = PluginModuleLoader(searchPath: .standard(explicit: ["plugins"]))
/// let document = try ScriptDocument(contentsOf: "board.swift", loader: loader)
/// let text = try document.render(width: 80)
/// if let failure = loader.takeFailures().first { print(failure) }
/// ```
public final class PluginModuleLoader: ScriptModuleLoader {
    /// The host the plugins are loaded into.
    public let host: PluginHost
    /// Why the plugin file at a path must not be loaded, or `nil` when it may be.
    private let vet: (String) -> String?

    /// A loader with a new host over `searchPath`.
    ///
    /// - Parameters:
    ///   - allowsWritablePlugins: Whether plugins that other users could change load anyway.
    ///   - sandbox: The limits and grants wasm plugins run under.
    ///   - vet: Why the plugin file at a path must be skipped (it crashed when probed, say), or
    ///     `nil` to load it.
    public init(
        searchPath: PluginSearchPath, allowsWritablePlugins: Bool = false, sandbox: WasmSandbox = WasmSandbox(),
        vet: @escaping (String) -> String? = { _ in nil }
    ) {
        host = PluginHost(searchPath: searchPath, allowsWritablePlugins: allowsWritablePlugins, sandbox: sandbox)
        self.vet = vet
    }

    /// The search path this loader finds plugins on.
    public var searchPath: PluginSearchPath { host.searchPath }

    public var availableModuleNames: [String] { host.searchPath.allFiles().map(\.name) }

    public func module(named name: String) throws -> ScriptModule {
        if let path = host.searchPath.file(named: name), let reason = vet(path) {
            throw PluginError(plugin: name, reason: .crashed("skipped: \(reason)"))
        }
        return ScriptModule(plugin: try host.plugin(named: name), host: host)
    }

    /// The failures of plugins since the last call (while rendering, say), oldest first.
    public func takeFailures() -> [PluginError] {
        host.takeFailures()
    }
}
