import Foundation
import Glibc
import Synchronization

extension IsolatedRun {
    /// Makes this process an isolated child, when ``run(_:executable:limits:environment:)``
    /// started it (otherwise does nothing): limits the address space it may add to what it has
    /// mapped so far (`RLIMIT_AS`: the memory limit counts the render's memory, not the
    /// executable and its libraries) and its CPU time (to the time limit, in case the parent is
    /// gone), writes breadcrumbs of the plugin code it runs for the parent, and notes its memory
    /// use when it crashes. The limits and the breadcrumbs' file come from the descriptor the
    /// parent passed (`IsolationChannel`), never from a path or number in the environment.
    ///
    /// Call it first thing, before any plugin is loaded.
    /// - Returns: Whether this process is an isolated child.
    @discardableResult
    public static func enterChild() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment[IsolationChannel.tokenVariable] != nil else { return false }
        // Processes this one starts are not children of its parent.
        unsetenv(IsolationChannel.tokenVariable)
        guard let (descriptor, limits) = IsolationChannel.inherited(environment: environment) else { return false }
        let total = (CrashNote.addressSpace() ?? 0).addingReportingOverflow(limits.memoryBytes)
        let addressSpace = total.overflow ? Int.max : total.partialValue
        var memory = rlimit(rlim_cur: rlim_t(addressSpace), rlim_max: rlim_t(addressSpace))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &memory)
        CrashNote.noteLimit(addressSpace, in: descriptor)
        let cpu = rlim_t(limits.timeout.rounded(.up)) + 1
        var time = rlimit(rlim_cur: cpu, rlim_max: cpu + 1)
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &time)
        PluginBreadcrumbs.descriptor.store(descriptor, ordering: .relaxed)
        CrashNote.install(descriptor)
        return true
    }
}

/// The crash handler of an isolated child: copies `/proc/self/statm` (the address space in
/// use) and `errno` beside the breadcrumb, for the parent to tell memory exhaustion from other
/// crashes, then lets the signal kill the process as it would have. Whichever allocator found
/// memory exhausted (Swift's runtime traps, C code dereferences the null it got) left `errno`
/// at `ENOMEM`.
enum CrashNote {
    /// The bytes of `statm` kept.
    static let capacity = 128
    /// Where `statm` is kept, after the breadcrumb record.
    static let statmOffset = IsolationChannel.recordOffset + PluginBreadcrumbs.recordSize
    /// Where the crashing thread's `errno` is kept (4 bytes), after `statm`.
    static let errnoOffset = statmOffset + capacity
    /// Where the child's whole address-space limit is kept (8 bytes), after `errno`.
    static let limitOffset = errnoOffset + 8

    /// This process's address space now, in bytes.
    static func addressSpace() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// Notes the address-space limit set, for the parent to compare the use at a crash with.
    static func noteLimit(_ bytes: Int, in descriptor: Int32) {
        var value = Int64(bytes)
        _ = pwrite(descriptor, &value, 8, off_t(limitOffset))
    }

    /// The breadcrumb file the handler writes to (-1 before ``install(_:)``).
    private static let file = Atomic<Int32>(-1)
    private static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// The stack the handler runs on, so that it runs after a stack overflow too.
    private static let stackSize = 1 << 16

    static func install(_ descriptor: Int32) {
        file.store(descriptor, ordering: .relaxed)
        var stack = stack_t(ss_sp: malloc(stackSize), ss_flags: 0, ss_size: stackSize)
        sigaltstack(&stack, nil)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in CrashNote.handle(signal) }
        action.sa_flags = SA_ONSTACK
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Async-signal-safe: system calls, a lock-free atomic and a buffer on the handler's stack.
    private static func handle(_ signal: Int32) {
        let descriptor = file.load(ordering: .relaxed)
        var error = errno
        _ = pwrite(descriptor, &error, 4, off_t(errnoOffset))
        let statm = open("/proc/self/statm", O_RDONLY)
        if statm >= 0 {
            var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                         UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &buffer) { bytes in
                let count = read(statm, bytes.baseAddress, min(bytes.count, capacity) - 1)
                if count > 0 { _ = pwrite(descriptor, bytes.baseAddress, count, off_t(statmOffset)) }
            }
            close(statm)
        }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}
