import Foundation
import Synchronization

/// One line a plugin logged through the host's `log`, as an embedder receives it: the
/// message made visible and cut like every plugin text, within the plugin's
/// log caps. Past the caps a plugin's last line says that further messages are suppressed.
public struct PluginLogLine: Sendable, Equatable {
    /// The level the plugin gave (levels past the last are `error`, before the first `debug`).
    public enum Level: String, Sendable, CaseIterable {
        case debug, info, warning, error
    }

    /// The plugin's name, or its file's path while its descriptor is not read yet.
    public let plugin: String
    public let level: Level
    /// The message, sanitized and cut.
    public let message: String
    /// Whether this is the line that ends the plugin's log (it passed the caps).
    public let isSuppressionNotice: Bool

    /// The line as `trellis` writes it to standard error, without the newline.
    public var formatted: String {
        isSuppressionNotice
            ? "trellis: plugin '\(PluginText.shown(plugin))': \(message)"
            : "trellis: plugin '\(PluginText.shown(plugin))' \(level.rawValue): \(message)"
    }

    /// Writes `line`, formatted, to standard error: the handler a ``PluginHost`` starts with.
    public static func writeToStandardError(_ line: PluginLogLine) {
        FileHandle.standardError.write(Data((line.formatted + "\n").utf8))
    }
}

/// Where the plugins of one host send their log lines: shared by the host and the tables of the
/// plugins it loaded, which outlive it, so that the handler can change after a load.
final class PluginLogSink: Sendable {
    private let current = Mutex<@Sendable (PluginLogLine) -> Void>(PluginLogLine.writeToStandardError)

    var handler: @Sendable (PluginLogLine) -> Void {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    func receive(_ line: PluginLogLine) { handler(line) }
}
