import TrellisHost

/// What `resolve --json` says of each plugin a document loaded: its kind, ABI and, for a wasm
/// plugin, the sandbox it ran in.
struct PluginFacts: Encodable {
    let name: String
    let version: String
    let path: String
    /// "native" or "wasm".
    let kind: String
    let runtime: String
    let abi: String
    let wasmABI: String?
    let capabilities: [String]?
    let fuel: UInt64?
    let memoryBytes: Int?

    init(_ plugin: Plugin) {
        name = plugin.name
        version = plugin.version
        path = plugin.path
        kind = "\(plugin.kind)"
        runtime = plugin.runtime
        abi = plugin.abiVersion
        if case .wasm(let abi, let capabilities, let fuel, let memoryBytes) = plugin.kind {
            (wasmABI, self.capabilities, self.fuel, self.memoryBytes) = (abi, capabilities.map(\.rawValue), fuel, memoryBytes)
        } else {
            (wasmABI, self.capabilities, self.fuel, self.memoryBytes) = (nil, nil, nil, nil)
        }
    }
}
