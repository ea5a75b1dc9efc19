import Foundation
import Glibc

/// Runs work that calls plugins in a child process, so that a plugin that crashes, hangs or
/// exhausts memory ends that process and not the host.
///
/// A closure cannot run in a child process: forking a Swift process that has threads and not
/// exec'ing is unsafe. So the child is an executable started anew, usually the host's own
/// (the default), with arguments that make it do the work and write its result to standard
/// output. That executable calls ``enterChild()`` first: it applies the limits and notes
/// which plugin code runs, so that the parent can name the plugin and container when the
/// child dies.
///
/// ```swift
/// // In main, before anything else:
/// IsolatedRun.enterChild()
/// // Where the host renders untrusted documents:
/// do {
///     let result = try IsolatedRun.run(["render-untrusted", path], limits: .standard)
///     if result.status == 0 { show(result.output) }
/// } catch {
///     print(error)  // plugin 'Faulty', 'Boom': crashed with SIGSEGV (segmentation fault) while laying out …
/// }
/// ```
///
/// The child shares the parent's standard input and its process group (so an interrupt from
/// the terminal stops both). Its standard error is collected: returned when it exits (its
/// diagnostics), dropped when it is stopped, whose ``IsolationFailure`` says what happened
/// (what the runtime printed as it died is no message for the user).
public enum IsolatedRun {
    /// What the child may use.
    public struct Limits: Hashable, Sendable {
        /// Seconds of wall-clock time before the child is killed.
        public var timeout: Double
        /// Bytes of address space (`RLIMIT_AS`) the child may map beyond what it has mapped
        /// when it calls ``IsolatedRun/enterChild()`` (its executable and libraries); memory
        /// reserved but not used counts.
        public var memoryBytes: Int

        /// 10 seconds and 4 GiB.
        public static let standard = Limits(timeout: 10, memoryBytes: 4 << 30)

        public init(timeout: Double, memoryBytes: Int) {
            self.timeout = timeout
            self.memoryBytes = memoryBytes
        }
    }

    /// A child that finished on its own: its exit status and what it wrote to standard output
    /// and (up to 1 MiB) standard error.
    public struct Result: Hashable, Sendable {
        public let status: Int32
        public let output: Data
        public let errorOutput: Data
    }

    /// Where the child finds its breadcrumb file, and its memory limit.
    static let breadcrumbsVariable = "TRELLIS_ISOLATION_BREADCRUMBS"
    static let memoryVariable = "TRELLIS_ISOLATION_MEMORY"
    static let timeoutVariable = "TRELLIS_ISOLATION_TIMEOUT"

    /// Runs `executable` (this process's own by default) with `arguments` in a child process
    /// within `limits`, and waits for it.
    ///
    /// - Returns: The exit status and standard output of a child that exited.
    /// - Throws: ``IsolationFailure`` when the child was killed by a signal, ran past the time
    ///   limit (it is then killed) or exhausted its memory, naming the plugin code it was
    ///   running; or when it could not be started.
    public static func run(
        _ arguments: [String], executable: String = "/proc/self/exe", limits: Limits,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(IsolationFailure) -> Result {
        let breadcrumbs = try BreadcrumbFile()
        defer { breadcrumbs.remove() }
        var environment = environment
        environment[breadcrumbsVariable] = breadcrumbs.path
        environment[memoryVariable] = String(limits.memoryBytes)
        environment[timeoutVariable] = String(limits.timeout)
        // The runtime's backtracer would spend seconds on a crash the parent reports anyway.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        let ending = child.wait(timeout: limits.timeout)
        switch ending {
        case .exited(let status):
            return Result(status: status, output: child.output, errorOutput: child.errorOutput)
        case .signaled(let signal):
            let memory = breadcrumbs.memoryAtCrash(), limit = breadcrumbs.limit() ?? limits.memoryBytes
            let exhausted = breadcrumbs.errnoAtCrash() == ENOMEM || memory.map { $0 >= limit / 4 * 3 } ?? false
            throw IsolationFailure(cause: exhausted ? .memory(limits.memoryBytes) : .signal(signal), activity: breadcrumbs.activity())
        case .timedOut:
            throw IsolationFailure(cause: .timeout(limits.timeout), activity: breadcrumbs.activity())
        }
    }
}

/// The temporary file a child writes its breadcrumbs to.
private struct BreadcrumbFile {
    let path: String
    private let descriptor: Int32

    init() throws(IsolationFailure) {
        var template = Array((NSTemporaryDirectory() + "/trellis-breadcrumbs-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw IsolationFailure(cause: .notStarted("cannot create a temporary file: \(String(cString: strerror(errno)))"), activity: nil)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The plugin code the child noted last, if it was in plugin code.
    func activity() -> PluginActivity? {
        PluginActivity(record: text(at: 0, count: PluginBreadcrumbs.recordSize))
    }

    /// The child's address space when it crashed, from the `/proc/self/statm` its crash
    /// handler copied (its first field is the size in pages).
    func memoryAtCrash() -> Int? {
        let statm = text(at: PluginBreadcrumbs.recordSize, count: CrashNote.capacity)
        guard let pages = statm.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
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

    func remove() {
        unlink(path)
        close(descriptor)
    }
}
