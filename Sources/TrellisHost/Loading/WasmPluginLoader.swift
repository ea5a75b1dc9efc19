import CTrellis
import Foundation
import Glibc
import WasmKit
@_spi(Fuzzing) import WasmKit
import TrellisABI

/// Loads one wasm plugin file (Headers/ABI-wasm.md), checking in this order: that it is a
/// WebAssembly module, that it carries the ABI marker export, that it imports nothing but the
/// host's functions and the WASI functions of capabilities granted to it; then instantiates
/// it in the sandbox, reads the marker's version, calls the entry and decodes the descriptor
/// with the checks every plugin gets.
enum WasmPluginLoader {
    /// The engine configuration of every wasm plugin: fuel metered; memory accesses
    /// bounds-checked in software, not by guard pages and a SIGSEGV handler, so that the host's
    /// own crash handlers (`--isolate`) and sanitizers keep their signals; and every function
    /// compiled when the module is instantiated, so that what compiling costs is spent at load,
    /// within the module's limits (``WasmModuleShape``), not in the middle of a render.
    static let configuration = EngineConfiguration(compilationMode: .eager, memoryBoundsChecking: .software, fuelMetering: true)
    /// The export every wasm plugin has, answering its ABI version.
    static let markerName = "trellis_wasm_abi_v1"
    static let abiMajor: UInt32 = 1
    static let abiMinor: UInt32 = 0

    /// Loads the plugin at `path` (absolute) under `sandbox`, spending from `render`, the budget
    /// of the render the plugin is loaded for; its log lines go to `log`.
    static func load(path: String, sandbox: WasmSandbox, render: RenderBudget, log: PluginLogSink) throws(PluginError) -> Plugin {
        let table = HostTable(pluginPath: path, log: log)
        do {
            return try load(path: path, sandbox: sandbox, render: render, table: table)
        } catch {
            if case .refused = error { table.releaseLines(quotedLast: table.lastLog != nil) } else { table.releaseLines(quotedLast: false) }
            throw PluginError(plugin: table.pluginName ?? path, reason: error)
        }
    }

    /// The plugin name a file gives: `Name.wasm` is `Name` (for grants, before the descriptor says).
    static func name(ofFile path: String) -> String {
        String(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    private static func load(path: String, sandbox: WasmSandbox, render: RenderBudget, table: HostTable) throws(PluginError.Reason) -> Plugin {
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
        // The whole load is one guarded call: instantiating (the start function), the marker,
        // the entry and the lends and frees around it share one budget, taken from the render's.
        do throws(WasmInstance.Stop) {
            _ = try instance.enter(render: render)
        } catch {
            throw .crashed("stopped by the sandbox while loading: \(error.message)")
        }
        defer { instance.leave() }
        let instantiated: Instance
        do {
            instantiated = try instance.running(observed: false) { try module.instantiate(store: instance.store, imports: WasmImports.make(for: instance, table: table)) }
        } catch let error as WasmInstance.Stop {
            throw .crashed("stopped by the sandbox while loading: \(error.message)")
        } catch let error where error is Trap || error is WasmResourceLimiter.Reached || error is WasmResourceLimiter.OutOfFuel {
            throw .crashed("stopped by the sandbox while loading: \(instance.stop(describing: error).message)")
        } catch {
            throw .notLoadable("could not be instantiated: \(firstLine(of: error))")
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
            let status = trellis_status(bitPattern: try instance.invoke32(exports.entry, [.i32(try instance.raw(outAddress))]))
            let descriptor = try exports.memory.pointer(at: outAddress)
            instance.hostAddress = try exports.memory.u32(outAddress + 4)
            try instance.free(outAddress)
            let reading = WasmReading(memory: exports.memory, arena: table.wasmArena, copies: instance.copies)
            let native = descriptor.isNull ? nil : try reading.plugin(at: descriptor)
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
            throw .invalid(firstLine(of: error))
        }
    }

    /// The first line of `error`'s description, cut: never a backtrace or a debug dump.
    private static func firstLine(of error: any Error) -> String {
        PluginText.cut(String(String(describing: error).split(separator: "\n").first ?? "an error of type \(type(of: error))"))
    }

    /// WasmKit's parse error in words: the text of its message, which its description quotes as
    /// a debug dump (`"Message(text: ...)"`), and byte offsets in decimal.
    private static func parserMessage(_ error: any Error) -> String {
        var text = firstLine(of: error)
        if let quoted = text.firstMatch(of: /^"Message\(text: "(.*)"\)"/) {
            text.replaceSubrange(quoted.range, with: quoted.1)
        }
        return text.replacing(/at offset 0x([0-9a-f]+)/) { "at byte \(Int($0.1, radix: 16) ?? 0)" }
    }

    /// The module in the file at `path`: a regular file (checked on the open file, which is
    /// opened without blocking, so that a FIFO named `X.wasm` cannot hang the host), at most
    /// ``WasmModuleShape/maxFileBytes``, within the module limits before WasmKit parses it.
    private static func parse(_ path: String) throws(PluginError.Reason) -> Module {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .notLoadable("cannot open it: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .notLoadable("cannot read it: \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notLoadable("it is a folder, not a file")
        default: throw .notLoadable("it is not a regular file (a pipe, socket or device)")
        }
        let limit = WasmModuleShape.maxFileBytes
        guard status.st_size <= limit else { throw .notLoadable("the file is larger than \(limit >> 20) MiB") }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw .notLoadable("cannot read it: \(String(cString: strerror(errno)))") }
            guard read > 0 else { break }
            count += read
        }
        guard count <= limit else { throw .notLoadable("the file is larger than \(limit >> 20) MiB") }
        bytes.removeSubrange(count...)
        guard !bytes.isEmpty else { throw .notLoadable("the file is empty") }
        guard bytes.starts(with: [0x00, 0x61, 0x73, 0x6D]) else { throw .notLoadable("no \\0asm magic number") }
        if let problem = WasmModuleShape.problem(with: bytes) { throw .notLoadable(problem) }
        do {
            return try parseWasm(bytes: bytes)
        } catch {
            throw .notLoadable(parserMessage(error))
        }
    }

    /// Refuses a module importing anything the host does not provide to it, or a host function
    /// as a type other than the host's.
    private static func checkImports(_ module: Module, granted: Set<WasmCapability>, plugin: String) throws(PluginError.Reason) {
        for entry in module.imports {
            guard case .function(let typeIndex) = entry.descriptor else {
                throw .incompatible("imports \(entry.module).\(entry.name), which is not a function (a wasm plugin imports only functions)")
            }
            let expected: FunctionType
            if entry.module == "trellis" {
                guard let type = WasmSignatures.imports[entry.name] else {
                    throw .incompatible("imports trellis.\(entry.name), which this host does not provide")
                }
                expected = type
            } else if entry.module == WasmCapability.wasiModule, let capability = WasmCapability.needed(forWASI: entry.name) {
                guard granted.contains(capability) else {
                    throw .untrusted("it needs capability '\(capability)' (it imports WASI \(entry.name)), which is not granted; grant it with --allow-plugin \(plugin):\(capability)")
                }
                expected = WasmSignatures.wasi[entry.name]!
            } else {
                throw .untrusted("it imports '\(entry.module)'.'\(entry.name)', which no capability provides (a wasm plugin may import the host's trellis functions and, when granted, WASI clock and random)")
            }
            let type = module.functionType(at: typeIndex)
            if let mismatch = WasmSignatures.mismatch("its import \(entry.module).\(entry.name)", type, expected: expected) {
                throw .incompatible(mismatch)
            }
        }
    }
}
