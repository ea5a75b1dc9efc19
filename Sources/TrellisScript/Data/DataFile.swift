import Glibc

/// Reads a file a document asks for, without ever blocking and only inside the folders it may
/// read.
///
/// Documents may come from anywhere, so `load("…")` must not read `~/.ssh` or `/etc/passwd`
/// and render it, and must not hang on a FIFO or stream `/dev/zero`. A path is resolved first
/// (symbolic links and `..` included) and must then lie inside one of the allowed folders
/// (themselves resolved); the file is opened without blocking and must be a regular file.
enum DataFile {
    /// Why a file cannot be read, worded to follow "cannot load 'PATH': ".
    struct Failure: Error {
        let reason: String
    }

    /// The bytes of the regular file at `path`, at most `maxBytes + 1` of them (so that callers
    /// can tell a file is too large without reading it all).
    /// - Parameters:
    ///   - folders: The folders `path` must resolve into, and how to name them in an error
    ///     ("the document's folder"); nil reads any path.
    static func read(_ path: String, inside folders: (paths: [String], name: String)? = nil, maxBytes: Int) throws(Failure) -> [UInt8] {
        try open(path, inside: folders).read(maxBytes: maxBytes)
    }

    /// Which file a path led to, and in which version: equal identities are the same bytes.
    struct Identity: Hashable {
        let device: UInt
        let inode: UInt
        let size: Int
        let modified: Int
        let modifiedNanoseconds: Int
    }

    /// A regular file opened for reading; closed when released.
    final class Opened {
        /// The path with links and `..` resolved.
        let path: String
        let identity: Identity
        private let descriptor: Int32

        fileprivate init(path: String, descriptor: Int32, identity: Identity) {
            self.path = path
            self.descriptor = descriptor
            self.identity = identity
        }

        deinit { close(descriptor) }

        /// The file's bytes, at most `maxBytes + 1` of them.
        func read(maxBytes: Int) throws(Failure) -> [UInt8] {
            try DataFile.readAll(descriptor, sizeHint: identity.size, maxBytes: maxBytes)
        }
    }

    /// Opens the regular file at `path`, without blocking, when it lies inside `folders`.
    static func open(_ path: String, inside folders: (paths: [String], name: String)? = nil) throws(Failure) -> Opened {
        guard let resolved = realpath(path, nil) else { throw Failure(reason: describe(errno)) }
        let target = String(cString: resolved)
        free(resolved)
        if let folders, !folders.paths.compactMap(resolve).contains(where: { contains($0, target) }) {
            let resolvesElsewhere = target != absolute(path) ? " (it leads to \(target))" : ""
            throw Failure(reason: "outside \(folders.name)\(resolvesElsewhere); pass --allow-read \(parent(of: target)) to allow it")
        }
        let descriptor = Glibc.open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw Failure(reason: describe(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(reason: describe(code))
        }
        if let kind = kind(status.st_mode) {
            close(descriptor)
            throw Failure(reason: "it is \(kind), not a regular file")
        }
        return Opened(path: target, descriptor: descriptor, identity: Identity(
            device: UInt(status.st_dev), inode: UInt(status.st_ino), size: Int(status.st_size),
            modified: Int(status.st_mtim.tv_sec), modifiedNanoseconds: Int(status.st_mtim.tv_nsec)))
    }

    /// Standard input, at most `maxBytes + 1` bytes of it: a pipe, a terminal or a file, read
    /// to its end; standard input closed, or a folder, is an error as a file would be.
    static func readStandardInput(maxBytes: Int) throws(Failure) -> [UInt8] {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            throw Failure(reason: errno == EBADF ? "standard input is closed" : describe(errno))
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw Failure(reason: "standard input is a folder, not data") }
        return try readAll(STDIN_FILENO, sizeHint: status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0, maxBytes: maxBytes)
    }

    /// Reads `descriptor` to its end or to `maxBytes + 1` bytes.
    fileprivate static func readAll(_ descriptor: Int32, sizeHint: Int, maxBytes: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), maxBytes) + 1)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while bytes.count <= maxBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min(chunk, maxBytes + 1 - bytes.count)) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {  // a pipe left non-blocking by whoever started us: wait for it
                    var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&wait, 1, -1)
                    continue
                }
                throw Failure(reason: describe(errno))
            }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes
    }

    /// What a file that is not a regular file is, or nil for a regular file.
    private static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a plain file"
        }
    }

    /// Whether `path` is `folder` or inside it.
    private static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The real path of `path`, or nil when it does not exist.
    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against the current folder, with `.` and `..` taken away but links
    /// left as they are: what `path` names before links lead elsewhere.
    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (resolve(".") ?? "") + "/" + path
        var components: [Substring] = []
        for component in full.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder that holds `path`.
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code))
        }
    }
}
