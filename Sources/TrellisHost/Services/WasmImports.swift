import CTrellis
import Foundation
import WasmKit
@_spi(Embedding) import TrellisABI

/// The host's functions as a wasm plugin imports them (module `trellis`, ABI-wasm.md): each
/// copies its arguments out of the plugin's memory into native ones and calls the very
/// function a native plugin reaches through its table (``HostFunctions``), which checks them;
/// results go back into the plugin's memory. A pointer outside the plugin's memory is misuse,
/// rejected like any other.
enum WasmImports {
    /// The names a plugin may import from module `trellis`.
    static let names: Set<String> = [
        "log", "set_error", "measure", "begin_output", "draw_subview", "put_text", "fill", "put_cells", "render_subview",
        "modifier_user_data", "set_container_value", "set_environment_value", "text_width", "text_prefix_fitting",
    ]

    /// The imports for `instance`, whose table is `table`, with the WASI functions of `capabilities`.
    static func make(for instance: WasmInstance, table: HostTable) -> Imports {
        let calls = Calls(instance: instance, table: table)
        let store = instance.store
        var imports = Imports()
        func define(_ name: String, _ parameters: [ValueType], _ results: [ValueType] = [.i32], _ body: @escaping ([Value]) -> [Value]) {
            imports.define(module: "trellis", name: name, Function(store: store, parameters: parameters, results: results) { _, arguments in body(arguments) })
        }
        let i32 = ValueType.i32
        define("log", [i32, i32, i32], []) { calls.log($0) }
        define("set_error", [i32, i32, i32], []) { calls.setError($0) }
        define("measure", [i32, i32, i32, i32, i32, i32]) { [calls.measure($0)] }
        define("begin_output", [i32, i32, i32]) { [calls.beginOutput($0)] }
        define("draw_subview", [i32, i32, i32, i32, i32, i32, i32]) { [calls.drawSubview($0)] }
        define("put_text", [i32, i32, i32, i32, i32, i32]) { [calls.putText($0)] }
        define("fill", [i32, i32, i32, i32, i32, i32, i32, i32]) { [calls.fill($0)] }
        define("put_cells", [i32, i32, i32, i32]) { [calls.putCells($0)] }
        define("render_subview", [i32, i32, i32, i32, i32, i32]) { [calls.renderSubview($0)] }
        define("modifier_user_data", [i32]) { [calls.modifierUserData($0)] }
        define("set_container_value", [i32, i32, i32, i32]) { [calls.setValue($0, scope: .containerValue)] }
        define("set_environment_value", [i32, i32, i32, i32]) { [calls.setValue($0, scope: .environment)] }
        define("text_width", [i32, i32]) { [calls.textWidth($0)] }
        define("text_prefix_fitting", [i32, i32, i32]) { [calls.textPrefixFitting($0)] }
        WasmCapabilities.define(instance.capabilities, in: &imports, store: store, instance: instance)
        return imports
    }

    /// The import bodies, over one plugin's instance and table.
    private struct Calls {
        unowned let instance: WasmInstance
        let table: HostTable

        private var memory: WasmMemory? { instance.exports?.memory }
        private static let ok = Value.i32(UInt32(TRELLIS_OK))
        private static let invalid = Value.i32(UInt32(TRELLIS_ERROR_INVALID_ARGUMENT))

        private func u32(_ arguments: [Value], _ index: Int) -> UInt32 {
            if case .i32(let value) = arguments[index] { value } else { 0 }
        }

        private func s32(_ arguments: [Value], _ index: Int) -> Int32 { Int32(bitPattern: u32(arguments, index)) }

        private func status(_ status: trellis_status) -> Value { .i32(UInt32(bitPattern: status)) }

        /// Runs `body` with the call's arena, or rejects the call when it reads outside memory.
        private func reading(_ context: OpaquePointer?, _ function: String, _ body: (WasmReading) throws(PluginError.Reason) -> trellis_status) -> Value {
            guard let memory else { return Self.invalid }
            let arena = Arena()
            do {
                return status(try withExtendedLifetime(arena) { () throws(PluginError.Reason) in try body(WasmReading(memory: memory, arena: arena)) })
            } catch {
                return status(CallContext.from(context)?.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "\(function): \(error.message)")
                    ?? trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT))
            }
        }

        /// The style at `offset` (12 bytes), `nil` for offset 0.
        private func style(_ reading: WasmReading, _ offset: UInt32) throws(PluginError.Reason) -> trellis_style? {
            guard offset != 0 else { return nil }
            do throws(WasmMemory.OutOfBounds) {
                let memory = reading.memory
                return trellis_style(attributes: try memory.u32(offset), foreground: try memory.u32(offset + 4), background: try memory.u32(offset + 8))
            } catch { throw .invalid(error.message) }
        }

        private func withOptional<R>(_ value: trellis_style?, _ body: (UnsafePointer<trellis_style>?) -> R) -> R {
            guard var value else { return body(nil) }
            return withUnsafePointer(to: &value) { body($0) }
        }

        /// Runs `body` with a copy of the string at (`data`, `length`): `nil` when it lies outside
        /// memory, unless there is a `fallback` to show instead.
        private func withString<R>(_ data: UInt32, _ length: UInt32, fallback: String? = nil, _ body: (trellis_str?) -> R) -> R {
            let arena = Arena()
            return withExtendedLifetime(arena) {
                let text = memory.flatMap { try? WasmReading(memory: $0, arena: arena).str(data: data, length: length) }
                return body(text ?? fallback.map(arena.str))
            }
        }

        func log(_ arguments: [Value]) -> [Value] {
            withString(u32(arguments, 1), u32(arguments, 2), fallback: "(a log message outside the plugin's memory)") {
                HostFunctions.log(table.pointer, s32(arguments, 0), $0!)
            }
            return []
        }

        func setError(_ arguments: [Value]) -> [Value] {
            withString(u32(arguments, 1), u32(arguments, 2), fallback: "(an error message outside the plugin's memory)") {
                HostFunctions.setError(instance.context(u32(arguments, 0)), $0!)
            }
            return []
        }

        func measure(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "measure") { (reading) throws(PluginError.Reason) in
                let textStyle = try style(reading, u32(arguments, 4))
                let out = u32(arguments, 5)
                do throws(WasmMemory.OutOfBounds) { try reading.memory.check(out, 8) } catch { throw .invalid("size: \(error.message)") }
                var size = trellis_size(width: 0, height: 0)
                let result = withOptional(textStyle) {
                    HostFunctions.measure(context, u32(arguments, 1), trellis_proposal(width: s32(arguments, 2), height: s32(arguments, 3)), $0, &size)
                }
                try? reading.memory.store(size.width, at: out)
                try? reading.memory.store(size.height, at: out + 4)
                return result
            }
        }

        func beginOutput(_ arguments: [Value]) -> Value {
            status(HostFunctions.beginOutput(instance.context(u32(arguments, 0)), trellis_size(width: s32(arguments, 1), height: s32(arguments, 2))))
        }

        func drawSubview(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "draw_subview") { (reading) throws(PluginError.Reason) in
                let textStyle = try style(reading, u32(arguments, 6))
                return withOptional(textStyle) {
                    HostFunctions.drawSubview(
                        context, u32(arguments, 1), s32(arguments, 2), s32(arguments, 3), trellis_size(width: s32(arguments, 4), height: s32(arguments, 5)), $0)
                }
            }
        }

        func putText(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "put_text") { (reading) throws(PluginError.Reason) in
                let text = try reading.str(data: u32(arguments, 3), length: u32(arguments, 4))
                return withOptional(try style(reading, u32(arguments, 5))) { HostFunctions.putText(context, s32(arguments, 1), s32(arguments, 2), text, $0) }
            }
        }

        func fill(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "fill") { (reading) throws(PluginError.Reason) in
                let cluster = try reading.str(data: u32(arguments, 5), length: u32(arguments, 6))
                let rect = trellis_rect(x: s32(arguments, 1), y: s32(arguments, 2), width: s32(arguments, 3), height: s32(arguments, 4))
                return withOptional(try style(reading, u32(arguments, 7))) { HostFunctions.fill(context, rect, cluster, $0) }
            }
        }

        func putCells(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "put_cells") { (reading) throws(PluginError.Reason) in
                var cells = try reading.cells(at: u32(arguments, 3))
                return HostFunctions.putCells(context, s32(arguments, 1), s32(arguments, 2), &cells)
            }
        }

        func renderSubview(_ arguments: [Value]) -> Value {
            let context = instance.context(u32(arguments, 0))
            return reading(context, "render_subview") { (reading) throws(PluginError.Reason) in
                let out = u32(arguments, 5)
                do throws(WasmMemory.OutOfBounds) { try reading.memory.check(out, 36) } catch { throw .invalid("cells: \(error.message)") }
                var cells = trellis_cells()
                let result = withOptional(try style(reading, u32(arguments, 4))) {
                    HostFunctions.renderSubview(context, u32(arguments, 1), trellis_size(width: s32(arguments, 2), height: s32(arguments, 3)), $0, &cells)
                }
                guard result == TRELLIS_OK else { return result }
                guard let address = try? instance.lend(WasmWriting.cells(cells)) else { return trellis_status(TRELLIS_ERROR_OUT_OF_MEMORY) }
                do throws(WasmMemory.OutOfBounds) {
                    try reading.memory.write(reading.memory.bytes(at: address, count: 36), at: out)
                } catch {
                    throw .invalid("cells: \(error.message)")
                }
                return result
            }
        }

        func modifierUserData(_ arguments: [Value]) -> Value {
            .i32(UInt32(truncatingIfNeeded: UInt(bitPattern: HostFunctions.modifierUserData(instance.context(u32(arguments, 0))))))
        }

        func setValue(_ arguments: [Value], scope: PluginKeyScope) -> Value {
            let context = instance.context(u32(arguments, 0))
            let function = scope == .containerValue ? "set_container_value" : "set_environment_value"
            return reading(context, function) { (reading) throws(PluginError.Reason) in
                let key = try reading.str(data: u32(arguments, 1), length: u32(arguments, 2))
                var value = try reading.value(at: u32(arguments, 3))
                return scope == .containerValue
                    ? HostFunctions.setContainerValue(context, key, &value) : HostFunctions.setEnvironmentValue(context, key, &value)
            }
        }

        func textWidth(_ arguments: [Value]) -> Value {
            .i32(UInt32(bitPattern: withString(u32(arguments, 0), u32(arguments, 1)) { $0.map(table.textExtension.pointee.width) ?? -1 }))
        }

        func textPrefixFitting(_ arguments: [Value]) -> Value {
            .i32(UInt32(truncatingIfNeeded: withString(u32(arguments, 0), u32(arguments, 1)) { text in
                text.map { table.textExtension.pointee.prefix_fitting($0, s32(arguments, 2)) } ?? 0
            }))
        }
    }
}
