import TrellisHost

/// The sandbox options of every command that loads plugins: the limits wasm plugins run under
/// and the capabilities granted to them by name.
struct SandboxOptions {
    static let grants = RepeatedOption<String>(
        "allow-plugin", valueName: "name:capability",
        help: "Grant wasm plugin NAME a capability: clock or random (repeatable; by default a wasm plugin gets none).")
    static let fuel = Option(
        "wasm-fuel", valueName: "units", default: WasmSandbox.defaultFuel,
        help: "The fuel each call into a wasm plugin may burn, about one unit per instruction.")
    static let memory = Option(
        "wasm-memory", valueName: "MiB", default: WasmSandbox.defaultMemoryBytes >> 20,
        help: "The most memory a wasm plugin may have, in MiB.")
    static let renderSeconds = Option(
        "wasm-render-seconds", valueName: "seconds", default: WasmSandbox.defaultRenderSeconds,
        help: "The wall-clock time all wasm calls of one render may take together, loading the plugins included.")
    static let parameters = [grants.parameter, fuel.parameter, memory.parameter, renderSeconds.parameter]

    var grants: [String]
    var fuel: UInt64
    var memory: Int
    var renderSeconds: Double

    init(_ arguments: ParsedArguments) {
        (grants, fuel, memory) = (arguments[Self.grants], arguments[Self.fuel], arguments[Self.memory])
        renderSeconds = arguments[Self.renderSeconds]
    }

    func validate() throws(ValidationError) {
        guard fuel > 0 else { throw ValidationError("--wasm-fuel must be at least 1") }
        guard (1...4096).contains(memory) else {
            throw ValidationError("--wasm-memory must be 1 to 4096 MiB, not \(memory)")
        }
        guard renderSeconds > 0, renderSeconds <= 3600 else {
            throw ValidationError("--wasm-render-seconds must be more than 0 and at most 3600, not \(renderSeconds)")
        }
        _ = try parsedGrants()
    }

    /// The grants by plugin name.
    private func parsedGrants() throws(ValidationError) -> [String: Set<WasmCapability>] {
        var result: [String: Set<WasmCapability>] = [:]
        for grant in grants {
            let parts = grant.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--allow-plugin expects NAME:CAPABILITY, got '\(grant)'")
            }
            guard let capability = WasmCapability(rawValue: parts[1]) else {
                let known = WasmCapability.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--allow-plugin: unknown capability '\(parts[1])' (known: \(known))")
            }
            result[parts[0], default: []].insert(capability)
        }
        return result
    }

    /// The sandbox these options describe (checked by `validate`).
    var sandbox: WasmSandbox { request.sandbox }

    /// The options, validated, as a request carries them.
    var request: SandboxRequest {
        SandboxRequest(
            fuel: fuel, memoryBytes: memory << 20, renderSeconds: renderSeconds, grants: (try? parsedGrants()) ?? [:])
    }
}
