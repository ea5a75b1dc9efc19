import CTrellis
import Synchronization
import Trellis
import TrellisABI

/// The ABI side of a ``PluginDefinition``: its descriptor, built once and kept for the life of
/// the process. The plugin keeps no host: every call carries its own (ABI 1.1).
enum ExportedPlugin {
    /// The descriptor's address, once built (0 before).
    private static let built = Mutex<UInt>(0)

    static func descriptor(for definition: PluginDefinition) -> UnsafePointer<trellis_plugin> {
        let address = built.withLock { built in
            if built == 0 { built = UInt(bitPattern: make(definition)) }
            return built
        }
        return UnsafePointer(bitPattern: address)!
    }

    /// Builds the descriptor in an arena that is never freed: the host reads it while the
    /// process runs.
    private static func make(_ definition: PluginDefinition) -> UnsafePointer<trellis_plugin> {
        let arena = Arena()
        _ = Unmanaged.passRetained(arena)
        let containers = definition.containers.map { container in
            trellis_container(
                struct_size: UInt32(MemoryLayout<trellis_container>.size), name: arena.cString(container.name),
                summary: container.summary.map(arena.cString),
                parameters: arena.array(container.parameters.map { parameter($0, in: arena) }), parameter_count: UInt32(container.parameters.count),
                flags: container.takesContent ? UInt32(TRELLIS_CONTAINER_TAKES_CONTENT) : 0,
                size_that_fits: ContainerCalls.sizeThatFits, layout: ContainerCalls.layout,
                user_data: Unmanaged.passRetained(ContainerBox(definition: container, keys: definition.valueKeys)).toOpaque())
        }
        let keys = definition.valueKeys.map { key in
            trellis_value_key(
                struct_size: UInt32(MemoryLayout<trellis_value_key>.size), name: arena.cString(key.name),
                type: key.type.code, element_type: key.type.elementCode,
                scope: UInt32(key.scope == .containerValue ? TRELLIS_SCOPE_CONTAINER : TRELLIS_SCOPE_ENVIRONMENT),
                default_value: arena.value(key.defaultValue), summary: key.summary.map(arena.cString))
        }
        let modifiers = definition.modifiers.map { modifier in
            trellis_modifier(
                struct_size: UInt32(MemoryLayout<trellis_modifier>.size), name: arena.cString(modifier.name),
                signature: arena.cString(ModifierCalls.signature(for: modifier.type)),
                labels: arena.cString(modifier.label ?? "_"), function: ModifierCalls.function(for: modifier.type),
                user_data: Unmanaged.passRetained(ModifierBox(key: modifier.key, isEnvironment: modifier.isEnvironment)).toOpaque(),
                summary: modifier.summary.map(arena.cString))
        }
        let plugin = arena.allocate(trellis_plugin.self, count: 1)
        plugin.initialize(to: trellis_plugin(
            magic: trellis_magic(
                struct_size: UInt32(MemoryLayout<trellis_magic>.size),
                abi_major: UInt16(TRELLIS_ABI_MAJOR), abi_minor: UInt16(TRELLIS_ABI_MINOR), abi_minor_required: UInt16(minorRequired),
                pointer_size: UInt16(MemoryLayout<UnsafeRawPointer>.size), value_size: UInt16(MemoryLayout<trellis_value>.size),
                runtime: UInt16(TRELLIS_RUNTIME_SWIFT), runtime_version: arena.cString(BuildFacts.swiftCompilerVersion)),
            struct_size: UInt32(MemoryLayout<trellis_plugin>.size),
            name: arena.cString(definition.name), version: arena.cString(definition.version),
            summary: definition.summary.map(arena.cString),
            containers: arena.array(containers), container_count: UInt32(containers.count),
            value_keys: arena.array(keys), value_key_count: UInt32(keys.count),
            modifiers: arena.array(modifiers), modifier_count: UInt32(modifiers.count), get_extension: nil))
        return UnsafePointer(plugin)
    }

    /// The oldest host minor the SDK's plugins work with: 1.1, whose requests carry the host.
    static let minorRequired = 1

    private static func parameter(_ parameter: ParameterDefinition, in arena: Arena) -> trellis_parameter {
        var flags: UInt32 = parameter.defaultValue == nil ? UInt32(TRELLIS_PARAMETER_REQUIRED) : 0
        if parameter.isUnlabeled { flags |= UInt32(TRELLIS_PARAMETER_UNLABELED) }
        return trellis_parameter(
            struct_size: UInt32(MemoryLayout<trellis_parameter>.size), name: arena.cString(parameter.name),
            type: parameter.type.code, element_type: parameter.type.elementCode, flags: flags,
            default_value: parameter.defaultValue.map(arena.value) ?? trellis_value(), summary: parameter.summary.map(arena.cString))
    }

    /// A string slice of static text, for log messages.
    static func staticStr(_ text: StaticString) -> trellis_str {
        text.withUTF8Buffer { trellis_str(data: UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), length: $0.count) }
    }
}

/// A container definition with the plugin's keys, reachable from a request's `user_data`.
final class ContainerBox {
    let definition: ContainerDefinition
    let keys: [ValueKeyDefinition]

    init(definition: ContainerDefinition, keys: [ValueKeyDefinition]) {
        self.definition = definition
        self.keys = keys
    }
}

/// What a modifier's C function sets, reachable from its `user_data`.
final class ModifierBox {
    let key: String
    let isEnvironment: Bool

    init(key: String, isEnvironment: Bool) {
        self.key = key
        self.isEnvironment = isEnvironment
    }
}
