import Foundation
import Glibc

/// Tells when anything in a set of folders changes: with inotify, or where it is not
/// available (or out of watches) by comparing the folders' listings and modification times.
///
/// Folders, not files: editors save by writing a new file and renaming it over the old one,
/// which a watch on the old file would miss. A folder that does not exist is left out.
final class FileWatcher {
    /// The inotify descriptor to poll, or `nil` when polling the folders.
    let descriptor: Int32?
    private let folders: [String]
    private var snapshot: [String: [Int]]

    /// The inotify events that mean a file in a folder changed.
    private static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    init(folders: [String]) {
        var seen = Set<String>()
        let unique = folders.filter { seen.insert($0).inserted }
        self.folders = unique
        snapshot = [:]
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0, unique.allSatisfy({ !Self.exists($0) || inotify_add_watch(descriptor, $0, Self.events) >= 0 }) {
            self.descriptor = descriptor
        } else {
            if descriptor >= 0 { close(descriptor) }
            self.descriptor = nil
            snapshot = takeSnapshot()
        }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Whether anything changed since the last call: reads the pending inotify events, or
    /// compares the folders with how they were.
    func changed() -> Bool {
        if let descriptor {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var any = false
            while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 { any = true }
            return any
        }
        let now = takeSnapshot()
        defer { snapshot = now }
        return now != snapshot
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

    private static func exists(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
    }
}
