import CTrellis
import Foundation
import WasmKit
@_spi(Embedding) import TrellisABI

/// Loads one wasm plugin file (Headers/ABI-wasm.md), checking in this order: that it is a
/// WebAssembly module, that it carries the ABI marker export, that it imports nothing but the
/// host's functions and the WASI functions of capabilities granted to it; then instantiates
/// it in the sandbox, reads the marker's version, calls the entry and decodes the descriptor
/// with the checks every plugin gets.
enum WasmPluginLoader {
    /// The engine configuration of every wasm plugin: fuel metered, and memory accesses
    /// bounds-checked in software, not by guard pages and a SIGSEGV handler, so that the host's
    /// own crash handlers (`--isolate`) and sanitizers keep their signals.
    static let configuration = EngineConfiguration(memoryBoundsChecking: .software, fuelMetering: true)
    /// The largest module file the host reads.
    static let maxFileBytes = 64 << 20
    /// The export every wasm plugin has, answering its ABI version.
    static let markerName = "trellis_wasm_abi_v1"
    static let abiMajor: UInt32 = 1
    static let abiMinor: UInt32 = 0

    /// Loads the plugin at `path` (absolute) under `sandbox`.
    static func load(path: String, sandbox: WasmSandbox) throws(PluginError) -> Plugin {
        let table = HostTable(pluginPath: path)
        do {
            return try load(path: path, sandbox: sandbox, table: table)
        } catch {
            if case .refused = error { table.releaseLines(quotedLast: table.lastLog != nil) } else { table.releaseLines(quotedLast: false) }
            throw PluginError(plugin: table.pluginName ?? path, reason: error)
        }
    }

    /// The plugin name a file gives: `Name.wasm` is `Name` (for grants, before the descriptor says).
    static func name(ofFile path: String) -> String {
        String(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    private static func load(path: String, sandbox: WasmSandbox, table: HostTable) throws(PluginError.Reason) -> Plugin {
        let module = try parse(path)
        guard module.exports.contains(where: { $0.name == markerName && { if case .function = $0.descriptor { true } else { false } }($0) }) else {
            throw .incompatible("not a Trellis wasm plugin: it exports no function \(markerName) (Headers/ABI-wasm.md)")
        }
        let fileName = name(ofFile: path)
        let granted = sandbox.granted(to: fileName)
        try checkImports(module, granted: granted, plugin: fileName)
        // An engine of its own: nothing is shared between plugins, or between the hosts of two
        // threads that load the same file.
        let instance = WasmInstance(engine: Engine(configuration: configuration), sandbox: sandbox, capabilities: granted)
        instance.store.fuel = Fuel(remaining: sandbox.fuel)
        let instantiated: Instance
        do {
            instantiated = try module.instantiate(store: instance.store, imports: WasmImports.make(for: instance, table: table))
        } catch let cap as MemoryCap.Reached {
            throw .crashed("stopped by the sandbox: its initial memory of \(WasmInstance.bytes(cap.asked)) passes the memory cap of \(WasmInstance.bytes(sandbox.memoryBytes)) (--wasm-memory raises the cap)")
        } catch {
            throw .notLoadable("could not be instantiated: \(error)")
        }
        do {
            guard let marker = try instance.marker(of: instantiated) else {
                throw PluginError.Reason.incompatible("not a Trellis wasm plugin: it exports no function \(markerName) (Headers/ABI-wasm.md)")
            }
            guard marker >> 16 == abiMajor else {
                throw PluginError.Reason.incompatible("host has wasm ABI \(abiMajor).\(abiMinor), plugin has wasm ABI \(marker >> 16).\(marker & 0xFFFF)")
            }
            try instance.bind(instantiated)
            guard let exports = instance.exports else { throw PluginError.Reason.invalid("the module has no exports") }
            var out = WasmBlob()
            _ = out.reserve(8)
            let outAddress = try instance.lend(out)
            table.heldLines = []
            let status = trellis_status(bitPattern: try instance.invoke32(exports.entry, [.i32(outAddress)]))
            let descriptor = try exports.memory.u32(outAddress)
            instance.hostAddress = try exports.memory.u32(outAddress + 4)
            _ = try instance.invoke(exports.free, [.i32(outAddress)])
            let native = descriptor == 0 ? nil : try WasmReading(memory: exports.memory, arena: table.wasmArena).plugin(at: descriptor)
            let kind = PluginKind.wasm(
                abi: "\(marker >> 16).\(marker & 0xFFFF)", capabilities: granted.sorted(), fuel: sandbox.fuel, memoryBytes: sandbox.memoryBytes)
            let plugin = try PluginLoader.decode(native, status: status, path: path, table: table, kind: kind, wasm: instance)
            table.releaseLines(quotedLast: false)
            return plugin
        } catch let stop as WasmInstance.Stop {
            throw .crashed("stopped by the sandbox while loading: \(stop.message)")
        } catch let bounds as WasmMemory.OutOfBounds {
            throw .invalid("the entry answered an address outside its memory: \(bounds.message)")
        } catch let reason as PluginError.Reason {
            throw reason
        } catch {
            throw .invalid("\(error)")
        }
    }

    /// The module in the file at `path`.
    private static func parse(_ path: String) throws(PluginError.Reason) -> Module {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .notLoadable("cannot open \(path)") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maxFileBytes + 1)) ?? nil
        guard let data, !data.isEmpty else { throw .notLoadable("the file is empty") }
        guard data.count <= maxFileBytes else { throw .notLoadable("the file is larger than \(maxFileBytes >> 20) MiB") }
        guard data.starts(with: [0x00, 0x61, 0x73, 0x6D]) else { throw .notLoadable("no \\0asm magic number") }
        do {
            return try parseWasm(bytes: Array(data))
        } catch {
            throw .notLoadable("\(error)")
        }
    }

    /// Refuses a module importing anything the host does not provide to it.
    private static func checkImports(_ module: Module, granted: Set<WasmCapability>, plugin: String) throws(PluginError.Reason) {
        for entry in module.imports {
            guard case .function = entry.descriptor else {
                throw .incompatible("imports \(entry.module).\(entry.name), which is not a function (a wasm plugin imports only functions)")
            }
            if entry.module == "trellis" {
                guard WasmImports.names.contains(entry.name) else {
                    throw .incompatible("imports trellis.\(entry.name), which this host does not provide")
                }
            } else if entry.module == WasmCapability.wasiModule, let capability = WasmCapability.needed(forWASI: entry.name) {
                guard granted.contains(capability) else {
                    throw .untrusted("it needs capability '\(capability)' (it imports WASI \(entry.name)), which is not granted; grant it with --allow-plugin \(plugin):\(capability)")
                }
            } else {
                throw .untrusted("it imports \(entry.module).\(entry.name), which no capability provides (a wasm plugin may import the host's trellis functions and, when granted, WASI clock and random)")
            }
        }
    }
}
