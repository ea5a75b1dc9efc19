import CTrellis
@_spi(Embedding) import Trellis
@_exported @_spi(Embedding) import TrellisABI

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
    private var failures: [PluginError] = []
    private var depth = 0

    public init(searchPath: PluginSearchPath, allowsWritablePlugins: Bool = false) {
        self.searchPath = searchPath
        self.allowsWritablePlugins = allowsWritablePlugins
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
            try PluginLoader.load(path: absolute)
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

    /// The failures of plugin calls since the last call, oldest first; clears them.
    public func takeFailures() -> [PluginError] {
        defer { failures = [] }
        return failures
    }

    // MARK: Containers

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
            guard let value = Self.coerce(given, to: parameter.type) else {
                throw fail("argument '\(parameter.name)' must be \(parameter.type), not \(given)")
            }
            checked.append((parameter.name, value))
        }
        return PluginContainer(host: self, plugin: plugin, declaration: declaration, arguments: checked, content: content())
    }

    // MARK: Modifiers

    /// Calls modifier `name` of `plugin` with `arguments` (checked against its signature) and
    /// returns `view` with the container and environment values the modifier set.
    public func apply(_ name: String, of plugin: Plugin, arguments: [PluginValue], to view: some View) throws(PluginError) -> AnyView {
        guard let modifier = plugin.modifier(named: name) else {
            throw PluginError(plugin: plugin.name, reason: .badCall("has no modifier named '\(name)'"))
        }
        let values = try Self.check(arguments, for: modifier, of: plugin)
        let context = CallContext(kind: .modifier(modifier), plugin: plugin, member: name)
        let status = call(context) { pointer in
            modifier.entry.invoker.call(modifier.entry.function, context: pointer, arguments: values)
        }
        if status != TRELLIS_OK || context.misuse != nil {
            throw takeFailures().last ?? PluginError(plugin: plugin.name, member: name, reason: .failed("status \(status)"))
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

    private static func check(_ arguments: [PluginValue], for modifier: PluginModifierDeclaration, of plugin: Plugin) throws(PluginError) -> [PluginValue] {
        let expected = modifier.signature.arguments
        func fail(_ message: String) -> PluginError { PluginError(plugin: plugin.name, member: modifier.name, reason: .badCall(message)) }
        let types = expected.map { "\($0.valueType)" }.joined(separator: ", ")
        guard arguments.count == expected.count else {
            throw fail("takes \(expected.count) argument\(expected.count == 1 ? "" : "s") (\(types)), got \(arguments.count)")
        }
        var values: [PluginValue] = []
        for (index, (argument, given)) in zip(expected, arguments).enumerated() {
            guard let value = coerce(given, to: argument.valueType) else {
                throw fail("argument \(index + 1) must be \(argument.valueType), not \(given)")
            }
            if argument == .int32, case .int(let integer) = value, Int32(exactly: integer) == nil {
                throw fail("argument \(index + 1) (\(integer)) does not fit a 32-bit integer")
            }
            values.append(value)
        }
        return values
    }

    /// `value` as `type`: itself when it has that type, an integer widened to a double.
    static func coerce(_ value: PluginValue, to type: PluginValueType) -> PluginValue? {
        if type.admits(value) { return value }
        if type == .double, case .int(let integer) = value { return .double(Double(integer)) }
        if case .list(let element) = type, case .list(let items) = value {
            var converted: [PluginValue] = []
            for item in items {
                guard let item = coerce(item, to: element) else { return nil }
                converted.append(item)
            }
            return .list(converted)
        }
        return nil
    }

    // MARK: Calls

    /// Calls into a plugin with `context` live, within the nesting limit; records a failure.
    func call(_ context: CallContext, _ body: (OpaquePointer) -> trellis_status) -> trellis_status {
        guard depth < Self.maxNesting else {
            record(PluginError(plugin: context.plugin.name, member: context.member, reason: .failed("plugin containers nest deeper than \(Self.maxNesting) levels")))
            return trellis_status(TRELLIS_ERROR_LIMIT)
        }
        depth += 1
        defer { depth -= 1 }
        let status = PluginBreadcrumbs.during(context.activity) { context.withPointer(body) }
        if let failure = context.failure(status: status) {
            record(failure)
            return status == TRELLIS_OK ? trellis_status(TRELLIS_ERROR_FAILED) : status
        }
        return status
    }

    /// Keeps `failure` for ``takeFailures()``, unless the same failure is kept already (one
    /// failing container used many times over fails the same way each time).
    func record(_ failure: PluginError) {
        guard !failures.contains(where: { $0.description == failure.description }) else { return }
        failures.append(failure)
    }
}
