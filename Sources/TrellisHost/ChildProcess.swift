import Foundation
import Glibc

/// A process started with `posix_spawn` (fork and exec in one, safe in a threaded process),
/// its standard output collected through a pipe.
final class ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Still running at the deadline: it was killed.
        case timedOut
    }

    let pid: pid_t
    private let outputPipe: Int32
    /// What the child wrote to standard output so far.
    private(set) var output = Data()

    init(executable: String, arguments: [String], environment: [String: String]) throws(IsolationFailure) {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw Self.failure("pipe", errno) }
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
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
        close(pipe[1])
        guard status == 0 else {
            close(pipe[0])
            throw Self.failure(executable, status)
        }
        self.pid = pid
        self.outputPipe = pipe[0]
    }

    deinit {
        close(outputPipe)
    }

    /// Collects the child's output until it ends, killing it (`SIGKILL`) if it runs longer
    /// than `timeout` seconds.
    func wait(timeout: Double) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        var outputOpen = true
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
            if outputOpen {
                var poller = pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)
                if poll(&poller, 1, slice) > 0 { outputOpen = readOutput() }
            } else {
                usleep(UInt32(slice) * 1000)
            }
        }
    }

    /// Reads what is in the pipe now; `false` at its end.
    private func readOutput() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(outputPipe, $0.baseAddress, $0.count) }
        if count > 0 { output.append(contentsOf: buffer[0..<count]) }
        return count > 0 || count < 0 && (errno == EINTR || errno == EAGAIN)
    }

    /// Reads what is left in the pipe of an ended child, without waiting for processes that
    /// inherited it.
    private func drainOutput() {
        var poller = pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, readOutput() {}
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
