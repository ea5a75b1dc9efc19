import CTrellis
import Foundation
import WasmKit
import TrellisABI

/// The host's functions as a wasm plugin imports them (module `trellis`, ABI-wasm.md): each
/// copies its arguments out of the plugin's memory into native ones and calls the very
/// function a native plugin reaches through its table (``HostFunctions``), which checks them;
/// results go back into the plugin's memory. A pointer outside the plugin's memory is misuse,
/// rejected like any other.
enum WasmImports {
    /// The imports for `instance`, whose table is `table`, with the WASI functions of `capabilities`.
    ///
    /// Each import first charges the plugin (``WasmCharges``): the call, then the bytes it copies
    /// and the text or cells it has the host process, before the host does the work.
    static func make(for instance: WasmInstance, table: HostTable) -> Imports {
        let calls = Calls(instance: instance, table: table)
        let store = instance.store
        var imports = Imports()
        func define(_ name: String, _ body: @escaping ([Value]) throws(WasmInstance.Stop) -> [Value]) {
            let type = WasmSignatures.imports[name]!
            imports.define(module: "trellis", name: name, Function(store: store, parameters: type.parameters, results: type.results) { [unowned instance] _, arguments in
                try instance.hosting { () throws(WasmInstance.Stop) in
                    try instance.charge(WasmCharges.call)
                    let copied = instance.copies.used
                    let results = try body(arguments)
                    try instance.charge(WasmCharges.copy(instance.copies.used - copied))
                    return results
                }
            })
        }
        define("log") { (arguments) throws(WasmInstance.Stop) in try calls.log(arguments) }
        define("set_error") { (arguments) throws(WasmInstance.Stop) in try calls.setError(arguments) }
        define("measure") { (arguments) throws(WasmInstance.Stop) in [try calls.measure(arguments)] }
        define("begin_output") { (arguments) throws(WasmInstance.Stop) in [try calls.beginOutput(arguments)] }
        define("draw_subview") { (arguments) throws(WasmInstance.Stop) in [try calls.drawSubview(arguments)] }
        define("put_text") { (arguments) throws(WasmInstance.Stop) in [try calls.putText(arguments)] }
        define("fill") { (arguments) throws(WasmInstance.Stop) in [try calls.fill(arguments)] }
        define("put_cells") { (arguments) throws(WasmInstance.Stop) in [try calls.putCells(arguments)] }
        define("render_subview") { (arguments) throws(WasmInstance.Stop) in [try calls.renderSubview(arguments)] }
        define("modifier_user_data") { (arguments) throws(WasmInstance.Stop) in [try calls.modifierUserData(arguments)] }
        define("set_container_value") { (arguments) throws(WasmInstance.Stop) in [try calls.setValue(arguments, scope: .containerValue)] }
        define("set_environment_value") { (arguments) throws(WasmInstance.Stop) in [try calls.setValue(arguments, scope: .environment)] }
        define("text_width") { (arguments) throws(WasmInstance.Stop) in [try calls.textWidth(arguments)] }
        define("text_prefix_fitting") { (arguments) throws(WasmInstance.Stop) in [try calls.textPrefixFitting(arguments)] }
        WasmCapabilities.define(instance.capabilities, in: &imports, store: store, instance: instance)
        return imports
    }

    /// The import bodies, over one plugin's instance and table.
    private struct Calls {
        unowned let instance: WasmInstance
        let table: HostTable

        private var memory: WasmMemory? { instance.exports?.memory }
        private static let invalid = Value.i32(UInt32(TRELLIS_ERROR_INVALID_ARGUMENT))

        private func u32(_ arguments: [Value], _ index: Int) -> UInt32 {
            if case .i32(let value) = arguments[index] { value } else { 0 }
        }

        private func s32(_ arguments: [Value], _ index: Int) -> Int32 { Int32(bitPattern: u32(arguments, index)) }

        private func pointer(_ arguments: [Value], _ index: Int) -> WasmPointer { WasmPointer(u32(arguments, index)) }

        private func status(_ status: trellis_status) -> Value { .i32(UInt32(bitPattern: status)) }

        /// The context of the handle in argument 0, for `function`. The plugin's allocator, run for
        /// the host, may not use one: it would re-enter the plugin (an allocation for a rendered
        /// subview calling render_subview ...) without bound.
        private func liveContext(_ arguments: [Value], _ function: String) throws(WasmInstance.Stop) -> OpaquePointer? {
            guard !instance.inAllocator else {
                throw instance.stop("its allocator, run for the host, called \(function) (trellis_wasm_alloc and trellis_wasm_free may not call back into the host)")
            }
            return instance.context(u32(arguments, 0))
        }

        /// Charges the plugin for a `width`×`height` block of cells the host makes for it, and
        /// checks the block against its memory cap (the host's copy counts like the plugin's).
        private func cells(_ context: OpaquePointer?, _ width: Int32, _ height: Int32, _ function: String) throws(WasmInstance.Stop) -> trellis_status? {
            try instance.charge(WasmCharges.cells(width: width, height: height))
            let cells = Int(max(0, width)) * Int(max(0, height))
            guard cells <= instance.sandbox.memoryBytes / WasmSandbox.bytesPerCell else {
                let message = "\(function): \(width)×\(height) cells would take the host more than the plugin's memory cap of \(WasmInstance.bytes(instance.sandbox.memoryBytes)) (--wasm-memory raises the cap)"
                return CallContext.from(context)?.reject(TRELLIS_ERROR_LIMIT, message) ?? trellis_status(TRELLIS_ERROR_LIMIT)
            }
            return nil
        }

        /// Runs `body` with the call's arena, or rejects the call when it reads outside memory.
        private func reading(_ context: OpaquePointer?, _ function: String, _ body: (WasmReading) throws(PluginError.Reason) -> trellis_status) -> Value {
            guard let memory else { return Self.invalid }
            let arena = Arena()
            do {
                return status(try withExtendedLifetime(arena) { () throws(PluginError.Reason) in
                    try body(WasmReading(memory: memory, arena: arena, copies: instance.copies))
                })
            } catch {
                return status(CallContext.from(context)?.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "\(function): \(error.message)")
                    ?? trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT))
            }
        }

        /// The style at `pointer` (12 bytes), `nil` for NULL.
        private func style(_ reading: WasmReading, _ pointer: WasmPointer) throws(PluginError.Reason) -> trellis_style? {
            guard !pointer.isNull else { return nil }
            do throws(WasmMemory.OutOfBounds) {
                let memory = reading.memory
                return trellis_style(
                    attributes: try memory.u32(pointer), foreground: try memory.u32(pointer + 4), background: try memory.u32(pointer + 8))
            } catch { throw .invalid(error.message) }
        }

        private func withOptional<R>(_ value: trellis_style?, _ body: (UnsafePointer<trellis_style>?) -> R) -> R {
            guard var value else { return body(nil) }
            return withUnsafePointer(to: &value) { body($0) }
        }

        /// Runs `body` with a copy of the string at (`data`, `length`): `nil` when it lies outside
        /// memory, unless there is a `fallback` to show instead. The text is charged first, fuel
        /// by the byte, whatever it holds; the copy lives only for `body`, so it does not count
        /// against the call's copy budget.
        private func withString<R>(
            _ data: WasmPointer, _ length: UInt32, fallback: String? = nil, _ body: (trellis_str?) -> R
        ) throws(WasmInstance.Stop) -> R {
            try instance.charge(WasmCharges.text(min(Int(length), CValueDecoding.maxStringLength)))
            let arena = Arena()
            return withExtendedLifetime(arena) {
                let copies = WasmCopyBudget(limit: .max)
                let text = memory.flatMap { try? WasmReading(memory: $0, arena: arena, copies: copies).str(data: data, length: length) }
                return body(text ?? fallback.map(arena.str))
            }
        }

        func log(_ arguments: [Value]) throws(WasmInstance.Stop) -> [Value] {
            try withString(pointer(arguments, 1), u32(arguments, 2), fallback: "(a log message outside the plugin's memory)") {
                HostFunctions.log(table.pointer, s32(arguments, 0), $0!)
            }
            return []
        }

        func setError(_ arguments: [Value]) throws(WasmInstance.Stop) -> [Value] {
            let context = try liveContext(arguments, "set_error")
            try withString(pointer(arguments, 1), u32(arguments, 2), fallback: "(an error message outside the plugin's memory)") {
                HostFunctions.setError(context, $0!)
            }
            return []
        }

        func measure(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "measure")
            return reading(context, "measure") { (reading) throws(PluginError.Reason) in
                let textStyle = try style(reading, pointer(arguments, 4))
                let out = pointer(arguments, 5)
                do throws(WasmMemory.OutOfBounds) { try reading.memory.check(out, 8) } catch { throw .invalid("size: \(error.message)") }
                var size = trellis_size(width: 0, height: 0)
                let result = withOptional(textStyle) {
                    HostFunctions.measure(context, u32(arguments, 1), trellis_proposal(width: s32(arguments, 2), height: s32(arguments, 3)), $0, &size)
                }
                do throws(WasmMemory.OutOfBounds) {
                    try reading.memory.store(size.width, at: out)
                    try reading.memory.store(size.height, at: out + 4)
                } catch { throw .invalid("size: \(error.message)") }
                return result
            }
        }

        func beginOutput(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "begin_output")
            if let refused = try cells(context, s32(arguments, 1), s32(arguments, 2), "begin_output") { return status(refused) }
            return status(HostFunctions.beginOutput(context, trellis_size(width: s32(arguments, 1), height: s32(arguments, 2))))
        }

        func drawSubview(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "draw_subview")
            if let refused = try cells(context, s32(arguments, 4), s32(arguments, 5), "draw_subview") { return status(refused) }
            return reading(context, "draw_subview") { (reading) throws(PluginError.Reason) in
                let textStyle = try style(reading, pointer(arguments, 6))
                return withOptional(textStyle) {
                    HostFunctions.drawSubview(
                        context, u32(arguments, 1), s32(arguments, 2), s32(arguments, 3), trellis_size(width: s32(arguments, 4), height: s32(arguments, 5)), $0)
                }
            }
        }

        func putText(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "put_text")
            try instance.charge(WasmCharges.text(Int(u32(arguments, 4))))
            return reading(context, "put_text") { (reading) throws(PluginError.Reason) in
                let text = try reading.str(data: pointer(arguments, 3), length: u32(arguments, 4))
                return withOptional(try style(reading, pointer(arguments, 5))) { HostFunctions.putText(context, s32(arguments, 1), s32(arguments, 2), text, $0) }
            }
        }

        func fill(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "fill")
            return reading(context, "fill") { (reading) throws(PluginError.Reason) in
                let cluster = try reading.str(data: pointer(arguments, 5), length: u32(arguments, 6))
                let rect = trellis_rect(x: s32(arguments, 1), y: s32(arguments, 2), width: s32(arguments, 3), height: s32(arguments, 4))
                return withOptional(try style(reading, pointer(arguments, 7))) { HostFunctions.fill(context, rect, cluster, $0) }
            }
        }

        func putCells(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "put_cells")
            return reading(context, "put_cells") { (reading) throws(PluginError.Reason) in
                var cells = try reading.cells(at: pointer(arguments, 3))
                return HostFunctions.putCells(context, s32(arguments, 1), s32(arguments, 2), &cells)
            }
        }

        func renderSubview(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            let context = try liveContext(arguments, "render_subview")
            if let refused = try cells(context, s32(arguments, 2), s32(arguments, 3), "render_subview") { return status(refused) }
            let out = pointer(arguments, 5)
            var rendered: trellis_cells?
            let result = reading(context, "render_subview") { (reading) throws(PluginError.Reason) in
                do throws(WasmMemory.OutOfBounds) { try reading.memory.check(out, 36) } catch { throw .invalid("cells: \(error.message)") }
                var cells = trellis_cells()
                let result = withOptional(try style(reading, pointer(arguments, 4))) {
                    HostFunctions.renderSubview(context, u32(arguments, 1), trellis_size(width: s32(arguments, 2), height: s32(arguments, 3)), $0, &cells)
                }
                if result == TRELLIS_OK { rendered = cells }
                return result
            }
            // The cells live in the call's arena until the call returns; the plugin gets a copy.
            guard let rendered, let memory else { return result }
            let address: WasmPointer
            do throws(WasmInstance.Stop) {
                address = try instance.lend(WasmWriting.cells(rendered))
            } catch {
                // An allocator answering 0 or a misaligned address fails this import, not the
                // plugin; the reason is the call's error, should the plugin pass the status on.
                if instance.stopped != nil { throw error }
                let message = "render_subview: \(error.message)"
                return status(
                    CallContext.from(context)?.reject(TRELLIS_ERROR_OUT_OF_MEMORY, message) ?? trellis_status(TRELLIS_ERROR_OUT_OF_MEMORY))
            }
            do throws(WasmMemory.OutOfBounds) {
                try memory.write(memory.bytes(at: address, count: 36), at: out)
            } catch {
                return status(CallContext.from(context)?.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "render_subview: cells: \(error.message)")
                    ?? trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT))
            }
            return result
        }

        func modifierUserData(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            .i32(UInt32(truncatingIfNeeded: UInt(bitPattern: HostFunctions.modifierUserData(try liveContext(arguments, "modifier_user_data")))))
        }

        func setValue(_ arguments: [Value], scope: PluginKeyScope) throws(WasmInstance.Stop) -> Value {
            let function = scope == .containerValue ? "set_container_value" : "set_environment_value"
            let context = try liveContext(arguments, function)
            return reading(context, function) { (reading) throws(PluginError.Reason) in
                let key = try reading.str(data: pointer(arguments, 1), length: u32(arguments, 2))
                var value = try reading.value(at: pointer(arguments, 3))
                return scope == .containerValue
                    ? HostFunctions.setContainerValue(context, key, &value) : HostFunctions.setEnvironmentValue(context, key, &value)
            }
        }

        func textWidth(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            .i32(UInt32(bitPattern: try withString(pointer(arguments, 0), u32(arguments, 1)) { $0.map(table.textExtension.pointee.width) ?? -1 }))
        }

        func textPrefixFitting(_ arguments: [Value]) throws(WasmInstance.Stop) -> Value {
            .i32(UInt32(truncatingIfNeeded: try withString(pointer(arguments, 0), u32(arguments, 1)) { text in
                text.map { table.textExtension.pointee.prefix_fitting($0, s32(arguments, 2)) } ?? 0
            }))
        }
    }
}
