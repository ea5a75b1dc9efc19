@_exported import CTrellis
@_exported import Trellis
@_exported import TrellisABI

/// A container plugin written in Swift: its containers (ordinary Trellis views over their
/// content), the container values and environment values they read, and the modifiers that
/// set them. Export it with one declaration:
///
/// ```swift
/// import TrellisPluginSDK
///
/// extension ContainerValues {
///     @Entry var isRejected: Bool = false
/// }
///
/// let board = PluginDefinition(
///     name: "Board", version: "1.0",
///     containers: [
///         ContainerDefinition("Board") { context in
///             HStack(alignment: .top) {
///                 ForEach(sections: context.content) { section in VStack { section.content } }
///             }
///         },
///     ],
///     valueKeys: [.containerValue("isRejected", \.isRejected)],
///     modifiers: [.setting("boardCardRejected", \.isRejected)])
///
/// @c(trellis_plugin_entry_v1)
/// public func entry(_ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>) -> trellis_status {
///     board.export(host: host, to: plugin)
/// }
/// ```
///
/// The subviews a container places are drawn by the host: they may hold anything, other
/// plugins' containers included. The SDK does all the ABI work: descriptor, layout calls,
/// measuring and drawing host subviews, and the modifiers' C functions.
public struct PluginDefinition: Sendable {
    public let name: String
    public let version: String
    public let summary: String?
    public let containers: [ContainerDefinition]
    public let valueKeys: [ValueKeyDefinition]
    public let modifiers: [ModifierDefinition]

    public init(
        name: String, version: String, summary: String? = nil, containers: [ContainerDefinition],
        valueKeys: [ValueKeyDefinition] = [], modifiers: [ModifierDefinition] = []
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.containers = containers
        self.valueKeys = valueKeys
        self.modifiers = modifiers
    }

    /// Answers a host's entry call: writes the plugin's descriptor (built once, kept for the
    /// life of the process) and refuses hosts of another ABI major or a minor older than 1.1.
    /// Each host that loads the plugin calls this; the host is not kept (every call brings its
    /// own), so several hosts in one process each get their own callbacks.
    public func export(host: UnsafePointer<trellis_host>, to plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>) -> trellis_status {
        plugin.pointee = ExportedPlugin.descriptor(for: self)
        let magic = host.pointee.magic
        guard Int32(magic.abi_major) == TRELLIS_ABI_MAJOR else {
            host.pointee.log(host, Int32(TRELLIS_LOG_ERROR), ExportedPlugin.staticStr("host speaks another ABI major version"))
            return trellis_status(TRELLIS_ERROR_UNSUPPORTED)
        }
        guard Int(magic.abi_minor) >= ExportedPlugin.minorRequired else {
            host.pointee.log(host, Int32(TRELLIS_LOG_ERROR), ExportedPlugin.staticStr("this plugin needs a host of ABI 1.1 or newer"))
            return trellis_status(TRELLIS_ERROR_UNSUPPORTED)
        }
        return trellis_status(TRELLIS_OK)
    }
}

/// A container: its name in documents, its parameters and its body over the content.
public struct ContainerDefinition: Sendable {
    public let name: String
    public let summary: String?
    public let parameters: [ParameterDefinition]
    /// Whether documents write it with `{ content }`.
    public let takesContent: Bool
    let makeBody: @MainActor @Sendable (ContainerContext) -> AnyView

    /// A container named `name` whose body `body` builds from the context, on the main actor
    /// as a view's body is.
    public init<Body: View & SendableMetatype>(
        _ name: String, summary: String? = nil, parameters: [ParameterDefinition] = [], takesContent: Bool = true,
        @ViewBuilder body: @escaping @MainActor @Sendable (ContainerContext) -> Body
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.takesContent = takesContent
        self.makeBody = { AnyView(body($0)) }
    }
}

/// What a container's body is built from.
public struct ContainerContext {
    /// The container's content: resolves into the host's subviews and sections, with their
    /// container values (use it with `ForEach(subviews:)`, `ForEach(sections:)`, `Group(subviews:)`).
    public let content: HostContent
    /// The container's arguments by parameter name (checked and defaults filled in by the host).
    public let arguments: [String: PluginValue]

    /// The integer argument `name`, or `fallback`.
    public func int(_ name: String, default fallback: Int = 0) -> Int {
        if case .int(let value)? = arguments[name] { return value }
        return fallback
    }

    /// The double argument `name`, or `fallback`.
    public func double(_ name: String, default fallback: Double = 0) -> Double {
        if case .double(let value)? = arguments[name] { return value }
        return fallback
    }

    /// The string argument `name`, or `fallback`.
    public func string(_ name: String, default fallback: String = "") -> String {
        if case .string(let value)? = arguments[name] { return value }
        return fallback
    }

    /// The boolean argument `name`, or `fallback`.
    public func bool(_ name: String, default fallback: Bool = false) -> Bool {
        if case .bool(let value)? = arguments[name] { return value }
        return fallback
    }
}

/// A container parameter.
public struct ParameterDefinition: Sendable {
    public let name: String
    public let type: PluginValueType
    /// `nil`: documents must pass it.
    public let defaultValue: PluginValue?
    /// Whether documents write it without a label.
    public let isUnlabeled: Bool
    public let summary: String?

    public init(_ name: String, _ type: PluginValueType, default defaultValue: PluginValue? = nil, unlabeled: Bool = false, summary: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isUnlabeled = unlabeled
        self.summary = summary
    }
}
