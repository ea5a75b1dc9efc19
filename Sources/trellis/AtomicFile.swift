import Foundation

/// Writes the `-o` file as a careful Unix tool does.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a new temporary file
///   in the same folder (`mkstemp`, so nothing already there is followed or overwritten), which
///   takes the old file's mode (and owner, where permitted) and is renamed over it. Readers see
///   the old file or the new one, never a part; a failure leaves the old file as it was.
/// - A symbolic link is followed: its target is written, and the link stays.
/// - A regular file with other hard links is rewritten in place, so that every name sees the
///   new contents (a rename would split the links); the bytes are first written to a temporary
///   file, so that a full disk is found before the file is touched.
/// - A character device or a FIFO is written into, never replaced (`-o /dev/null` as root
///   leaves `/dev/null` a device); a FIFO no process reads is an error, not a hang.
/// - A directory or a socket is an error.
enum AtomicFile {
    struct Failure: Error {
        let message: String
    }

    /// The links followed before giving up, as the kernel's `ELOOP` limit.
    private static let maxLinks = 40

    static func write(_ data: Data, to path: String) throws(Failure) {
        let target = try resolvedTarget(of: path)
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw failure(path, errno) }
            return try replace(target, with: data, mode: nil, reported: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG where status.st_nlink > 1:
            try rewriteInPlace(target, with: data, reported: path)
        case S_IFREG:
            try replace(target, with: data, mode: status, reported: path)
        case S_IFCHR, S_IFIFO:
            try writeInto(target, data, reported: path)
        case S_IFDIR:
            throw Failure(message: "cannot write '\(path)': it is a directory")
        default:
            throw Failure(message: "cannot write '\(path)': not a regular file, a character device or a FIFO")
        }
    }

    /// `path` with symbolic links followed, also to a target that does not exist yet.
    private static func resolvedTarget(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<maxLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { throw failure(path, errno) }
            let folder = (current as NSString).deletingLastPathComponent
            current = link.hasPrefix("/") || folder.isEmpty ? link : folder + "/" + link
        }
        throw failure(path, ELOOP)
    }

    /// Writes `data` to a new temporary file beside `target` with `target`'s mode and owner (or
    /// a new file's mode), and renames it over `target`.
    private static func replace(_ target: String, with data: Data, mode existing: stat?, reported path: String) throws(Failure) {
        let temporary = try TemporaryFile(beside: target, reported: path)
        var renamed = false
        defer { if renamed { temporary.close() } else { temporary.remove() } }
        if let existing {
            fchmod(temporary.descriptor, existing.st_mode & 0o7777)
            _ = fchown(temporary.descriptor, existing.st_uid, existing.st_gid)  // EPERM unless root: keep ours
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(temporary.descriptor, 0o666 & ~mask)
        }
        try temporary.write(data, reported: path)
        guard rename(temporary.path, target) == 0 else { throw failure(path, errno) }
        renamed = true
    }

    /// Overwrites the regular file `target` where it is, once the bytes are known to fit.
    private static func rewriteInPlace(_ target: String, with data: Data, reported path: String) throws(Failure) {
        do {
            let trial = try TemporaryFile(beside: target, reported: path)
            defer { trial.remove() }
            try trial.write(data, reported: path)
        }
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, 0) == 0 else { throw failure(path, errno) }
        if let error = data.withUnsafeBytes({ StandardOutput.writeAll($0, to: descriptor) }) { throw failure(path, error) }
    }

    /// Writes `data` into a device or FIFO, without creating or truncating anything.
    private static func writeInto(_ target: String, _ data: Data, reported path: String) throws(Failure) {
        // Non-blocking, so that opening a FIFO nobody reads fails (ENXIO) instead of waiting.
        let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw Failure(message: "cannot write '\(path)': no process reads this FIFO") }
            throw failure(path, errno)
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if let error = data.withUnsafeBytes({ StandardOutput.writeAll($0, to: descriptor) }) { throw failure(path, error) }
    }

    fileprivate static func failure(_ path: String, _ error: Int32) -> Failure {
        Failure(message: "cannot write '\(path)': \(String(cString: strerror(error)))")
    }
}

/// A new file beside a target, made with `mkstemp` (never an existing file or link).
private struct TemporaryFile {
    let path: String
    let descriptor: Int32

    init(beside target: String, reported path: String) throws(AtomicFile.Failure) {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw AtomicFile.Failure(message: "cannot write '\(path)': cannot create a file in '\(folder.isEmpty ? "." : folder)': \(String(cString: strerror(errno)))")
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        self.path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Writes all of `data` and makes it durable.
    func write(_ data: Data, reported path: String) throws(AtomicFile.Failure) {
        if let error = data.withUnsafeBytes({ StandardOutput.writeAll($0, to: descriptor) }) { throw AtomicFile.failure(path, error) }
        guard fsync(descriptor) == 0 else { throw AtomicFile.failure(path, errno) }
    }

    func close() {
        Glibc.close(descriptor)
    }

    func remove() {
        close()
        unlink(path)
    }
}
