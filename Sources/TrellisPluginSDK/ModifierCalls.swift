import CTrellis
import TrellisABI

/// The C functions behind ``ModifierDefinition``s: one per value type, each setting the key
/// named by its `user_data` on the modified view, through the host in its request (signature
/// code `R`, ABI 1.1).
enum ModifierCalls {
    static func signature(for type: PluginValueType) -> String {
        switch type {
        case .bool: "v(Rb)"
        case .int: "v(Rl)"
        case .double: "v(Rd)"
        case .string, .list: "v(Rs)"
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

    private typealias Request = UnsafePointer<trellis_modifier_request>

    private static let setBool: @convention(c) (Request, Bool) -> Void = { request, value in
        set(request, .bool(value))
    }

    private static let setInt: @convention(c) (Request, Int64) -> Void = { request, value in
        set(request, .int(Int(truncatingIfNeeded: value)))
    }

    private static let setDouble: @convention(c) (Request, Double) -> Void = { request, value in
        set(request, .double(value))
    }

    private static let setString: @convention(c) (Request, UnsafePointer<CChar>?) -> Void = { request, value in
        set(request, .string(value.map { String(cString: $0) } ?? ""))
    }

    private static func set(_ request: Request, _ value: PluginValue) {
        guard Int(request.pointee.struct_size) >= MemoryLayout<trellis_modifier_request>.size,
              let data = request.pointee.user_data else { return }
        let host = request.pointee.host.pointee
        let context = request.pointee.context
        let box = Unmanaged<ModifierBox>.fromOpaque(data).takeUnretainedValue()
        let arena = Arena()
        var encoded = arena.value(value)
        let key = arena.str(box.key)
        _ = box.isEnvironment
            ? host.set_environment_value(context, key, &encoded)
            : host.set_container_value(context, key, &encoded)
    }
}
