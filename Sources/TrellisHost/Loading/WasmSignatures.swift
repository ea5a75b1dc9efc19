import WasmKit

/// The function types of ABI-wasm.md: the host's imports and the plugin's exports. A module
/// whose import or export has another type is refused at load, in words naming both types,
/// rather than trapping in WasmKit's argument check at its first call (or failing to
/// instantiate with WasmKit's message, which calls the host's type the "got" one).
enum WasmSignatures {
    private static let i32 = ValueType.i32

    /// The functions a plugin may import from module `trellis`, by name.
    static let imports: [String: FunctionType] = [
        "log": .init(parameters: [i32, i32, i32]), "set_error": .init(parameters: [i32, i32, i32]),
        "measure": returning(6), "begin_output": returning(3), "draw_subview": returning(7), "put_text": returning(6),
        "fill": returning(8), "put_cells": returning(4), "render_subview": returning(6),
        "modifier_user_data": returning(1),
        "set_container_value": returning(4), "set_environment_value": returning(4), "text_width": returning(2),
        "text_prefix_fitting": returning(3),
    ]

    /// The WASI functions a capability provides (module `wasi_snapshot_preview1`), by name.
    static let wasi: [String: FunctionType] = [
        "clock_time_get": .init(parameters: [i32, .i64, i32], results: [i32]), "clock_res_get": returning(2),
        "random_get": returning(2),
    ]

    /// The exports the host calls, by name (the memory, `memory`, is not a function).
    static let exports: [String: FunctionType] = [
        WasmPluginLoader.markerName: returning(0), "trellis_wasm_entry_v1": returning(1),
        "trellis_wasm_alloc": returning(1),
        "trellis_wasm_free": .init(parameters: [i32]), "trellis_wasm_layout": returning(2),
        "trellis_wasm_size_that_fits": returning(3),
        "trellis_wasm_modifier": returning(6),
    ]

    /// `count` i32 parameters and one i32 result.
    private static func returning(_ count: Int) -> FunctionType {
        FunctionType(parameters: Array(repeating: i32, count: count), results: [i32])
    }

    /// `type` as ABI-wasm.md writes one: `(i32, i32) -> i32`, `(i32)`.
    static func describe(_ type: FunctionType) -> String {
        let parameters = "(\(type.parameters.map { "\($0)" }.joined(separator: ", ")))"
        switch type.results.count {
        case 0: return parameters
        case 1: return "\(parameters) -> \(type.results[0])"
        default: return "\(parameters) -> (\(type.results.map { "\($0)" }.joined(separator: ", ")))"
        }
    }

    /// Why `name`, of type `type`, is not what the ABI says (`nil` when it is).
    static func mismatch(_ name: String, _ type: FunctionType?, expected: FunctionType) -> String? {
        guard let type else {
            return "\(name) has a type that is not a function type; the ABI's is \(describe(expected))"
        }
        guard type != expected else { return nil }
        return "\(name) has type \(describe(type)); the ABI's is \(describe(expected))"
    }
}
