import CTrellis
import Trellis
@_exported import TrellisABI

/// Finds, loads and calls container plugins.
///
/// ```swift
/// let host = PluginHost(searchPath: .standard())
/// let board = try host.plugin(named: "DisplayBoard")
/// let view = try host.container("DisplayBoard", of: board, content: Section("Sam") { Text("Song") })
/// print(ViewRenderer(width: 80).render(view).plain)
/// if let failure = host.takeFailures().first { print(failure) }  // a plugin failed while rendering
/// ```
///
/// Plugins are loaded once and never unloaded. A plugin that fails or misbehaves while laying
/// out draws nothing, and the failure is kept for ``takeFailures()``: callers check it after
/// rendering and discard the output.
///
/// Not thread-safe: use a host from one thread (rendering is single-threaded).
public final class PluginHost {
    /// Where plugins are looked for.
    public let searchPath: PluginSearchPath
    /// Whether plugins that other users could change are loaded anyway (for development).
    public let allowsWritablePlugins: Bool
    /// The deepest nesting of plugin calls (a plugin container inside another's subview ...).
    public static let maxNesting = 64

    private var pluginsByName: [String: Plugin] = [:]
    private var pluginsByPath: [String: Plugin] = [:]
    var failures: [PluginError] = []
    /// Called as a failure not kept yet is recorded: a live run (`trellis run`) ends on it, as
    /// it ends on a failure of the document's own.
    public var onFailure: (() -> Void)?
    /// The descriptions of ``failures``, so that recording one more is a lookup, not a scan.
    var failureDescriptions: Set<String> = []
    /// How deep plugin calls nest right now.
    var depth = 0
    /// What the wasm calls of the current render may still spend: fresh after ``takeFailures()``
    /// and when a call comes from a new ``RenderPass`` (the next frame of a live app).
    private(set) var renderBudget: RenderBudget
    /// The render pass ``renderBudget`` is spent by, once a call has come from one (`nil` while
    /// only loads spent it: they share the budget of the render that follows).
    private var budgetPass: UInt64?

    /// The limits and grants wasm plugins (`Name.wasm`) run under.
    public let sandbox: WasmSandbox

    /// The answers of container calls, kept so that a container made again with the same
    /// request does not call the plugin again.
    let callMemo = PluginCallMemo()
    /// The `layout` calls made on plugin containers so far (not those answered from the memo).
    package internal(set) var layoutCalls = 0
    /// The `size_that_fits` calls made on plugin containers so far (likewise).
    package internal(set) var measureCalls = 0

    public init(searchPath: PluginSearchPath, allowsWritablePlugins: Bool = false, sandbox: WasmSandbox = WasmSandbox()) {
        self.searchPath = searchPath
        self.allowsWritablePlugins = allowsWritablePlugins
        self.sandbox = sandbox
        renderBudget = RenderBudget(fuel: sandbox.renderFuel, seconds: sandbox.renderSeconds, speed: sandbox.speed)
    }

    private let logSink = PluginLogSink()

    /// Receives each log line of the plugins this host loads, made visible and cut, within each
    /// plugin's caps (200 lines or 32 KiB, then one line saying the rest are suppressed); lines
    /// logged while a plugin loads arrive once it has loaded (a refusal quotes its last one
    /// instead). By default they are written to standard error as `trellis` prints them
    /// (``PluginLogLine/formatted``).
    public var logHandler: @Sendable (PluginLogLine) -> Void {
        get { logSink.handler }
        set { logSink.handler = newValue }
    }

    /// Gives the calls of a new render pass a fresh render budget.
    func enterRenderPass() {
        let pass = RenderPass.current
        if let budgetPass, budgetPass != pass { renderBudget = freshBudget() }
        budgetPass = pass
    }

    /// The clock render budgets read (tests set one, so that time is counted, not timed); setting
    /// it starts a fresh render budget.
    var clock: RenderBudget.Clock = RenderBudget.monotonic {
        didSet { renderBudget = freshBudget() }
    }

    private func freshBudget() -> RenderBudget {
        RenderBudget(fuel: sandbox.renderFuel, seconds: sandbox.renderSeconds, speed: sandbox.speed, clock: clock)
    }

    /// The plugins loaded so far, by name.
    public var loadedPlugins: [Plugin] { pluginsByName.values.sorted { $0.name < $1.name } }

    /// The plugin named `name`, loaded from the search path on first use.
    public func plugin(named name: String) throws(PluginError) -> Plugin {
        if let plugin = pluginsByName[name] { return plugin }
        guard let path = searchPath.file(named: name) else {
            let folders = searchPath.directories.isEmpty ? "(none)" : searchPath.directories.joined(separator: ", ")
            throw PluginError(plugin: name, reason: .notFound("on the plugin search path (searched: \(folders))"))
        }
        let plugin = try load(path: path)
        guard plugin.name == name else {
            throw PluginError(plugin: name, reason: .invalid("\(path) declares the plugin name '\(plugin.name)'"))
        }
        return plugin
    }

    /// Loads the plugin at `path` (made absolute), checking that it is trusted and that none of
    /// its containers clashes with a loaded plugin's.
    @discardableResult
    public func load(path: String) throws(PluginError) -> Plugin {
        let absolute = PluginSearchPath(directories: [path]).directories[0]
        if let plugin = pluginsByPath[absolute] { return plugin }
        if !allowsWritablePlugins, let problem = PluginTrust.problem(with: absolute) {
            throw PluginError(plugin: absolute, reason: .untrusted(problem))
        }
        let plugin = try PluginBreadcrumbs.during(PluginActivity(kind: .load, plugin: absolute, member: nil)) { () throws(PluginError) in
            absolute.hasSuffix(".wasm")
                ? try WasmPluginLoader.load(path: absolute, sandbox: sandbox, render: renderBudget, log: logSink)
                : try PluginLoader.load(path: absolute, log: logSink)
        }
        if let other = pluginsByName[plugin.name] {
            throw PluginError(plugin: plugin.name, reason: .duplicate("\(absolute) and \(other.path) both provide a plugin named '\(plugin.name)'"))
        }
        for other in pluginsByName.values {
            if let clash = plugin.containers.first(where: { other.container(named: $0.name) != nil }) {
                throw PluginError(plugin: plugin.name, reason: .duplicate("container '\(clash.name)' is also provided by plugin '\(other.name)' (\(other.path))"))
            }
        }
        pluginsByName[plugin.name] = plugin
        pluginsByPath[absolute] = plugin
        return plugin
    }

    /// The failures of plugin calls since the last call, oldest first; clears them. This also
    /// ends a render: the wasm calls after it get a fresh render budget
    /// (``WasmSandbox/renderFuel``, ``WasmSandbox/renderSeconds``), as the calls of each new
    /// render pass (a frame of a live app) do.
    public func takeFailures() -> [PluginError] {
        defer {
            failures = []
            failureDescriptions = []
            renderBudget = freshBudget()
            budgetPass = nil
        }
        return failures
    }
}
