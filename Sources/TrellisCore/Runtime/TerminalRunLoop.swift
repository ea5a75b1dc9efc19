import Foundation
import Synchronization

/// Runs a live runtime on the process's terminal: raw mode, the runtime's modes on, the first
/// frame, then a loop that sleeps in `poll` on standard input, a self-pipe and the main
/// dispatch queue until input, a signal, a state change or main-actor work (a view's `task`)
/// arrives; each wake-up handles what arrived and writes a frame only when the state changed.
/// Idle, it makes no system call and writes nothing.
package enum TerminalRunLoop {
    /// The self-pipe's write end, for signal handlers (atomic: safe in a handler); -1 until set.
    private static let wakeEnd = Atomic<Int32>(-1)

    /// Runs `app`'s window as ``run(placement:root:)`` runs a root view.
    @MainActor package static func run<A: App>(placement: TerminalFrame.Placement, app: A) -> Int32 {
        run(placement: placement) { app.rootView(in: $0) }
    }

    /// Runs `root` until Ctrl-C, SIGINT, SIGTERM or SIGHUP; returns the exit status. When
    /// standard input or output is not a terminal, renders `root` once to standard output.
    @MainActor package static func run(placement: TerminalFrame.Placement, root: @escaping @MainActor (EnvironmentValues) -> AnyView) -> Int32 {
        guard let size = TerminalAttachment.interactiveSize else {
            let text = ViewRenderer(width: TerminalMode.size(of: STDOUT_FILENO)?.width ?? 80).render(root(EnvironmentValues()), format: .plain)
            writeAll(text)
            return 0
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            writeError("trellis: cannot make the runtime's wake-up pipe: \(String(cString: strerror(errno)))\n")
            return 1
        }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wakeEnd.store(ends[1], ordering: .releasing)
        signal(SIGWINCH) { _ in var byte: UInt8 = 0x57; _ = write(TerminalRunLoop.wakeEnd.load(ordering: .acquiring), &byte, 1) }
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            signal(stop) { _ in var byte: UInt8 = 0x53; _ = write(TerminalRunLoop.wakeEnd.load(ordering: .acquiring), &byte, 1) }
        }
        guard TerminalMode.enterRaw(STDIN_FILENO, alternateScreen: placement == .fullscreen) else {
            writeError("trellis: cannot put the terminal in raw mode: \(String(cString: strerror(errno)))\n")
            return 1
        }
        defer { TerminalMode.restore() }
        let session = LiveSession(
            width: size.width, height: size.height, placement: placement, signal: LiveSignal(wakeDescriptor: ends[1]),
            root: root)
        writeAll(TerminalMode.enterSequence(alternateScreen: placement == .fullscreen) + session.nextFrame())
        var parser = InputParser()
        let mainQueue = MainQueueDrain()
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)]
        if let mainQueue {
            descriptors.append(pollfd(fd: mainQueue.descriptor, events: Int16(POLLIN), revents: 0))
            mainQueue.drain()  // work queued before the descriptor existed
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !session.quitRequested {
            // Wait without end, unless a lone Escape waits to be told from a sequence's start.
            let ready = poll(&descriptors, nfds_t(descriptors.count), parser.hasPending ? 30 : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                for event in parser.flush() { session.handle(event) }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count <= 0 { break }  // the terminal went away
                for event in parser.parse(buffer[0..<count]) { session.handle(event) }
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                var stop = false
                while true {
                    let count = read(ends[0], &buffer, buffer.count)
                    if count <= 0 { break }
                    for byte in buffer[0..<count] {
                        if byte == 0x53 { stop = true }
                        if byte == 0x57, let size = TerminalMode.size(of: STDOUT_FILENO) {
                            session.resize(width: size.width, height: size.height)
                        }
                    }
                }
                if stop { break }
            }
            if let mainQueue, descriptors[2].revents & Int16(POLLIN) != 0 {
                mainQueue.drain()
            }
            writeAll(session.nextFrame())
        }
        writeAll(session.finish())
        return 0
    }

    /// Writes all of `text` to standard output, across partial writes and interruptions.
    private static func writeAll(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    private static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
