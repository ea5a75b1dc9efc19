import CTrellis
import TrellisABI

/// A loaded plugin: what it declares, checked, and the functions it provides.
///
/// Plugins stay loaded until the process exits (Swift code cannot be unloaded safely).
public final class Plugin {
    /// The name documents import.
    public let name: String
    public let version: String
    public let summary: String?
    /// The file it was loaded from (an absolute path).
    public let path: String
    /// A shared object, or a WebAssembly module run in the sandbox.
    public let kind: PluginKind
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
        name: String, version: String, summary: String?, path: String, kind: PluginKind, runtime: String, abiVersion: String,
        containers: [PluginContainerDeclaration], valueKeys: [PluginValueKey], modifiers: [PluginModifierDeclaration],
        hostTable: HostTable
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.path = path
        self.kind = kind
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

/// How a container's functions are called: straight through C function pointers, or through
/// a wasm plugin's trampolines by their indices in its function table.
enum ContainerEntry {
    typealias Layout = @convention(c) (UnsafePointer<trellis_layout_request>) -> trellis_status
    typealias SizeThatFits = @convention(c) (UnsafePointer<trellis_layout_request>, UnsafeMutablePointer<trellis_size>) -> trellis_status

    case native(layout: Layout, sizeThatFits: SizeThatFits?, userData: UnsafeMutableRawPointer?)
    case wasm(WasmInstance, layout: UInt32, sizeThatFits: UInt32?, userData: UInt32)

    /// Whether the container answers sizes without drawing.
    var hasSizeThatFits: Bool {
        switch self {
        case .native(_, let sizeThatFits, _): sizeThatFits != nil
        case .wasm(_, _, let sizeThatFits, _): sizeThatFits != nil
        }
    }

    /// The `user_data` of requests (a wasm plugin's address as the pointer's bits).
    var userData: UnsafeMutableRawPointer? {
        switch self {
        case .native(_, _, let userData): userData
        case .wasm(_, _, _, let userData): UnsafeMutableRawPointer(bitPattern: UInt(userData))
        }
    }
}

/// How a modifier is called: its C function through libffi, or a wasm plugin's function by its
/// index through the plugin's trampoline.
enum ModifierEntry {
    case native(function: @convention(c) () -> Void, userData: UnsafeMutableRawPointer?, invoker: FFIInvoker)
    case wasm(WasmInstance, function: UInt32, userData: UInt32)

    /// What `modifier_user_data` answers (a wasm plugin's address as the pointer's bits).
    var userData: UnsafeMutableRawPointer? {
        switch self {
        case .native(_, let userData, _): userData
        case .wasm(_, _, let userData): UnsafeMutableRawPointer(bitPattern: UInt(userData))
        }
    }
}
