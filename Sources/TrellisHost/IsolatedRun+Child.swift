import Foundation
import Glibc

extension IsolatedRun {
    /// Makes this process an isolated child, when ``run(_:executable:limits:environment:)``
    /// started it (otherwise does nothing): limits its address space (`RLIMIT_AS`) and its
    /// CPU time (to the time limit, in case the parent is gone), writes breadcrumbs of the
    /// plugin code it runs for the parent, and notes its memory use when it crashes.
    ///
    /// Call it first thing, before any plugin is loaded.
    /// - Returns: Whether this process is an isolated child.
    @discardableResult
    public static func enterChild() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[breadcrumbsVariable] else { return false }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        if let bytes = environment[memoryVariable].flatMap({ rlim_t($0) }) {
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        }
        if let seconds = environment[timeoutVariable].flatMap({ Double($0) }), seconds.isFinite, seconds > 0 {
            let cpu = rlim_t(seconds.rounded(.up)) + 1
            var limit = rlimit(rlim_cur: cpu, rlim_max: cpu + 1)
            setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
        }
        PluginBreadcrumbs.descriptor.store(descriptor, ordering: .relaxed)
        CrashNote.install(descriptor)
        return true
    }
}

/// The crash handler of an isolated child: copies `/proc/self/statm` (the address space in
/// use) beside the breadcrumb, for the parent to tell memory exhaustion from other crashes,
/// then lets the signal kill the process as it would have.
enum CrashNote {
    /// The bytes of `statm` kept.
    static let capacity = 128

    nonisolated(unsafe) private static var file: Int32 = -1
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// The stack the handler runs on, so that it runs after a stack overflow too.
    private static let stackSize = 1 << 16

    static func install(_ descriptor: Int32) {
        file = descriptor
        buffer.initialize(repeating: 0, count: capacity)
        var stack = stack_t(ss_sp: malloc(stackSize), ss_flags: 0, ss_size: stackSize)
        sigaltstack(&stack, nil)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in CrashNote.handle(signal) }
        action.sa_flags = SA_ONSTACK
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Async-signal-safe: system calls on memory allocated beforehand.
    private static func handle(_ signal: Int32) {
        let statm = open("/proc/self/statm", O_RDONLY)
        if statm >= 0 {
            let count = read(statm, buffer, capacity - 1)
            close(statm)
            if count > 0 { _ = pwrite(file, buffer, count, off_t(PluginBreadcrumbs.recordSize)) }
        }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}
