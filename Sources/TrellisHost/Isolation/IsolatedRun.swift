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

        /// The longest time limit: a day.
        public static let timeoutRange = 0.001...86_400.0
        /// The memory limits accepted: 64 MiB to 1 TiB.
        public static let memoryRange = (64 << 20)...(1 << 40)

        /// These limits within ``timeoutRange`` and ``memoryRange`` (not-a-number as the
        /// standard time limit).
        public var clamped: Limits {
            let timeout = timeout.isNaN ? Self.standard.timeout : min(max(timeout, Self.timeoutRange.lowerBound), Self.timeoutRange.upperBound)
            return Limits(timeout: timeout, memoryBytes: min(max(memoryBytes, Self.memoryRange.lowerBound), Self.memoryRange.upperBound))
        }

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

    /// Runs `executable` (this process's own by default) with `arguments` in a child process
    /// within `limits`, and waits for it.
    ///
    /// The child learns that it is one, its limits and where to write breadcrumbs through
    /// `IsolationChannel`, a descriptor it inherits: nothing in its environment names a file
    /// or sets a limit.
    ///
    /// - Returns: The exit status and standard output of a child that exited.
    /// - Throws: ``IsolationFailure`` when the child was killed by a signal, ran past the time
    ///   limit (it is then killed) or exhausted its memory, naming the plugin code it was
    ///   running; or when it could not be started.
    public static func run(
        _ arguments: [String], executable: String = "/proc/self/exe", limits: Limits,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(IsolationFailure) -> Result {
        let limits = limits.clamped
        let breadcrumbs = try IsolationChannel(limits: limits)
        defer { breadcrumbs.close() }
        var environment = environment
        environment[IsolationChannel.tokenVariable] = breadcrumbs.token
        // The runtime's backtracer would spend seconds on a crash the parent reports anyway.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: environment, inherited: breadcrumbs.descriptor)
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

