import Glibc

/// A path that names one of this process's open descriptors: `/dev/stdin`, `/dev/stdout`,
/// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`, and `-`: standard input where a file is
/// read, standard output where one is written.
///
/// As `sort` and `jq` do, such a path means the descriptor itself, whatever it is open on: a
/// pipe or a socket (which the links behind these names do not lead to as a file) or a file
/// the shell opened (which must be written where the shell left it, not replaced).
enum DescriptorPath {
    /// The descriptor `path` names, or `nil` for any other path; `writing` says which of the
    /// standard streams `-` is.
    static func descriptor(of path: String, writing: Bool = false) -> Int32? {
        switch path {
        case "-": return writing ? STDOUT_FILENO : STDIN_FILENO
        case "/dev/stdin": return STDIN_FILENO
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let number = path.dropFirst(prefix.count)
                guard number.count <= 9, let value = Int32(number), value >= 0 else { return nil }
                return value
            }
            return nil
        }
    }

    /// What a document read from descriptor `descriptor` is called in diagnostics; its
    /// `load(…)` files are then looked for in the current folder.
    static func documentName(of descriptor: Int32) -> String {
        descriptor == STDIN_FILENO ? "<stdin>" : "<fd \(descriptor)>"
    }

    /// Up to `maxBytes + 1` bytes read from `descriptor` to its end.
    /// - Throws: The `errno` of a failed read.
    static func read(_ descriptor: Int32, maxBytes: Int) throws(Errno) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maxBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, maxBytes + 1 - bytes.count)) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&wait, 1, -1)
                    continue
                }
                throw Errno(errno)
            }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes
    }

    /// A system call's `errno`, as an error.
    struct Errno: Error {
        let code: Int32

        init(_ code: Int32) {
            self.code = code
        }

        var message: String { String(cString: strerror(code)) }
    }
}
