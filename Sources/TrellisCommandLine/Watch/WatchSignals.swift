import Glibc
import Synchronization

/// The signals a watch answers, turned into bytes on a pipe that its loop polls with the
/// file watcher: a handler may do almost nothing, and writing a byte is safe.
enum WatchSignals {
    /// What arrived.
    enum Arrival {
        case resized
        case stopped
        /// Ctrl-Z (SIGTSTP): give the terminal back, then stop.
        case suspended
        /// Continued (SIGCONT) after a stop that was not ours to prepare for: redraw.
        case continued
    }

    /// The pipe's write end, for the handlers (atomic: lock-free, so safe in a handler); -1
    /// until ``install()``.
    private static let writeEnd = Atomic<Int32>(-1)

    /// Installs handlers for SIGWINCH (a resize), SIGINT, SIGTERM and SIGHUP (stop), SIGTSTP
    /// (suspend) and SIGCONT (continued); returns the read end to poll.
    static func install() -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        writeEnd.store(ends[1], ordering: .releasing)
        // A parent may have started us with them blocked (the mask is inherited): unblock.
        var handled = sigset_t()
        sigemptyset(&handled)
        for handledSignal in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] { sigaddset(&handled, handledSignal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        signal(SIGWINCH) { _ in var byte: UInt8 = 0x57; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // W
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            signal(stop) { _ in var byte: UInt8 = 0x53; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // S
        }
        handleSuspend()
        signal(SIGCONT) { _ in var byte: UInt8 = 0x43; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // C
        return ends[0]
    }

    /// Installs the SIGTSTP handler (again, after a stop).
    private static func handleSuspend() {
        signal(SIGTSTP) { _ in var byte: UInt8 = 0x5A; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // Z
    }

    /// Stops this process as Ctrl-Z would have (the default action of SIGTSTP), once the
    /// terminal was given back; returns when it is continued, with the handler installed again.
    static func suspend() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        handleSuspend()
    }

    /// What arrived on `readEnd` since the last call: a stop before a suspension before a
    /// continuation before a resize.
    static func drain(_ readEnd: Int32) -> Arrival? {
        var bytes = [UInt8](repeating: 0, count: 64)
        var arrived: [UInt8] = []
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            arrived += bytes.prefix(count)
        }
        if arrived.contains(0x53) { return .stopped }
        if arrived.contains(0x5A) { return .suspended }
        if arrived.contains(0x43) { return .continued }
        return arrived.isEmpty ? nil : .resized
    }
}
