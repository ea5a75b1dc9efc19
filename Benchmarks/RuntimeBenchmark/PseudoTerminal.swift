import Foundation

/// A pseudo-terminal with this benchmark running as a live app on its other side
/// (``TerminalApp``): keys go in as a terminal sends them, frames come out as bytes, and the
/// app's threads can be watched for wake-ups.
final class PseudoTerminal {
    let master: Int32
    let child: Process
    /// Everything the app wrote, with the time each end of a frame arrived.
    private(set) var output: [UInt8] = []
    private(set) var frameEnds: [Double] = []
    private let clockStart = ContinuousClock.now
    /// The end of synchronized output (DEC 2026): every frame ends with it.
    private static let frameEnd = Array("\u{1B}[?2026l".utf8)

    /// Starts `executable --terminal-app resultPath` on a new terminal of `width` by `height`.
    init(executable: String, resultPath: String, width: Int, height: Int) throws {
        let pty = try PTYFunctions()
        master = pty.open(O_RDWR | O_NOCTTY)
        guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master) else {
            throw BenchmarkFailure("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        guard let terminal = FileHandle(forUpdatingAtPath: String(cString: name)) else {
            throw BenchmarkFailure("cannot open \(String(cString: name))")
        }
        child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["--terminal-app", resultPath]
        child.standardInput = terminal
        child.standardOutput = terminal
        child.standardError = terminal
        try child.run()
        try terminal.close()
    }

    /// Seconds since this terminal was made.
    var now: Double {
        let elapsed = ContinuousClock.now - clockStart
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what arrived within `timeout` seconds, noting when each frame ended; returns
    /// early once `frames` frames have ended in all.
    func read(untilFrames frames: Int = .max, timeout: Double) {
        let deadline = now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while frameEnds.count < frames {
            let left = deadline - now
            if left <= 0 { return }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(max(1, left * 1e3))) > 0 else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            let arrived = now
            for byte in buffer[0..<count] {
                output.append(byte)
                if output.count >= Self.frameEnd.count, byte == Self.frameEnd.last,
                   output[(output.count - Self.frameEnd.count)...].elementsEqual(Self.frameEnd) {
                    frameEnds.append(arrived)
                }
            }
        }
    }

    /// The context switches of every thread of the app so far: each time one slept and woke.
    var contextSwitches: Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.processIdentifier)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(child.processIdentifier)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total + status.split(separator: "\n").reduce(0) { sum, line in
                guard line.contains("ctxt_switches:") else { return sum }
                return sum + (Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0)
            }
        }
    }

    /// Quits the app (Ctrl-C) and waits for it.
    func quit() {
        send([0x03])
        read(timeout: 0.5)
        child.waitUntilExit()
        close(master)
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The C library's pseudo-terminal functions, which its Swift module leaves out (they need
/// `_XOPEN_SOURCE`): looked up by name.
private struct PTYFunctions {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        func function<F>(_ symbol: String, as type: F.Type) throws -> F {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) else {
                throw BenchmarkFailure("the C library has no \(symbol)")
            }
            return unsafeBitCast(address, to: type)
        }
        open = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
}
