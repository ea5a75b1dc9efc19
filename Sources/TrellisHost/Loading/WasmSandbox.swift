/// What wasm plugins may use: a fuel budget and a memory cap for each, and the capabilities
/// granted to each by name. By default a plugin gets no capability: a module that imports
/// anything beyond the host's `trellis` functions does not load.
public struct WasmSandbox: Sendable, Equatable {
    /// About one unit per WebAssembly operator executed (WasmKit's fuel): enough for a
    /// 10,000-card board, and an endless loop stops in well under a second.
    public static let defaultFuel: UInt64 = 200_000_000
    /// 64 MiB of linear memory.
    public static let defaultMemoryBytes = 64 << 20

    /// The fuel one call from the host may burn, nested calls back into the plugin included.
    public var fuel: UInt64
    /// The most linear memory a plugin may have, in bytes.
    public var memoryBytes: Int
    /// Capabilities granted, by plugin name (the file's name: `Name.wasm`).
    public var grants: [String: Set<WasmCapability>]

    public init(fuel: UInt64 = defaultFuel, memoryBytes: Int = defaultMemoryBytes, grants: [String: Set<WasmCapability>] = [:]) {
        self.fuel = fuel
        self.memoryBytes = memoryBytes
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
