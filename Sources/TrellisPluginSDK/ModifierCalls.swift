import CTrellis
@_spi(Embedding) import TrellisABI

/// The C functions behind ``ModifierDefinition``s: one per value type, each setting the key
/// named by its `user_data` on the modified view.
enum ModifierCalls {
    static func signature(for type: PluginValueType) -> String {
        switch type {
        case .bool: "v(Cb)"
        case .int: "v(Cl)"
        case .double: "v(Cd)"
        case .string, .list: "v(Cs)"
        }
    }

    static func function(for type: PluginValueType) -> @convention(c) () -> Void {
        switch type {
        case .bool: unsafeBitCast(setBool, to: (@convention(c) () -> Void).self)
        case .int: unsafeBitCast(setInt, to: (@convention(c) () -> Void).self)
        case .double: unsafeBitCast(setDouble, to: (@convention(c) () -> Void).self)
        case .string, .list: unsafeBitCast(setString, to: (@convention(c) () -> Void).self)
        }
    }

    private static let setBool: @convention(c) (OpaquePointer, Bool) -> Void = { context, value in
        set(context, .bool(value))
    }

    private static let setInt: @convention(c) (OpaquePointer, Int64) -> Void = { context, value in
        set(context, .int(Int(value)))
    }

    private static let setDouble: @convention(c) (OpaquePointer, Double) -> Void = { context, value in
        set(context, .double(value))
    }

    private static let setString: @convention(c) (OpaquePointer, UnsafePointer<CChar>?) -> Void = { context, value in
        set(context, .string(value.map { String(cString: $0) } ?? ""))
    }

    private static func set(_ context: OpaquePointer, _ value: PluginValue) {
        let host = ExportedPlugin.host!
        guard let data = host.pointee.modifier_user_data(context) else { return }
        let box = Unmanaged<ModifierBox>.fromOpaque(data).takeUnretainedValue()
        let arena = Arena()
        var encoded = arena.value(value)
        let key = arena.str(box.key)
        _ = box.isEnvironment
            ? host.pointee.set_environment_value(context, key, &encoded)
            : host.pointee.set_container_value(context, key, &encoded)
    }
}
