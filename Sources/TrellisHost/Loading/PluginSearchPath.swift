import Foundation

/// Where plugins are looked for, in order: `--plugin-path` folders, `TRELLIS_PLUGIN_PATH`, the
/// folder of the running executable (where `swift build` puts the bundled plugins), its
/// `../share/trellis/plugins` (where `Scripts/install` puts them beside `PREFIX/bin/trellis`),
/// and the per-user folder (`$XDG_DATA_HOME/trellis/plugins`, else
/// `~/.local/share/trellis/plugins`).
///
/// A plugin named `Name` is the file `libName.so` (what SwiftPM names a dynamic library
/// product `Name`), `Name.so` or, for a wasm plugin, `Name.wasm` in one of the folders; the
/// first found wins (in one folder, in that order).
public struct PluginSearchPath: Sendable, Equatable {
    /// The folders, in search order, as absolute paths.
    public var directories: [String]

    /// A search path of exactly `directories` (made absolute against the current folder).
    public init(directories: [String]) {
        let current = FileManager.default.currentDirectoryPath
        self.directories = directories.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL.path }
    }

    /// The standard search path: `explicit` folders first, then `TRELLIS_PLUGIN_PATH`
    /// (colon-separated), the executable's folder, its installed plugins and the per-user folder.
    public static func standard(explicit: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment) -> PluginSearchPath {
        var directories = explicit
        if let list = environment["TRELLIS_PLUGIN_PATH"] {
            directories += list.split(separator: ":").map(String.init)
        }
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let folder = (executable as NSString).deletingLastPathComponent
            directories += [folder, ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/trellis/plugins")]
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            directories.append(data + "/trellis/plugins")
        } else if let home = environment["HOME"] {
            directories.append(home + "/.local/share/trellis/plugins")
        }
        var seen = Set<String>()
        return PluginSearchPath(directories: directories.filter { seen.insert($0).inserted })
    }

    /// Whether `name` can name a plugin: an ASCII identifier of at most 64 bytes, as a plugin
    /// declares its name. Nothing else is made into a path: `../far/libFar` is no name.
    public static func isPluginName(_ name: String) -> Bool {
        CValueDecoding.isIdentifier(name)
    }

    /// The file of the plugin named `name`, or `nil` when no folder has one or `name` is not
    /// a plugin name (``isPluginName(_:)``).
    public func file(named name: String) -> String? {
        guard Self.isPluginName(name) else { return nil }
        for directory in directories {
            for candidate in ["\(directory)/lib\(name).so", "\(directory)/\(name).so", "\(directory)/\(name).wasm"]
            where FileManager.default.fileExists(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// Every plugin file on the path: (name, file), first occurrence of each name, sorted by
    /// name; a file whose name holds no plugin name (``isPluginName(_:)``) is not one.
    public func allFiles() -> [(name: String, path: String)] {
        var found: [String: String] = [:]
        for directory in directories {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            // Shared objects first, as `file(named:)` prefers them.
            let plugins = entries.filter { $0.hasSuffix(".so") }.sorted() + entries.filter { $0.hasSuffix(".wasm") }.sorted()
            for entry in plugins {
                var name = String(entry.dropLast(entry.hasSuffix(".so") ? 3 : 5))
                if entry.hasSuffix(".so"), name.hasPrefix("lib") { name.removeFirst(3) }
                if Self.isPluginName(name), found[name] == nil { found[name] = "\(directory)/\(entry)" }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
