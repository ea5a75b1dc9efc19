import CTrellis
@_spi(Embedding) import TrellisABI

/// A loaded plugin: what it declares, checked, and the functions it provides.
///
/// Plugins stay loaded until the process exits (Swift code cannot be unloaded safely).
public final class Plugin {
    /// The name documents import.
    public let name: String
    public let version: String
    public let summary: String?
    /// The shared object it was loaded from (an absolute path).
    public let path: String
    /// "C", or "Swift 6.3".
    public let runtime: String
    /// The ABI version it was built with, "1.0".
    public let abiVersion: String
    public let containers: [PluginContainerDeclaration]
    public let valueKeys: [PluginValueKey]
    public let modifiers: [PluginModifierDeclaration]

    /// The table the plugin was given; it must outlive the plugin.
    let hostTable: HostTable

    init(
        name: String, version: String, summary: String?, path: String, runtime: String, abiVersion: String,
        containers: [PluginContainerDeclaration], valueKeys: [PluginValueKey], modifiers: [PluginModifierDeclaration],
        hostTable: HostTable
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.path = path
        self.runtime = runtime
        self.abiVersion = abiVersion
        self.containers = containers
        self.valueKeys = valueKeys
        self.modifiers = modifiers
        self.hostTable = hostTable
    }

    /// The container named `name`, if the plugin provides one.
    public func container(named name: String) -> PluginContainerDeclaration? {
        containers.first { $0.name == name }
    }

    /// The modifier named `name`, if the plugin offers one.
    public func modifier(named name: String) -> PluginModifierDeclaration? {
        modifiers.first { $0.name == name }
    }

    /// The keys of `scope`, in declaration order (the order their values cross in).
    func keys(_ scope: PluginKeyScope) -> [PluginValueKey] {
        valueKeys.filter { $0.scope == scope }
    }
}

/// A container's C functions.
struct ContainerEntry {
    let layout: @convention(c) (UnsafePointer<trellis_layout_request>) -> trellis_status
    let sizeThatFits: (@convention(c) (UnsafePointer<trellis_layout_request>, UnsafeMutablePointer<trellis_size>) -> trellis_status)?
    let userData: UnsafeMutableRawPointer?
}

/// A modifier's C function, its libffi call interface and its user data.
struct ModifierEntry {
    let function: @convention(c) () -> Void
    let userData: UnsafeMutableRawPointer?
    let invoker: FFIInvoker
}
