/// What wasm plugins may use: a fuel budget and a memory cap for each, a fuel and time budget
/// for all wasm calls of one render, and the capabilities granted to each by name. By default a
/// plugin gets no capability: a module that imports anything beyond the host's `trellis`
/// functions does not load.
public struct WasmSandbox: Sendable, Equatable {
    /// About one unit per WebAssembly operator executed (WasmKit's fuel): enough for a
    /// 10,000-card board, and an endless loop stops in well under a second.
    public static let defaultFuel: UInt64 = 200_000_000
    /// 64 MiB of linear memory.
    public static let defaultMemoryBytes = 64 << 20
    /// All wasm calls of one render may burn five calls' worth of fuel together, by default.
    public static let renderFuelCalls: UInt64 = 5
    /// Five seconds for all wasm calls of one render together, loading the plugins included.
    public static let defaultRenderSeconds = 5.0
    /// What one cell of an answer or a rendered subview costs the host, through composing and
    /// output, counted against the memory cap: a wasm plugin may not have the host make blocks
    /// larger than cap / 32 cells.
    static let bytesPerCell = 32

    /// The fuel one call from the host may burn, everything the host runs on the plugin's behalf
    /// for it included (its allocations and frees, nested calls back into it, host work its
    /// imports do, memory and table growth).
    public var fuel: UInt64
    /// The most memory a plugin may have the host hold, in bytes: its linear memory and tables,
    /// and what one call copies out of it or has the host build for it.
    public var memoryBytes: Int
    /// The fuel all wasm calls of one render may burn together (at least ``fuel``; by default
    /// ``renderFuelCalls`` times it).
    public var renderFuel: UInt64
    /// The wall-clock time all wasm calls of one render may take together, loading the plugins
    /// included, in seconds (a call also gets no more fuel than its time left takes).
    public var renderSeconds: Double
    /// Capabilities granted, by plugin name (the file's name: `Name.wasm`).
    public var grants: [String: Set<WasmCapability>]
    /// The interpreter's speed the render's time is turned into fuel at; `nil`: the one measured
    /// in this process (tests set one, so that the time budget is counted, not timed).
    var speed: WasmSpeed?

    public init(
        fuel: UInt64 = defaultFuel, memoryBytes: Int = defaultMemoryBytes, renderFuel: UInt64? = nil,
        renderSeconds: Double = defaultRenderSeconds, grants: [String: Set<WasmCapability>] = [:]
    ) {
        self.fuel = fuel
        self.memoryBytes = memoryBytes
        let calls = fuel.multipliedReportingOverflow(by: Self.renderFuelCalls)
        self.renderFuel = max(renderFuel ?? (calls.overflow ? .max : calls.partialValue), fuel)
        self.renderSeconds = renderSeconds
        self.grants = grants
    }

    /// The capabilities granted to the plugin named `name`.
    public func granted(to name: String) -> Set<WasmCapability> { grants[name] ?? [] }
}

/// A capability a wasm plugin may be granted: a few WASI functions (module
/// `wasi_snapshot_preview1`), each behind the capability that names what it reveals.
public enum WasmCapability: String, Sendable, CaseIterable, Comparable {
    /// `clock_time_get`, `clock_res_get`: the time.
    case clock
    /// `random_get`: random bytes.
    case random

    /// The WASI module name.
    static let wasiModule = "wasi_snapshot_preview1"

    /// The capability a WASI import needs, or `nil` when the host provides no such function.
    static func needed(forWASI name: String) -> WasmCapability? {
        switch name {
        case "clock_time_get", "clock_res_get": .clock
        case "random_get": .random
        default: nil
        }
    }

    public static func < (lhs: WasmCapability, rhs: WasmCapability) -> Bool { lhs.rawValue < rhs.rawValue }
}
