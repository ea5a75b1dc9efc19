import Foundation
import Synchronization

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
/// - A descriptor path (`/dev/stdout`, `/dev/fd/3`, also through a link) is written to that
///   descriptor, whatever it is open on: a pipe, a socket, or a file the shell opened.
/// - A directory or a socket is an error.
/// - Like `cp` and `gcc`, it refuses to write over one of the command's inputs (the same
///   device and inode, whatever the name, link or hard link) and over a file it may not write
///   (a read-only file stays read-only; also for root, whose permission would override it).
/// - Interrupting signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) wait while a regular file is
///   written and renamed, so that Ctrl-C leaves the old file or the new one, and no temporary
///   file.
enum AtomicFile {
    struct Failure: Error {
        let message: String
    }

    /// The links followed before giving up, as the kernel's `ELOOP` limit.
    private static let maxLinks = 40

    /// Writes `data` to `path`, unless `path` is one of `inputs` (the files the output was
    /// made from).
    static func write(_ data: Data, to path: String, inputs: [String] = []) throws(Failure) {
        try refuseInputs(path, inputs: inputs)
        let target: String
        switch try resolvedTarget(of: path) {
        case .descriptor(let descriptor):
            if let error = data.withUnsafeBytes({ StandardOutput.writeAll($0, to: descriptor) }) { throw failure(path, error) }
            return
        case .path(let resolved):
            target = resolved
        }
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw failure(path, errno) }
            return try replace(target, with: data, mode: nil, reported: path)
        }
        if status.st_mode & S_IFMT == S_IFREG, !mayWrite(status) {
            throw Failure(message: "cannot write '\(path)': the file is read-only (\(String(cString: strerror(EACCES))))")
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

    /// Where the output goes: a file by path, or an open descriptor.
    private enum Target {
        case path(String)
        case descriptor(Int32)
    }

    /// `path` with symbolic links followed, also to a target that does not exist yet; a
    /// descriptor path, given or reached through a link, is its descriptor.
    private static func resolvedTarget(of path: String) throws(Failure) -> Target {
        var current = path
        for _ in 0..<maxLinks {
            if let descriptor = DescriptorPath.descriptor(of: current, writing: true) {
                guard fcntl(descriptor, F_GETFD) >= 0 else { throw failure(path, EBADF) }
                return .descriptor(descriptor)
            }
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return .path(current) }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { throw failure(path, errno) }
            let folder = (current as NSString).deletingLastPathComponent
            current = link.hasPrefix("/") || folder.isEmpty ? link : folder + "/" + link
        }
        throw failure(path, ELOOP)
    }

    /// Refuses `path` when it is the same file as one of `inputs`.
    static func refuseInputs(_ path: String, inputs: [String]) throws(Failure) {
        var output = stat()
        guard stat(path, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs {
            var status = stat()
            if stat(input, &status) == 0, status.st_dev == output.st_dev, status.st_ino == output.st_ino {
                let same = input == path ? "" : " (the same file as '\(input)')"
                throw Failure(message: "cannot write '\(path)': it is an input of this command\(same); choose another output file")
            }
        }
    }

    /// Whether the mode bits of a file let this process write it: the owner's bits when it
    /// owns the file, else its group's when it is in the group, else everyone's. (Root is
    /// held to the bits too: `-o` must not make a read-only file writable by replacing it.)
    private static func mayWrite(_ status: stat) -> Bool {
        if status.st_uid == geteuid() { return status.st_mode & S_IWUSR != 0 }
        var groups = [gid_t](repeating: 0, count: Int(max(0, getgroups(0, nil))))
        let count = getgroups(Int32(groups.count), &groups)
        if status.st_gid == getegid() || groups.prefix(Int(max(0, count))).contains(status.st_gid) {
            return status.st_mode & S_IWGRP != 0
        }
        return status.st_mode & S_IWOTH != 0
    }

    /// Writes `data` to a new temporary file beside `target` with `target`'s mode and owner (or
    /// a new file's mode), and renames it over `target`.
    private static func replace(_ target: String, with data: Data, mode existing: stat?, reported path: String) throws(Failure) {
        let signals = InterruptSignals.block()
        defer { signals.restore() }
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
        let signals = InterruptSignals.block()
        defer { signals.restore() }
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
        // `.name.XXXXXX`, unless that passes NAME_MAX (255 bytes) where the name itself does not.
        let stem = name.utf8.count > 240 ? "trellis-output" : name
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(stem).XXXXXX").utf8CString)
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

/// The signals that interrupt a command, held back while an output file is written and
/// renamed: one that arrives meanwhile is noted by a handler (process-wide, whichever thread
/// takes it) and raised again when they are restored, after the file is whole (or, on a
/// failure, after the temporary file is removed).
struct InterruptSignals {
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The signal that arrived meanwhile, or 0 (atomic: lock-free, so safe in a handler).
    private static let arrived = Atomic<Int32>(0)
    private var previous: [sigaction] = []

    /// Installs the noting handler for SIGINT, SIGTERM, SIGHUP and SIGQUIT.
    static func block() -> InterruptSignals {
        var held = InterruptSignals()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in InterruptSignals.arrived.store(signal, ordering: .relaxed) }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in signals {
            var old = sigaction()
            sigaction(signal, &action, &old)
            held.previous.append(old)
        }
        return held
    }

    /// Restores the handlers from before ``block()``, and raises a signal that arrived meanwhile.
    func restore() {
        for (signal, old) in zip(Self.signals, previous) {
            var old = old
            sigaction(signal, &old, nil)
        }
        let signal = Self.arrived.exchange(0, ordering: .relaxed)
        if signal != 0 { raise(signal) }
    }
}
