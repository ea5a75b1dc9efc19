import CTrellis
import Trellis
import TrellisABI
import Glibc
import Synchronization

/// Loads one plugin file: the file's ELF headers, `dlopen`, the entry call, the magic block,
/// and every declaration, each checked before it is used.
enum PluginLoader {
    /// Serialises loading across hosts: an entry function runs once at a time, process-wide.
    private static let lock = Mutex(())

    /// Loads the plugin at `path` (absolute).
    static func load(path: String, log: PluginLogSink) throws(PluginError) -> Plugin {
        try lock.withLock { _ throws(PluginError) in try loadLocked(path: path, log: log) }
    }

    private static func loadLocked(path: String, log: PluginLogSink) throws(PluginError) -> Plugin {
        guard path.hasPrefix("/") else {
            throw PluginError(plugin: path, reason: .notLoadable("plugins are loaded by absolute path only"))
        }
        if let problem = SharedObjectFile.problem(at: path) {
            throw PluginError(plugin: path, reason: .notLoadable(problem))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            let message = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            throw PluginError(plugin: path, reason: .notLoadable(message))
        }
        guard let symbol = dlsym(handle, TRELLIS_PLUGIN_ENTRY_NAME) else {
            throw PluginError(plugin: path, reason: .noEntryPoint)
        }
        let entry = unsafeBitCast(symbol, to: trellis_plugin_entry_fn.self)
        let table = HostTable(pluginPath: path, log: log)
        var descriptor: UnsafePointer<trellis_plugin>?
        table.heldLines = []
        let status = entry(table.pointer, &descriptor)
        do {
            let plugin = try decode(descriptor, status: status, path: path, table: table)
            table.releaseLines(quotedLast: false)
            return plugin
        } catch {
            // A refusal quotes the last message logged (see `decode`).
            if case .refused = error { table.releaseLines(quotedLast: table.lastLog != nil) } else { table.releaseLines(quotedLast: false) }
            throw PluginError(plugin: table.pluginName ?? path, reason: error)
        }
    }

    /// The plugin a descriptor declares, every part checked. A wasm plugin's descriptor comes
    /// copied into native structs, with `wasm` its instance and `kind` its sandbox.
    static func decode(
        _ descriptor: UnsafePointer<trellis_plugin>?, status: trellis_status, path: String, table: HostTable,
        kind: PluginKind = .sharedObject, wasm: WasmInstance? = nil
    ) throws(PluginError.Reason) -> Plugin {
        guard let descriptor else {
            if status == TRELLIS_OK { throw .invalid("the entry point returned no descriptor") }
            throw .refused("the entry point returned status \(status)\(table.lastLog.map { ": \($0)" } ?? "")")
        }
        let raw = UnsafeRawPointer(descriptor)
        let magic = wasm == nil
            ? try checkMagic(raw, pointerSize: MemoryLayout<UnsafeRawPointer>.size, valueSize: MemoryLayout<trellis_value>.size)
            : try checkMagic(raw, pointerSize: 4, valueSize: 16)
        guard status == TRELLIS_OK else {
            throw .refused("the entry point returned status \(status)\(table.lastLog.map { ": \($0)" } ?? "")")
        }
        let sizeOffset = MemoryLayout<trellis_plugin>.offset(of: \.struct_size)!
        let size = Int(raw.loadUnaligned(fromByteOffset: sizeOffset, as: UInt32.self))
        let minimum = MemoryLayout<trellis_plugin>.offset(of: \.get_extension)! + MemoryLayout<UnsafeRawPointer>.size
        guard size >= minimum, size <= 1 << 16 else {
            throw .invalid("trellis_plugin.struct_size is \(size); ABI 1.0 needs at least \(minimum)")
        }
        let plugin = CValueDecoding.copy(raw, size: size, as: trellis_plugin.self)
        let name = try CValueDecoding.text(plugin, \.name, what: "the plugin name")!
        guard CValueDecoding.isIdentifier(name) else { throw .invalid("plugin name \"\(name)\" is not an identifier") }
        table.pluginName = name
        let version = try CValueDecoding.text(plugin, \.version, what: "the plugin version")!
        let summary = try CValueDecoding.text(plugin, \.summary, optional: true, what: "the plugin summary")
        let valueKeys = try DeclarationDecoding.valueKeys(plugin)
        let containers = try DeclarationDecoding.containers(plugin, wasm: wasm)
        let modifiers = try DeclarationDecoding.modifiers(plugin, wasm: wasm)
        let runtime = magic.runtime == TRELLIS_RUNTIME_C ? "C" : "Swift \(BuildFacts.swiftCompilerVersion)"
        return Plugin(
            name: name, version: version, summary: summary, path: path, kind: kind, runtime: runtime,
            abiVersion: "\(magic.abi_major).\(magic.abi_minor)", containers: containers, valueKeys: valueKeys,
            modifiers: modifiers, hostTable: table)
    }

    /// The plugin's magic block, compared field by field with this host's (whose pointers and
    /// values, for a wasm plugin, are those of wasm32).
    private static func checkMagic(_ raw: UnsafeRawPointer, pointerSize: Int, valueSize: Int) throws(PluginError.Reason) -> trellis_magic {
        let size = Int(raw.loadUnaligned(as: UInt32.self))
        let minimum = MemoryLayout<trellis_magic>.size
        guard size >= minimum, size <= 1 << 12 else {
            throw .invalid("magic block struct_size is \(size), expected at least \(minimum)")
        }
        let magic = CValueDecoding.copy(raw, size: size, as: trellis_magic.self)
        let host = "\(TRELLIS_ABI_MAJOR).\(TRELLIS_ABI_MINOR)"
        if Int32(magic.abi_major) != TRELLIS_ABI_MAJOR {
            throw .incompatible("host has ABI \(host), plugin has ABI \(magic.abi_major).\(magic.abi_minor) (a different major version)")
        }
        if Int32(magic.abi_minor_required) > TRELLIS_ABI_MINOR {
            throw .incompatible("host has ABI \(host), plugin needs ABI \(magic.abi_major).\(magic.abi_minor_required) or newer")
        }
        if Int(magic.pointer_size) != pointerSize {
            throw .incompatible("host has \(pointerSize)-byte pointers, plugin has \(magic.pointer_size)-byte pointers")
        }
        if Int(magic.value_size) != valueSize {
            throw .incompatible("host has sizeof(trellis_value) \(valueSize), plugin has \(magic.value_size)")
        }
        switch Int32(magic.runtime) {
        case TRELLIS_RUNTIME_C: break
        case TRELLIS_RUNTIME_SWIFT:
            let version = try CValueDecoding.text(magic, \.runtime_version, what: "the Swift version of the magic block")!
            guard version == BuildFacts.swiftCompilerVersion else {
                throw .incompatible("host has Swift \(BuildFacts.swiftCompilerVersion), plugin has Swift \(version) (Swift plugins must be built with the host's compiler)")
            }
        default:
            throw .incompatible("unknown runtime kind \(magic.runtime) (host knows C = 1 and Swift = 2)")
        }
        return magic
    }
}
