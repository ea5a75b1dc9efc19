import CTrellis
import WasmKit
import TrellisABI

/// The host's calls into a wasm plugin: each lends the plugin its request in its own memory,
/// calls the plugin's trampoline export with the function's table index, and frees what it
/// lent when the call returns. A stop (trap, fuel, memory cap) fails the call with the stop's
/// message, which the host reports as the plugin's failure.
extension WasmInstance {
    func layout(_ function: UInt32, _ request: trellis_layout_request, in context: CallContext) -> trellis_status {
        guarded(request.context, context) { (exports, handle) throws(Stop) in
            let address = try lend(WasmWriting.request(request, handle: handle, host: hostAddress))
            return try invoke32(exports.layout, [.i32(function), .i32(try raw(address))])
        }
    }

    func sizeThatFits(_ function: UInt32, _ request: trellis_layout_request, _ size: inout trellis_size, in context: CallContext) -> trellis_status {
        var answer = trellis_size(width: 0, height: 0)
        let status = guarded(request.context, context) { (exports, handle) throws(Stop) in
            let address = try lend(WasmWriting.request(request, handle: handle, host: hostAddress))
            var out = WasmBlob()
            _ = out.reserve(8)
            let sizeAddress = try lend(out)
            let status = try invoke32(exports.sizeThatFits, [.i32(function), .i32(try raw(address)), .i32(try raw(sizeAddress))])
            do throws(WasmMemory.OutOfBounds) {
                answer = trellis_size(
                    width: try exports.memory.load(Int32.self, at: sizeAddress), height: try exports.memory.load(Int32.self, at: sizeAddress + 4))
            } catch { throw Stop(message: "its memory shrank under the host: \(error.message)") }
            return status
        }
        size = answer
        return status
    }

    func modifier(
        _ function: UInt32, signature: ModifierSignature, values: [PluginValue], userData: UInt32, context pointer: OpaquePointer,
        in context: CallContext
    ) -> trellis_status {
        guarded(pointer, context) { (exports, handle) throws(Stop) in
            let call = WasmWriting.modifierCall(signature, values: values, handle: handle, host: hostAddress, userData: userData)
            let base = try lend(call.blob)
            func at(_ offset: Int) throws(Stop) -> Value {
                let address: WasmPointer
                do throws(WasmMemory.OutOfBounds) { address = try base + offset } catch { throw stop(error.message) }
                return .i32(try raw(address))
            }
            return try invoke32(exports.modifier, [
                .i32(function), .i32(signature.returnsStatus ? 1 : 0), try call.request.map(at) ?? .i32(handle), try at(call.kinds),
                .i32(UInt32(signature.arguments.count)), try at(call.slots),
            ])
        }
    }

    /// Runs `body` as a guarded call (one budget for all it runs) with the call's context live
    /// under a handle; a stop becomes the call's failure.
    private func guarded(_ pointer: OpaquePointer, _ context: CallContext, _ body: (Exports, UInt32) throws(Stop) -> UInt32) -> trellis_status {
        do throws(Stop) {
            guard let exports else { throw Stop(message: "not instantiated") }
            return trellis_status(bitPattern: try guarded(render: context.renderBudget) { () throws(Stop) in
                try withHandle(pointer) { (handle) throws(Stop) in try body(exports, handle) }
            })
        } catch {
            context.sandboxStop = error.message
            return trellis_status(TRELLIS_ERROR_FAILED)
        }
    }
}

extension ContainerEntry {
    /// Calls `size_that_fits`, which the entry has (see ``hasSizeThatFits``).
    func sizeThatFits(_ request: inout trellis_layout_request, _ size: inout trellis_size, in context: CallContext) -> trellis_status {
        switch self {
        case .native(_, let function?, _): function(&request, &size)
        case .wasm(let instance, _, let function?, _): instance.sizeThatFits(function, request, &size, in: context)
        case .native, .wasm: trellis_status(TRELLIS_ERROR_UNSUPPORTED)
        }
    }

    func layout(_ request: inout trellis_layout_request, in context: CallContext) -> trellis_status {
        switch self {
        case .native(let function, _, _): function(&request)
        case .wasm(let instance, let function, _, _): instance.layout(function, request, in: context)
        }
    }
}
