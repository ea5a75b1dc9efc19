import Glibc

/// What the host checks in a plugin file before `dlopen` maps it: `dlopen` maps a truncated or
/// foreign file without complaint, and the first access beyond its end kills the process with
/// SIGBUS. So the file must be a regular file holding a 64-bit ELF shared object for this
/// machine, whose program header table and every loadable segment lie inside the file.
enum SharedObjectFile {
    /// `e_machine` of the machine this host runs on; `nil` on an architecture this table lacks
    /// (the other checks still apply).
    static let hostMachine: UInt16? = {
        #if arch(x86_64)
        62  // EM_X86_64
        #elseif arch(arm64)
        183  // EM_AARCH64
        #elseif arch(riscv64)
        243  // EM_RISCV
        #elseif arch(powerpc64le)
        21  // EM_PPC64
        #elseif arch(s390x)
        22  // EM_S390
        #else
        nil
        #endif
    }()

    /// `EI_DATA` of this host: 1 little-endian, 2 big-endian. Header fields are read in the
    /// host's byte order once the file's is known to match.
    private static let hostEncoding: UInt8 = 1.littleEndian == 1 ? 1 : 2

    /// The size of an ELF64 file header and of one ELF64 program header.
    private static let headerSize = 64, programHeaderSize = 56

    /// Why the file at `path` (symbolic links followed) cannot be loaded safely, or `nil` when
    /// it can.
    static func problem(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot read it: \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "not a regular file" }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return "cannot read it: \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "not a regular file" }
        return problem(in: descriptor, size: UInt64(info.st_size))
    }

    private static func problem(in descriptor: Int32, size: UInt64) -> String? {
        guard size > 0 else { return "the file is empty" }
        guard let header = read(descriptor, at: 0, count: headerSize), header.starts(with: [0x7F, 0x45, 0x4C, 0x46]) else {
            return "not an ELF file (no ELF magic number)"
        }
        guard header[4] == 2 else { return "a \(header[4] == 1 ? "32-bit" : "unknown-class") ELF file; this host loads 64-bit ones" }
        guard header[5] == hostEncoding else { return "an ELF file of the other byte order than this host's" }
        let type = integer(header, at: 16, as: UInt16.self)
        guard type == 3 else { return "an ELF file of type \(type), not a shared object (ET_DYN)" }
        let machine = integer(header, at: 18, as: UInt16.self)
        if let hostMachine, machine != hostMachine {
            return "built for ELF machine \(machine); this host is machine \(hostMachine)"
        }
        let tableOffset = integer(header, at: 32, as: UInt64.self)
        let entrySize = integer(header, at: 54, as: UInt16.self), count = integer(header, at: 56, as: UInt16.self)
        guard Int(entrySize) == programHeaderSize, count > 0, count < 0xFFFF else {
            return "malformed header: \(count) program headers of \(entrySize) bytes"
        }
        let tableSize = UInt64(count) * UInt64(entrySize)
        guard tableOffset <= size, tableSize <= size - tableOffset,
              let table = read(descriptor, at: tableOffset, count: Int(tableSize)) else {
            return "truncated: the program header table ends past the end of the file (\(size) bytes)"
        }
        for index in 0..<Int(count) {
            let entry = index * programHeaderSize
            guard integer(table, at: entry, as: UInt32.self) == 1 else { continue }  // PT_LOAD
            let offset = integer(table, at: entry + 8, as: UInt64.self), length = integer(table, at: entry + 32, as: UInt64.self)
            guard offset <= size, length <= size - offset else {
                return "truncated: segment \(index) ends at byte \(offset.addingReportingOverflow(length).partialValue), the file has \(size) bytes"
            }
        }
        return nil
    }

    /// `count` bytes at `offset` of the file, or `nil` when fewer could be read.
    private static func read(_ descriptor: Int32, at offset: UInt64, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset) + off_t(done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    /// The integer at `offset` of `bytes`, in the host's byte order.
    private static func integer<T: FixedWidthInteger>(_ bytes: [UInt8], at offset: Int, as type: T.Type) -> T {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
}
