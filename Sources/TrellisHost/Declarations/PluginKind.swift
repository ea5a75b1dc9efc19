/// What a plugin file is: a shared object of the C ABI (`libName.so`), loaded into the process,
/// or a WebAssembly module of its wasm flavour (`Name.wasm`), run in the sandbox.
public enum PluginKind: Sendable, Equatable, CustomStringConvertible {
    case sharedObject
    /// With the sandbox it runs in: the capabilities it was granted and its limits.
    case wasm(abi: String, capabilities: [WasmCapability], fuel: UInt64, memoryBytes: Int)

    /// For a wasm plugin, its wasm ABI, capabilities and limits in words: "wasm ABI 1.0,
    /// capabilities: none, fuel 200000000 per call, memory cap 64 MiB".
    public var sandboxSummary: String? {
        guard case .wasm(let abi, let capabilities, let fuel, let memoryBytes) = self else { return nil }
        let granted = capabilities.isEmpty ? "none" : capabilities.map(\.rawValue).joined(separator: ", ")
        return "wasm ABI \(abi), capabilities: \(granted), fuel \(fuel) per call, memory cap \(WasmInstance.bytes(memoryBytes))"
    }

    /// "native" or "wasm".
    public var description: String {
        switch self {
        case .sharedObject: "native"
        case .wasm: "wasm"
        }
    }
}
