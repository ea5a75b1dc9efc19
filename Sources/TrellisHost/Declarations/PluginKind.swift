/// What a plugin file is: a shared object of the C ABI (`libName.so`), loaded into the process,
/// or a WebAssembly module of its wasm flavour (`Name.wasm`), run in the sandbox.
public enum PluginKind: Sendable, Equatable, CustomStringConvertible {
    case sharedObject
    /// With the sandbox it runs in: the capabilities it was granted and its limits.
    case wasm(abi: String, capabilities: [WasmCapability], fuel: UInt64, memoryBytes: Int)

    /// "native" or "wasm".
    public var description: String {
        switch self {
        case .sharedObject: "native"
        case .wasm: "wasm"
        }
    }
}
