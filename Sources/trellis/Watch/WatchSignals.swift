import Glibc
import Synchronization

/// The signals a watch answers, turned into bytes on a pipe that its loop polls with the
/// file watcher: a handler may do almost nothing, and writing a byte is safe.
enum WatchSignals {
    /// What arrived.
    enum Arrival {
        case resized
        case stopped
    }

    /// The pipe's write end, for the handlers (atomic: lock-free, so safe in a handler); -1
    /// until ``install()``.
    private static let writeEnd = Atomic<Int32>(-1)

    /// Installs handlers for SIGWINCH (a resize) and SIGINT, SIGTERM and SIGHUP (stop);
    /// returns the read end to poll.
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
        for handledSignal in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, handledSignal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        signal(SIGWINCH) { _ in var byte: UInt8 = 0x57; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // W
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            signal(stop) { _ in var byte: UInt8 = 0x53; _ = write(WatchSignals.writeEnd.load(ordering: .acquiring), &byte, 1) }  // S
        }
        return ends[0]
    }

    /// What arrived on `readEnd` since the last call, a stop before a resize.
    static func drain(_ readEnd: Int32) -> Arrival? {
        var bytes = [UInt8](repeating: 0, count: 64)
        var arrived: Arrival?
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return arrived }
            if bytes.prefix(count).contains(0x53) { return .stopped }
            arrived = .resized
        }
    }
}
