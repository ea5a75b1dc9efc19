import CTrellis
import WasmKit
@_spi(Fuzzing) import WasmKit

/// One loaded wasm plugin: its WasmKit store and instance, the exports the host calls, and the
/// call contexts live right now, by the 32-bit handles the plugin sees.
///
/// Budgets are set per guarded call, never per invocation: the outermost call the host makes
/// on the plugin's behalf (a layout, a measure, a modifier, or the whole load) sets the fuel
/// once, and everything run for it shares that fuel (the lends through `trellis_wasm_alloc`,
/// the frees after it, nested calls back into the plugin, the host work imports do, memory
/// and table growth) and one ``WasmCopyBudget``. A trap, running out of fuel or time, passing
/// the memory cap or nesting too deep ends the call with a ``Stop``, and the instance stays
/// stopped: its memory may be half updated, so later calls fail at once with the same stop.
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
        var allocations: [WasmPointer] = []
    }

    /// What the guarded call in progress may still spend.
    private struct Guard {
        /// The fuel the call started with, and which budget set it.
        let fuel: UInt64
        let limit: Limit
        let render: RenderBudget?
        let copies: WasmCopyBudget
    }

    /// The budget that set a guarded call's fuel, named when the fuel runs out.
    private enum Limit {
        /// The sandbox's fuel for one call.
        case call
        /// What is left of the render's fuel.
        case renderFuel
        /// What the render's time left takes at ``WasmSpeed``: running out is running out of time.
        case renderTime
    }

    /// The deepest nesting of host calls into one plugin: a plugin container nested in its own
    /// subview adds one (the host's own nesting limit, ``PluginHost/maxNesting``, comes first),
    /// so only a plugin re-entering the host from where it may not reaches this.
    static let maxDepth = PluginHost.maxNesting + 4

    let sandbox: WasmSandbox
    let capabilities: Set<WasmCapability>
    let store: Store
    let limiter: WasmResourceLimiter
    /// Set by ``bind(_:)`` once the module is instantiated.
    private(set) var exports: Exports?
    /// Where the plugin's `trellis_host` table lies in its memory (for requests' `host`).
    var hostAddress: UInt32 = 0
    private var frames: [Frame] = []
    private var depth = 0
    private var current: Guard?
    /// Whether the plugin's allocator is running for the host: it may not call back into the host
    /// through a context (that would re-enter the plugin without bound).
    private(set) var inAllocator = false
    private(set) var stopped: Stop?

    init(engine: Engine, sandbox: WasmSandbox, capabilities: Set<WasmCapability>) {
        self.sandbox = sandbox
        self.capabilities = capabilities
        store = Store(engine: engine)
        limiter = WasmResourceLimiter(bytes: sandbox.memoryBytes)
        store.resourceLimiter = limiter
    }

    /// The copy budget of the guarded call in progress (a fresh one outside any).
    var copies: WasmCopyBudget { current?.copies ?? WasmCopyBudget(limit: sandbox.memoryBytes) }

    /// Runs `body` as one guarded call: the outermost sets the fuel (the call's budget, or what is
    /// left of the render's when that is less) and the copy budget, which nested ones share.
    func guarded<R>(render: RenderBudget?, _ body: () throws(Stop) -> R) throws(Stop) -> R {
        let outermost = try enter(render: render)
        defer { if outermost { leave() } }
        return try body()
    }

    /// Starts a guarded call unless one is in progress (then answers false): see ``guarded(render:_:)``.
    /// Its fuel is the least of the call's, what is left of the render's, and what the render's
    /// time left takes at the interpreter's speed (the sandbox's, or the one measured).
    func enter(render: RenderBudget?) throws(Stop) -> Bool {
        if let stopped { throw stopped }
        guard current == nil else { return false }
        var fuel = sandbox.fuel
        var limit = Limit.call
        if let render {
            let left = try render.start()
            if left.fuel < fuel { (fuel, limit) = (left.fuel, .renderFuel) }
            let timed = (sandbox.speed ?? .measured).fuel(for: left.seconds)
            if timed < fuel { (fuel, limit) = (timed, .renderTime) }
        }
        current = Guard(fuel: fuel, limit: limit, render: render, copies: WasmCopyBudget(limit: sandbox.memoryBytes))
        store.fuel = Fuel(remaining: fuel)
        limiter.startCall(fuel: fuel)
        return true
    }

    /// Ends the outermost guarded call, spending what it burnt from the render's budget.
    func leave() {
        if let current { current.render?.spend(current.fuel - min(current.fuel, store.fuel?.remaining ?? 0)) }
        current = nil
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

    /// Calls `function` within the guarded call in progress (under its fuel and the memory cap).
    func invoke(_ function: Function, _ arguments: [Value]) throws(Stop) -> [Value] {
        if let stopped { throw stopped }
        guard depth < Self.maxDepth else {
            throw stop("re-entered the plugin more than \(Self.maxDepth) calls deep")
        }
        depth += 1
        defer { depth -= 1 }
        let results: [Value]
        do {
            results = try function.invoke(arguments)
        } catch {
            if let stopped { throw stopped }  // a nested call or an import stopped it
            throw stop(describing: error)
        }
        if let stopped { throw stopped }  // a nested call stopped; this one ran on regardless
        try settleGrowth()
        return results
    }

    /// Calls an export that answers one i32.
    func invoke32(_ function: Function, _ arguments: [Value]) throws(Stop) -> UInt32 {
        guard case .i32(let value)? = try invoke(function, arguments).first else {
            throw stop("an export answered no i32")
        }
        return value
    }

    /// Stops the plugin for good with `message`.
    func stop(_ message: String) -> Stop {
        let stop = stopped ?? Stop(message: message)
        stopped = stop
        return stop
    }

    /// The stop for an error WasmKit threw: a trap by its reason alone (no backtrace, no host
    /// addresses), the fuel and memory limits in the sandbox's words.
    func stop(describing error: any Error) -> Stop {
        if let stop = error as? Stop { return self.stop(stop.message) }
        if let cap = error as? WasmResourceLimiter.Reached { return stop(cap.message(cap: sandbox.memoryBytes)) }
        if error is WasmResourceLimiter.OutOfFuel { return stop(fuelMessage) }
        let text = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
        let reason = text.hasPrefix("Trap: ") ? String(text.dropFirst(6)) : text
        return stop(reason == "out of fuel" ? fuelMessage : "trapped: \(PluginText.cut(reason))")
    }

    private var fuelMessage: String {
        switch (current?.limit, current?.render) {
        case (.renderFuel?, let render?): render.fuelMessage
        case (.renderTime?, let render?): render.timeMessage
        default: "ran out of fuel: one call may burn \(sandbox.fuel) units (--wasm-fuel raises the budget)"
        }
    }

    /// Takes `units` of fuel for host work done on the plugin's behalf; stops it when they are
    /// more than it has left, or when the render's time is up.
    func charge(_ units: Int) throws(Stop) {
        try settleGrowth()
        if let stop = current?.render?.overtime() { throw self.stop(stop) }
        guard let fuel = store.fuel else { return }
        guard UInt64(max(0, units)) <= fuel.remaining else {
            store.fuel = Fuel(remaining: 0)
            throw stop(fuelMessage)
        }
        store.fuel = Fuel(remaining: fuel.remaining - UInt64(max(0, units)))
        limiter.startCall(fuel: fuel.remaining - UInt64(max(0, units)))
    }

    /// Moves what growing memory and tables cost (counted by the limiter) onto the fuel.
    private func settleGrowth() throws(Stop) {
        let owed = limiter.takeOwed()
        guard owed > 0, let fuel = store.fuel else { return }
        guard owed <= fuel.remaining else {
            store.fuel = Fuel(remaining: 0)
            throw stop(fuelMessage)
        }
        store.fuel = Fuel(remaining: fuel.remaining - owed)
        limiter.startCall(fuel: fuel.remaining - owed)
    }

    /// Runs `body` with `context` live under a handle (its index among live frames, plus one),
    /// then frees the plugin memory allocated for the call: a free that fails fails the call.
    func withHandle<R>(_ context: OpaquePointer, _ body: (UInt32) throws(Stop) -> R) throws(Stop) -> R {
        frames.append(Frame(context: context))
        let handle = UInt32(frames.count)
        let result: R
        do throws(Stop) {
            result = try body(handle)
        } catch {
            let frame = frames.removeLast()
            if stopped == nil { for address in frame.allocations { try? free(address) } }
            throw error
        }
        let frame = frames.removeLast()
        for address in frame.allocations { try free(address) }
        return result
    }

    func free(_ address: WasmPointer) throws(Stop) {
        guard let exports else { return }
        _ = try allocating { () throws(Stop) in try invoke(exports.free, [.i32(try raw(address))]) }
    }

    /// Runs the plugin's allocator for the host.
    private func allocating<R>(_ body: () throws(Stop) -> R) throws(Stop) -> R {
        let outer = inAllocator
        inAllocator = true
        defer { inAllocator = outer }
        return try body()
    }

    /// The context of a live handle (`nil` for any other number: the host functions reject it).
    func context(_ handle: UInt32) -> OpaquePointer? {
        guard handle >= 1, Int(handle) <= frames.count else { return nil }
        return frames[Int(handle) - 1].context
    }

    /// `blob` copied into plugin memory that lives until the innermost live call returns; its
    /// address. The allocator's answer is checked (inside memory, 8-aligned, room for the blob)
    /// before the blob is relocated to it.
    func lend(_ blob: WasmBlob) throws(Stop) -> WasmPointer {
        guard let exports else { throw Stop(message: "not instantiated") }
        let size = max(blob.bytes.count, 1)
        guard size <= sandbox.memoryBytes, let request = UInt32(exactly: size) else {
            throw stop("the host would lend it \(size) bytes, more than its memory cap of \(Self.bytes(sandbox.memoryBytes)) (--wasm-memory raises the cap)")
        }
        try charge(WasmCharges.copy(size))
        let answer = try allocating { () throws(Stop) in try invoke32(exports.alloc, [.i32(request)]) }
        let address = WasmPointer(answer)
        guard !address.isNull, address.offset % 8 == 0 else { throw Stop(message: "trellis_wasm_alloc(\(size)) answered \(answer)") }
        do throws(WasmMemory.OutOfBounds) {
            try exports.memory.check(address, size)
            try exports.memory.write(blob.relocated(to: address), at: address)
        } catch {
            throw stop("trellis_wasm_alloc(\(size)) answered memory outside the plugin's: \(error.message)")
        }
        if !frames.isEmpty { frames[frames.count - 1].allocations.append(address) }
        return address
    }

    /// The 32-bit number for an address the host checked.
    func raw(_ pointer: WasmPointer) throws(Stop) -> UInt32 {
        do throws(WasmMemory.OutOfBounds) { return try pointer.raw() } catch { throw stop(error.message) }
    }

    static func bytes(_ count: Int) -> String {
        count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
    }
}
