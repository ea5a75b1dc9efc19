import CTrellis
import WasmKit
@_spi(Fuzzing) import WasmKit

/// One loaded wasm plugin: its WasmKit store and instance, the exports the host calls, and the
/// call contexts live right now, by the 32-bit handles the plugin sees.
///
/// Every call from the host runs under the sandbox's fuel budget (nested calls back into the
/// plugin share the outermost call's budget) and its memory cap. A trap, running out of fuel or
/// passing the cap ends the call with a ``WasmStop``, and the instance stays stopped: its memory
/// may be half updated, so later calls fail at once with the same stop.
final class WasmInstance {
    /// Why a plugin's execution was stopped, in words for the error.
    struct Stop: Error {
        let message: String
    }

    /// The exports of ABI-wasm.md.
    struct Exports {
        let memory: WasmMemory
        let entry: Function
        let alloc: Function
        let free: Function
        let layout: Function
        let sizeThatFits: Function
        let modifier: Function
    }

    /// A host call in progress: its context, and the plugin memory the host allocated for it.
    private struct Frame {
        let context: OpaquePointer
        var allocations: [UInt32] = []
    }

    let sandbox: WasmSandbox
    let capabilities: Set<WasmCapability>
    let store: Store
    /// Set by ``bind(_:)`` once the module is instantiated.
    private(set) var exports: Exports?
    /// Where the plugin's `trellis_host` table lies in its memory (for requests' `host`).
    var hostAddress: UInt32 = 0
    private var frames: [Frame] = []
    private var depth = 0
    private(set) var stopped: Stop?

    init(engine: Engine, sandbox: WasmSandbox, capabilities: Set<WasmCapability>) {
        self.sandbox = sandbox
        self.capabilities = capabilities
        store = Store(engine: engine)
        store.resourceLimiter = MemoryCap(bytes: sandbox.memoryBytes)
    }

    /// The ABI marker `instance` answers, read before any other export is looked for.
    func marker(of instance: Instance) throws(Stop) -> UInt32? {
        guard let marker = instance.exports[function: WasmPluginLoader.markerName] else { return nil }
        return try invoke32(marker, [])
    }

    /// Finds the exports in `instance`.
    func bind(_ instance: Instance) throws(PluginError.Reason) {
        func function(_ name: String) throws(PluginError.Reason) -> Function {
            guard let function = instance.exports[function: name] else {
                throw .invalid("the module exports no function '\(name)' (Headers/ABI-wasm.md lists the exports)")
            }
            return function
        }
        guard let memory = instance.exports[memory: "memory"] else { throw .invalid("the module exports no memory named 'memory'") }
        exports = Exports(
            memory: WasmMemory(memory: memory), entry: try function("trellis_wasm_entry_v1"),
            alloc: try function("trellis_wasm_alloc"), free: try function("trellis_wasm_free"),
            layout: try function("trellis_wasm_layout"), sizeThatFits: try function("trellis_wasm_size_that_fits"),
            modifier: try function("trellis_wasm_modifier"))
    }

    /// Calls `function` under the fuel budget and memory cap.
    func invoke(_ function: Function, _ arguments: [Value]) throws(Stop) -> [Value] {
        if let stopped { throw stopped }
        if depth == 0 { store.fuel = Fuel(remaining: sandbox.fuel) }
        depth += 1
        defer { depth -= 1 }
        let results: [Value]
        do {
            results = try function.invoke(arguments)
        } catch let cap as MemoryCap.Reached {
            stopped = Stop(message: "passed the memory cap of \(Self.bytes(sandbox.memoryBytes)) (it asked for \(Self.bytes(cap.asked)); --wasm-memory raises the cap)")
            throw stopped!
        } catch {
            let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            let reason = text.hasPrefix("Trap: ") ? String(text.dropFirst(6)) : text
            stopped = Stop(message: reason == "out of fuel"
                ? "ran out of fuel: one call may burn \(sandbox.fuel) units (--wasm-fuel raises the budget)"
                : "trapped: \(reason)")
            throw stopped!
        }
        if let stopped { throw stopped }  // a nested call stopped; this one ran on regardless
        return results
    }

    /// Calls an export that answers one i32.
    func invoke32(_ function: Function, _ arguments: [Value]) throws(Stop) -> UInt32 {
        guard case .i32(let value)? = try invoke(function, arguments).first else {
            throw Stop(message: "an export answered no i32")
        }
        return value
    }

    /// Runs `body` with `context` live under a handle (its index among live frames, plus one),
    /// then frees the plugin memory allocated for the call.
    func withHandle<R>(_ context: OpaquePointer, _ body: (UInt32) throws(Stop) -> R) throws(Stop) -> R {
        frames.append(Frame(context: context))
        let handle = UInt32(frames.count)
        defer {
            let frame = frames.removeLast()
            if let exports { for address in frame.allocations { _ = try? invoke(exports.free, [.i32(address)]) } }
        }
        return try body(handle)
    }

    /// The context of a live handle (`nil` for any other number: the host functions reject it).
    func context(_ handle: UInt32) -> OpaquePointer? {
        guard handle >= 1, Int(handle) <= frames.count else { return nil }
        return frames[Int(handle) - 1].context
    }

    /// `blob` copied into plugin memory that lives until the innermost live call returns; its address.
    func lend(_ blob: WasmBlob) throws(Stop) -> UInt32 {
        guard let exports else { throw Stop(message: "not instantiated") }
        let address = try invoke32(exports.alloc, [.i32(UInt32(max(blob.bytes.count, 1)))])
        guard address != 0, address % 8 == 0 else { throw Stop(message: "trellis_wasm_alloc(\(blob.bytes.count)) answered \(address)") }
        do throws(WasmMemory.OutOfBounds) {
            try exports.memory.write(blob.relocated(to: address), at: address)
        } catch {
            throw Stop(message: "trellis_wasm_alloc answered memory outside the plugin's: \(error.message)")
        }
        if !frames.isEmpty { frames[frames.count - 1].allocations.append(address) }
        return address
    }

    static func bytes(_ count: Int) -> String {
        count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
    }
}

/// The sandbox's memory cap, as WasmKit asks it: growing past the cap stops the plugin with
/// ``Reached`` rather than failing the growth, so that the error names the cap.
final class MemoryCap: ResourceLimiter {
    struct Reached: Error {
        let asked: Int
    }

    let bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    func limitMemoryGrowth(to desired: Int) throws -> Bool {
        guard desired <= bytes else { throw Reached(asked: desired) }
        return true
    }

    func limitTableGrowth(to desired: Int) throws -> Bool { desired <= 1 << 16 }
}
