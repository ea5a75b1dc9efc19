import Trellis

/// Why a plugin could not be found, loaded, called or trusted. Its description names the
/// plugin (and the container or modifier) and the reason, in one line without control
/// characters: plugin texts are made visible where they enter the host, and file names and
/// whatever else the line quotes are made visible here.
public struct PluginError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Error, Sendable, Equatable {
        /// No plugin of that name on the search path.
        case notFound(String)
        /// `dlopen` refused the file (not a shared object, missing dependency, ...), or WasmKit a
        /// `.wasm` file (not a valid module).
        case notLoadable(String)
        /// The file has no `trellis_plugin_entry_v1`.
        case noEntryPoint
        /// The plugin was built for an ABI or runtime this host cannot speak.
        case incompatible(String)
        /// The plugin refused to work with this host.
        case refused(String)
        /// The plugin returned something malformed (descriptor, cells, values, status).
        case invalid(String)
        /// A plugin function reported an error.
        case failed(String)
        /// Two plugins provide the same name.
        case duplicate(String)
        /// A document called a plugin's container or modifier with the wrong arguments.
        case badCall(String)
        /// The file or a folder above it may be changed by other users.
        case untrusted(String)
        /// The plugin crashed, hung or exhausted memory in an isolated process, or the sandbox
        /// stopped a wasm plugin (a trap, its fuel budget, its memory cap).
        case crashed(String)
    }

    /// The plugin's name, or its path when the name is not known yet.
    public let plugin: String
    /// The container or modifier being used, if any.
    public let member: String?
    /// What went wrong.
    public let reason: Reason

    public init(plugin: String, member: String? = nil, reason: Reason) {
        self.plugin = plugin
        self.member = member
        self.reason = reason
    }

    /// The most characters of a description: plugin texts in it are cut already, this bounds the rest.
    static let maxCharacters = 4 * PluginText.maxCharacters

    public var description: String {
        PluginText.shown(line, limit: Self.maxCharacters)
    }

    private var line: String {
        let subject = member.map { "plugin '\(plugin)', '\($0)'" } ?? "plugin '\(plugin)'"
        switch reason {
        case .notFound(let detail): return "no plugin named '\(plugin)' \(detail)"
        case .notLoadable(let detail):
            return "\(subject): not a loadable \(plugin.hasSuffix(".wasm") ? "WebAssembly module" : "shared object"): \(detail)"
        case .noEntryPoint: return "\(subject): no entry point (the library does not export trellis_plugin_entry_v1)"
        case .incompatible(let detail): return "\(subject): incompatible: \(detail)"
        case .refused(let detail): return "\(subject): refused to load: \(detail)"
        case .invalid(let detail): return "\(subject): misbehaved: \(detail)"
        case .failed(let detail): return "\(subject): failed: \(detail)"
        case .duplicate(let detail): return "\(subject): \(detail)"
        case .badCall(let detail): return "\(subject): \(detail)"
        case .untrusted(let detail): return "\(subject): not trusted: \(detail)"
        case .crashed(let detail): return "\(subject): \(detail)"
        }
    }
}
