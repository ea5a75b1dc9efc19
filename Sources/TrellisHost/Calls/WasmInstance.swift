import CTrellis
import WasmKit
@_spi(Fuzzing) import WasmKit

/// One loaded wasm plugin: its WasmKit store and instance, the exports the host calls, and the
/// call contexts live right now, by the 32-bit handles the plugin sees.
///
/// Budgets are set per guarded call, never per invocation: the outermost call the host makes
/// on the plugin's behalf (a layout, a measure, a modifier, or the whole load) starts one
/// budget, and everything run for it shares that fuel (the lends through `trellis_wasm_alloc`,
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

    /// The guarded call in progress: what it has spent, and the stretch of plugin code running
    /// now (or last). Control passes between the host and the plugin at every call into it, its
    /// return and every import; each time the plugin runs on, it is given the fuel it may still
    /// spend, and the host checks the clock.
    private struct Guard {
        let render: RenderBudget?
        let copies: WasmCopyBudget
        /// Fuel spent so far, by the plugin's code and by host work charged to it.
        var spent: UInt64 = 0
        /// The budget that set the fuel of the stretch running now (or the last one).
        var limit = Limit.call
        /// The fuel the stretch was given, and when it started (on the render's clock).
        var given: UInt64 = 0
        var since = 0.0
        /// Whether plugin code runs on the store's fuel right now.
        var running = false
    }

    /// The budget that set a stretch's fuel, named when the fuel runs out.
    private enum Limit {
        /// The sandbox's fuel for one call.
        case call
        /// What is left of the render's fuel.
        case renderFuel
        /// What the render's time left takes at its speed: running out is running out of time.
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

    /// Runs `body` as one guarded call: the outermost starts the call's spending and its copy
    /// budget, which nested ones share.
    func guarded<R>(render: RenderBudget?, _ body: () throws(Stop) -> R) throws(Stop) -> R {
        let outermost = try enter(render: render)
        defer { if outermost { leave() } }
        return try body()
    }

    /// Starts a guarded call unless one is in progress (then answers false): see ``guarded(render:_:)``.
    /// Throws, without stopping the plugin, when the render has no fuel or time left.
    func enter(render: RenderBudget?) throws(Stop) -> Bool {
        if let stopped { throw stopped }
        guard current == nil else { return false }
        if let render {
            if let overtime = render.overtime(at: render.now()) { throw Stop(message: overtime) }
            guard render.fuelLeft > 0 else { throw Stop(message: render.fuelMessage) }
            render.beginCall()
        }
        current = Guard(render: render, copies: WasmCopyBudget(limit: sandbox.memoryBytes))
        return true
    }

    /// Ends the outermost guarded call.
    func leave() {
        pause()
        current?.render?.endCall()
        current = nil
    }

    /// Runs `body`, which runs plugin code (a call into it, or instantiating it), on the fuel the
    /// guarded call may still spend; see ``proceed()``. `observed`: whether the render learns its
    /// speed from the stretch (not from instantiating, which mostly compiles).
    func running<R>(observed: Bool = true, _ body: () throws -> R) throws -> R {
        try proceed()
        defer { pause(observed: observed) }
        return try body()
    }

    /// Runs an import's `body` on the host's side: the plugin's stretch ends when it is called and
    /// a new one starts when it returns.
    func hosting<R>(_ body: () throws(Stop) -> R) throws(Stop) -> R {
        pause()
        let result = try body()
        try proceed()
        return result
    }

    /// Lets the plugin run on: checks the render's time, and gives the store the least of the
    /// fuel the call may still spend, what is left of the render's, and what the render's time
    /// left takes at its speed.
    private func proceed() throws(Stop) {
        guard var call = current, !call.running else { return }
        var fuel = sandbox.fuel - min(call.spent, sandbox.fuel)
        var limit = Limit.call
        var now = 0.0
        if let render = call.render {
            now = render.now()
            if let overtime = render.overtime(at: now) { throw stop(overtime) }
            if render.fuelLeft < fuel { (fuel, limit) = (render.fuelLeft, .renderFuel) }
            let timed = render.timedFuel(at: now)
            if timed < fuel { (fuel, limit) = (timed, .renderTime) }
        }
        call.limit = limit
        current = call
        guard fuel > 0 else { throw stop(fuelMessage) }
        store.fuel = Fuel(remaining: fuel)
        limiter.startCall(fuel: fuel)
        call.given = fuel
        call.since = now
        call.running = true
        current = call
    }

    /// Ends the stretch of plugin code running: what it burnt is spent, from the render's budget
    /// too, and the render learns how fast it ran.
    private func pause(observed: Bool = true) {
        guard var call = current, call.running else { return }
        let burnt = call.given - min(call.given, store.fuel?.remaining ?? 0)
        call.running = false
        call.spent = call.spent.addingReportingOverflow(burnt).partialValue
        if let render = call.render {
            render.spend(burnt)
            if observed { render.observe(units: burnt, seconds: render.now() - call.since) }
        }
        current = call
    }

    /// The ABI marker `instance` answers, read before any other export is looked for.
    func marker(of instance: Instance) throws(PluginError.Reason) -> UInt32? {
        guard let marker = instance.exports[function: WasmPluginLoader.markerName] else { return nil }
        try Self.check(marker, WasmPluginLoader.markerName)
        do throws(Stop) { return try invoke32(marker, []) } catch {
            throw .crashed("stopped by the sandbox while loading: \(error.message)")
        }
    }

    /// Refuses export `name` when its type is not the ABI's.
    private static func check(_ function: Function, _ name: String) throws(PluginError.Reason) {
        let expected = WasmSignatures.exports[name]!
        if let mismatch = WasmSignatures.mismatch("its export \(name)", function.type, expected: expected) {
            throw .incompatible(mismatch)
        }
    }

    /// Finds the exports in `instance`, each of the ABI's type.
    func bind(_ instance: Instance) throws(PluginError.Reason) {
        func function(_ name: String) throws(PluginError.Reason) -> Function {
            guard let function = instance.exports[function: name] else {
                throw .invalid("the module exports no function '\(name)' (Headers/ABI-wasm.md lists the exports)")
            }
            try Self.check(function, name)
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
            results = try running { try function.invoke(arguments) }
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

    /// Takes `units` of fuel for host work done on the plugin's behalf (between two stretches of
    /// its code), from the call's budget and the render's; stops it when they are more than
    /// either has left, or when the render's time is up.
    func charge(_ units: Int) throws(Stop) {
        try settleGrowth()
        try take(UInt64(max(0, units)))
    }

    private func take(_ units: UInt64) throws(Stop) {
        guard var call = current, units > 0 || call.render != nil else { return }
        if let render = call.render, let overtime = render.overtime(at: render.now()) { throw stop(overtime) }
        let callLeft = sandbox.fuel - min(call.spent, sandbox.fuel)
        let renderLeft = call.render?.fuelLeft ?? .max
        call.spent = call.spent.addingReportingOverflow(units).partialValue
        call.render?.spend(units)
        if units > callLeft || units > renderLeft { call.limit = units > callLeft ? .call : .renderFuel }
        current = call
        guard units <= callLeft, units <= renderLeft else { throw stop(fuelMessage) }
    }

    /// Takes what growing memory and tables cost (counted by the limiter) like host work.
    private func settleGrowth() throws(Stop) {
        let owed = limiter.takeOwed()
        guard owed > 0 else { return }
        try take(owed)
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
