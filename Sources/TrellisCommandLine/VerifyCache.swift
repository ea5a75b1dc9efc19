import Foundation
import TrellisHost

/// The results of `plugins verify`, kept in `$XDG_CACHE_HOME/trellis/verify.json` (else
/// `~/.cache/trellis/verify.json`) by plugin file. A result stands while the file keeps its
/// size and modification time and trellis its version; otherwise the plugin is probed again.
///
/// Other commands read it too: as GStreamer's registry does, a plugin that crashed, hung or
/// exhausted its memory in its probe is skipped, with a message, rather than loaded into the
/// process again, until a changed file or `plugins verify --refresh` probes it again.
struct VerifyCache {
    /// What a probe of one file found.
    struct Entry: Codable, Equatable {
        var size: UInt64
        /// Seconds since 1970.
        var modified: Double
        var hostVersion: String
        var passed: Bool
        /// Whether the probe crashed, hung or exhausted its memory (not merely failed).
        var crashed: Bool
        var message: String
    }

    /// The largest cache file read; a larger one is ignored (and rewritten by `plugins verify`).
    static let maxBytes = 16 << 20

    /// The cache file, or `nil` when neither `XDG_CACHE_HOME` (absolute) nor `HOME` is set.
    let file: URL?
    private(set) var entries: [String: Entry] = [:]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            file = URL(fileURLWithPath: cache).appendingPathComponent("trellis/verify.json")
        } else if let home = environment["HOME"], !home.isEmpty {
            file = URL(fileURLWithPath: home).appendingPathComponent(".cache/trellis/verify.json")
        } else {
            file = nil
        }
        // Read as a source file is (a regular file, within a bound): a FIFO or a huge file in
        // its place must not stall every command.
        if let file, let text = try? DocumentSource.read(file.path, maxBytes: Self.maxBytes),
           let entries = try? JSONDecoder().decode([String: Entry].self, from: Data(text.utf8)) {
            self.entries = entries
        }
    }

    /// The size and modification time of the file at `path`.
    static func stamp(of path: String) -> (size: UInt64, modified: Double)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.uint64Value, let date = attributes[.modificationDate] as? Date else { return nil }
        return (size, date.timeIntervalSince1970)
    }

    /// The result kept for `path`, if it still stands.
    func result(for path: String) -> Entry? {
        guard let entry = entries[path], let stamp = Self.stamp(of: path),
              entry.size == stamp.size, entry.modified == stamp.modified, entry.hostVersion == TrellisHostVersion.string else { return nil }
        return entry
    }

    /// Why the plugin at `path` is skipped: what its probe said when it crashed, hung or
    /// exhausted its memory, if that result still stands; `nil` otherwise.
    func crash(of path: String) -> String? {
        guard let entry = result(for: path), entry.crashed else { return nil }
        return "in `trellis plugins verify`: \(entry.message); run `trellis plugins verify --refresh` once it is fixed"
    }

    mutating func record(_ path: String, passed: Bool, crashed: Bool, message: String) {
        guard let stamp = Self.stamp(of: path) else { return }
        entries[path] = Entry(
            size: stamp.size, modified: stamp.modified, hostVersion: TrellisHostVersion.string, passed: passed, crashed: crashed,
            message: message)
    }

    /// Writes the cache; a cache that cannot be written is only a slower next run.
    func save() {
        guard let file else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(data, to: file.path)
    }
}
