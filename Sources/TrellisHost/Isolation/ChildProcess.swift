import Foundation
import Glibc

/// A process started with `posix_spawn` (fork and exec in one, safe in a threaded process),
/// its standard output and standard error collected through pipes, and optionally one more
/// descriptor of the parent's passed as the child's descriptor 3 (`IsolationChannel`).
final class ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Still running at the deadline: it was killed.
        case timedOut
    }

    /// The most of its standard error kept: a child's diagnostics, not a flood.
    static let maxErrorOutput = 1 << 20

    let pid: pid_t
    private var streams: [Stream]

    /// What the child wrote to standard output so far.
    var output: Data { streams[0].data }
    /// What the child wrote to standard error so far (at most ``maxErrorOutput`` bytes).
    var errorOutput: Data { streams[1].data }

    /// One of the child's output streams: the read end of its pipe and what came through.
    private struct Stream {
        let descriptor: Int32
        let limit: Int
        var data = Data()
        var isOpen = true

        /// Reads what is in the pipe now, keeping up to `limit` bytes; closes at its end.
        mutating func read() {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { data.append(contentsOf: buffer[0..<min(count, max(0, limit - data.count))]) }
            isOpen = count > 0 || count < 0 && (errno == EINTR || errno == EAGAIN)
        }
    }

    init(executable: String, arguments: [String], environment: [String: String], inherited: Int32? = nil) throws(IsolationFailure) {
        var pipes: [[Int32]] = []
        for _ in 0..<2 {
            var pipe: [Int32] = [-1, -1]
            guard Glibc.pipe(&pipe) == 0 else {
                pipes.joined().forEach { close($0) }
                throw Self.failure("pipe", errno)
            }
            for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append(pipe)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0][1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], STDERR_FILENO)
        // dup2 onto itself would keep close-on-exec: pass a copy above the target instead.
        let passed = inherited.map { $0 == IsolationChannel.childDescriptor ? fcntl($0, F_DUPFD_CLOEXEC, 10) : $0 }
        defer { if let passed, passed != inherited { close(passed) } }
        if let passed { posix_spawn_file_actions_adddup2(&actions, passed, IsolationChannel.childDescriptor) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Signals as a new process has them, whatever this one blocks or ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        pipes.forEach { close($0[1]) }
        guard status == 0 else {
            pipes.forEach { close($0[0]) }
            throw Self.failure(executable, status)
        }
        self.pid = pid
        streams = [Stream(descriptor: pipes[0][0], limit: .max), Stream(descriptor: pipes[1][0], limit: Self.maxErrorOutput)]
    }

    deinit {
        streams.forEach { close($0.descriptor) }
    }

    /// Collects the child's output until it ends, killing it (`SIGKILL`) if it runs longer
    /// than `timeout` seconds.
    func wait(timeout: Double) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let ending = reap(options: WNOHANG) {
                drainOutput()
                return ending
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                kill(pid, SIGKILL)
                _ = reap(options: 0)
                return .timedOut
            }
            // Wait for output, or a moment when there is none to wait for, then check again.
            let slice = Int32(min(remaining, 0.05) * 1000) + 1
            if !poll(waiting: slice) { usleep(UInt32(slice) * 1000) }
        }
    }

    /// Waits up to `milliseconds` for output on the open streams and reads it; `false` when no
    /// stream is open.
    private func poll(waiting milliseconds: Int32) -> Bool {
        let open = streams.indices.filter { streams[$0].isOpen }
        guard !open.isEmpty else { return false }
        var pollers = open.map { pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0) }
        if Glibc.poll(&pollers, nfds_t(pollers.count), milliseconds) > 0 {
            for (index, poller) in zip(open, pollers) where poller.revents != 0 { streams[index].read() }
        }
        return true
    }

    /// Reads what is left in the pipes of an ended child, without waiting for processes that
    /// inherited them.
    private func drainOutput() {
        for index in streams.indices {
            var poller = pollfd(fd: streams[index].descriptor, events: Int16(POLLIN), revents: 0)
            while streams[index].isOpen, Glibc.poll(&poller, 1, 0) > 0 { streams[index].read() }
        }
    }

    private func reap(options: Int32) -> Ending? {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, options) } while result < 0 && errno == EINTR
        guard result == pid else { return nil }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    private static func failure(_ what: String, _ code: Int32) -> IsolationFailure {
        IsolationFailure(cause: .notStarted("\(what): \(String(cString: strerror(code)))"), activity: nil)
    }
}
