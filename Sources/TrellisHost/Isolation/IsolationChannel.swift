import Foundation
import Glibc

/// What an isolated child and its parent share: an unnamed file (created and unlinked at
/// once) that the child inherits as descriptor ``childDescriptor``.
///
/// The parent writes a header: a magic number, a random token, the memory limit and the time
/// limit. The child writes its breadcrumbs (``PluginBreadcrumbs``) and, when it crashes, its
/// memory use and `errno` (``CrashNote``) after it, for the parent to read when it died.
///
/// The environment carries only the token (``tokenVariable``). A process is a child only when
/// its descriptor 3 is a regular file whose header holds that token: a variable set by
/// accident or by an attacker names no file to write and sets no limit, and an ordinary
/// render ignores it. Limits read from the header are clamped again.
///
/// | offset | bytes | what |
/// |---|---|---|
/// | 0 | 8 | magic `TRLSISO1` |
/// | 8 | 16 | token |
/// | 24 | 8 | memory limit, bytes (Int64) |
/// | 32 | 8 | time limit, seconds (Double) |
/// | ``recordOffset`` | ``PluginBreadcrumbs/recordSize`` | the breadcrumb record |
/// | ``CrashNote/statmOffset`` | ``CrashNote/capacity`` | `/proc/self/statm` at a crash |
/// | ``CrashNote/errnoOffset`` | 4 | `errno` at a crash |
/// | ``CrashNote/limitOffset`` | 8 | the whole address-space limit set |
final class IsolationChannel {
    /// The variable holding the token, in hexadecimal.
    static let tokenVariable = "TRELLIS_ISOLATION_TOKEN"
    /// The descriptor the child has the channel as.
    static let childDescriptor: Int32 = 3
    /// Where the breadcrumb record starts, after the header.
    static let recordOffset = 64

    private static let magic = Array("TRLSISO1".utf8)
    private static let tokenSize = 16

    /// The parent's descriptor of the file.
    let descriptor: Int32
    /// The token, in hexadecimal, for ``tokenVariable``.
    let token: String

    /// A new channel carrying `limits` (clamped).
    init(limits: IsolatedRun.Limits) throws(IsolationFailure) {
        var template = Array((NSTemporaryDirectory() + "/trellis-isolation-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw IsolationFailure(cause: .notStarted("cannot create a temporary file: \(String(cString: strerror(errno)))"), activity: nil)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var token = [UInt8](repeating: 0, count: Self.tokenSize)
        var generator = SystemRandomNumberGenerator()
        for index in token.indices { token[index] = generator.next() }
        var header = [UInt8](repeating: 0, count: Self.recordOffset)
        header.replaceSubrange(0..<8, with: Self.magic)
        header.replaceSubrange(8..<24, with: token)
        let limits = limits.clamped
        withUnsafeBytes(of: Int64(limits.memoryBytes)) { header.replaceSubrange(24..<32, with: $0) }
        withUnsafeBytes(of: limits.timeout.bitPattern) { header.replaceSubrange(32..<40, with: $0) }
        guard header.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, $0.count, 0) }) == header.count else {
            let error = errno
            Glibc.close(descriptor)
            throw IsolationFailure(cause: .notStarted("cannot write a temporary file: \(String(cString: strerror(error)))"), activity: nil)
        }
        self.descriptor = descriptor
        self.token = Self.hex(token)
    }

    func close() {
        Glibc.close(descriptor)
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    // MARK: The parent's reading

    /// The plugin code the child noted last, if it was in plugin code.
    func activity() -> PluginActivity? {
        PluginActivity(record: text(at: Self.recordOffset, count: PluginBreadcrumbs.recordSize))
    }

    /// The child's address space when it crashed, from the `/proc/self/statm` its crash
    /// handler copied (its first field is the size in pages).
    func memoryAtCrash() -> Int? {
        let statm = text(at: CrashNote.statmOffset, count: CrashNote.capacity)
        guard let pages = statm.split(separator: " ").first.flatMap({ Int($0) }), pages < Int.max / 65536 else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// The crashing thread's `errno`, if the child noted one.
    func errnoAtCrash() -> Int32? {
        var value: Int32 = 0
        return pread(descriptor, &value, 4, off_t(CrashNote.errnoOffset)) == 4 ? value : nil
    }

    /// The child's whole address-space limit (what it had mapped when it started, plus the
    /// memory limit), if it noted it.
    func limit() -> Int? {
        var value: Int64 = 0
        return pread(descriptor, &value, 8, off_t(CrashNote.limitOffset)) == 8 && value > 0 ? Int(value) : nil
    }

    private func text(at offset: Int, count: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        let valid = bytes.prefix(max(0, read)).prefix { $0 != 0 }
        return String(decoding: valid, as: UTF8.self)
    }

    // MARK: The child's side

    /// The channel this process inherited, when it is an isolated child: descriptor
    /// ``childDescriptor`` is a regular file whose header holds the token of `environment`.
    /// - Returns: The descriptor (now close-on-exec, so that processes it starts do not
    ///   inherit it) and the limits, clamped; `nil` in any other process.
    static func inherited(environment: [String: String]) -> (descriptor: Int32, limits: IsolatedRun.Limits)? {
        guard let token = environment[tokenVariable], token.utf8.count == tokenSize * 2 else { return nil }
        let descriptor = childDescriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var header = [UInt8](repeating: 0, count: recordOffset)
        guard header.withUnsafeMutableBytes({ pread(descriptor, $0.baseAddress, $0.count, 0) }) == recordOffset,
              Array(header[0..<8]) == magic,
              hex(header[8..<24]) == token
        else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let memory = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 24, as: Int64.self) }
        let timeout = Double(bitPattern: header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 32, as: UInt64.self) })
        let limits = IsolatedRun.Limits(timeout: timeout, memoryBytes: Int(truncatingIfNeeded: memory)).clamped
        return (descriptor, limits)
    }
}
