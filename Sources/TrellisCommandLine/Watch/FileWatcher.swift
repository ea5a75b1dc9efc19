import Foundation
import Glibc

/// Tells when anything in a set of folders changes: with inotify, or where it is not
/// available (or out of watches) by comparing the folders' listings and modification times.
///
/// Folders, not files: editors save by writing a new file and renaming it over the old one,
/// which a watch on the old file would miss. The kernel drops a folder's watch when the folder
/// is deleted or moved away (`IN_IGNORED`); a folder without a watch (gone, or not there yet)
/// is stood in for by a watch on its nearest existing ancestor, and every batch of events
/// re-arms the watches, so that a folder deleted and made again is watched again (and its
/// return counts as a change).
final class FileWatcher {
    /// The inotify descriptor to poll, or `nil` when polling the folders.
    private(set) var descriptor: Int32?
    private let folders: [String]
    /// The watched folders by watch descriptor.
    private var watches: [Int32: String] = [:]
    private var snapshot: [String: [Int]] = [:]

    /// The inotify events asked for, on folders and on the ancestors that stand in for them:
    /// a file in it changed, or it was deleted or moved.
    private static let events = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    init(folders: [String]) {
        var seen = Set<String>()
        self.folders = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.filter { seen.insert($0).inserted }
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0 {
            self.descriptor = descriptor
            _ = arm()
        }
        if self.descriptor == nil { snapshot = takeSnapshot() }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Whether anything changed since the last call: reads the pending inotify events and
    /// re-arms the watches, or compares the folders with how they were.
    func changed() -> Bool {
        guard let descriptor else {
            let now = takeSnapshot()
            defer { snapshot = now }
            return now != snapshot
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        var changed = false, any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            any = true
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len, then len bytes of name.
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes {
                    ($0.loadUnaligned(fromByteOffset: offset, as: Int32.self), $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { changed = true }
                if mask & UInt32(IN_IGNORED) != 0 {
                    if watches.removeValue(forKey: watch) != nil { changed = true }
                } else if watches[watch] != nil {
                    changed = true
                }
                offset += 16 + length
            }
        }
        if any, arm() { changed = true }
        return changed
    }

    /// Watches every folder that exists and, for each that does not, its nearest existing
    /// ancestor; switches to polling when the kernel refuses a watch.
    /// - Returns: Whether a folder gained a watch (it came back).
    private func arm() -> Bool {
        guard let descriptor else { return false }
        var gained = false
        for folder in folders {
            var path = folder
            while !Self.isFolder(path), path.count > 1 { path = (path as NSString).deletingLastPathComponent }
            let watch = inotify_add_watch(descriptor, path, Self.events)
            guard watch >= 0 else {
                // Out of watches, say: look at the folders instead.
                close(descriptor)
                self.descriptor = nil
                watches = [:]
                snapshot = takeSnapshot()
                return false
            }
            if path == folder, watches.updateValue(folder, forKey: watch) == nil { gained = true }
        }
        return gained
    }

    /// Each file in the folders with its modification time (ns) and size.
    private func takeSnapshot() -> [String: [Int]] {
        var files: [String: [Int]] = [:]
        for folder in folders {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                var status = stat()
                let path = folder + "/" + entry
                guard stat(path, &status) == 0 else { continue }
                files[path] = [status.st_mtim.tv_sec, status.st_mtim.tv_nsec, Int(status.st_size)]
            }
        }
        return files
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
