import CTrellis
import Foundation
import Glibc
import Trellis
import TrellisABI

/// The `trellis_host` function table given to one plugin. Each plugin gets its own, so that
/// `log` knows who is speaking; the table, its texts and its extensions stay valid as long as
/// the process runs (they are never freed).
final class HostTable {
    /// The table, followed in the same allocation by an unretained reference to this object.
    let pointer: UnsafeMutablePointer<trellis_host>
    /// The "trellis.text/1" extension's table.
    let textExtension: UnsafePointer<trellis_text_extension>
    let pluginPath: String
    /// Set once the descriptor has been read.
    var pluginName: String?
    /// The last message the plugin logged (shown when it refuses to load).
    var lastLog: String?
    /// The log lines written while the entry function runs, held until it returns (`nil` at
    /// other times): a plugin that refuses to load has its last message quoted in the error,
    /// so that line is not written as well.
    var heldLines: [PluginLogLine]?
    /// Where the plugin's log lines go.
    let log: PluginLogSink
    /// A wasm plugin's descriptor, copied out of its memory: kept as long as the table.
    let wasmArena = Arena()

    init(pluginPath: String, log: PluginLogSink) {
        self.pluginPath = pluginPath
        self.log = log
        textExtension = TextExtension.makeTable()
        let stride = MemoryLayout<trellis_host>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: stride + MemoryLayout<UnsafeRawPointer>.size, alignment: 16)
        pointer = raw.bindMemory(to: trellis_host.self, capacity: 1)
        pointer.initialize(to: trellis_host(
            magic: RuntimeFacts.magic(runtime: TRELLIS_RUNTIME_SWIFT, version: strdup(BuildFacts.swiftCompilerVersion)),
            struct_size: UInt32(MemoryLayout<trellis_host>.size),
            name: strdup("trellis")!, version: strdup(TrellisHostVersion.string)!,
            get_extension: HostFunctions.bridge(HostFunctions.getExtension), log: HostFunctions.bridge(HostFunctions.log), set_error: HostFunctions.bridge(HostFunctions.setError),
            measure: HostFunctions.bridge(HostFunctions.measure), begin_output: HostFunctions.bridge(HostFunctions.beginOutput),
            draw_subview: HostFunctions.bridge(HostFunctions.drawSubview), put_text: HostFunctions.bridge(HostFunctions.putText), fill: HostFunctions.bridge(HostFunctions.fill),
            put_cells: HostFunctions.bridge(HostFunctions.putCells), render_subview: HostFunctions.bridge(HostFunctions.renderSubview),
            modifier_user_data: HostFunctions.bridge(HostFunctions.modifierUserData),
            set_container_value: HostFunctions.bridge(HostFunctions.setContainerValue),
            set_environment_value: HostFunctions.bridge(HostFunctions.setEnvironmentValue)))
        // Retained for good: plugins may keep the table until the process exits.
        (raw + stride).storeBytes(of: Unmanaged.passRetained(self).toOpaque(), as: UnsafeMutableRawPointer.self)
        LiveHandles.insert(raw)
    }

    /// The log lines and bytes written (or held) so far, against ``PluginText``'s caps.
    private var loggedLines = 0
    private var loggedBytes = 0

    /// Sends one log line to the host's sink, or holds it while the entry runs; past the caps,
    /// one line says the rest are suppressed and nothing more is sent.
    func write(level: PluginLogLine.Level, _ message: String) {
        guard loggedLines <= PluginText.maxLogLines else { return }
        loggedLines += 1
        loggedBytes += message.utf8.count
        let plugin = pluginName ?? pluginPath
        var line = PluginLogLine(plugin: plugin, level: level, message: message, isSuppressionNotice: false)
        if loggedLines > PluginText.maxLogLines || loggedBytes > PluginText.maxLogBytes {
            loggedLines = PluginText.maxLogLines + 1
            line = PluginLogLine(
                plugin: plugin, level: .warning,
                message: "further log messages suppressed (more than \(PluginText.maxLogLines) lines or \(PluginText.maxLogBytes >> 10) KiB)",
                isSuppressionNotice: true)
        }
        if heldLines != nil { heldLines!.append(line) } else { log.receive(line) }
    }

    /// Sends the held log lines but the last when `quotedLast` (it is in the error), and sends
    /// log lines straight away from now on.
    func releaseLines(quotedLast: Bool) {
        let lines = heldLines ?? []
        heldLines = nil
        for line in quotedLast ? lines.dropLast() : lines[...] { log.receive(line) }
    }

    /// The table object behind a `trellis_host *` a plugin passed back, if it is one of ours.
    static func from(_ pointer: UnsafePointer<trellis_host>?) -> HostTable? {
        guard let pointer, LiveHandles.contains(UnsafeRawPointer(pointer)) else { return nil }
        let owner = (UnsafeRawPointer(pointer) + MemoryLayout<trellis_host>.stride).load(as: UnsafeMutableRawPointer.self)
        return Unmanaged<HostTable>.fromOpaque(owner).takeUnretainedValue()
    }
}

/// The version of this host, reported to plugins.
public enum TrellisHostVersion {
    public static let string = "0.1.0"
}
