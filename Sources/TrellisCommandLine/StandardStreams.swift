import Foundation
import Trellis

/// Standard output and standard error as a careful Unix tool writes them: with `write(2)` (no
/// Foundation write that traps on an error), a write error on standard output reported once
/// with exit status 1, and a closed pipe (`trellis render … | head`) ending the command quietly
/// with status 0. `SIGPIPE` is ignored (``ignoreBrokenPipeSignal()``) so that a closed pipe is
/// an `EPIPE` to handle, not a death by signal.
///
/// The only writes to the terminal: text (reports, messages) goes through
/// `TerminalSafety.visibleLines`; only a render's own output, whose cells are safe by
/// construction, is written as bytes. A test greps the sources for writes around them.
enum StandardOutput {
    /// Makes a write to a closed pipe fail with `EPIPE` instead of killing the process.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `data` to standard output, all of it.
    /// - Throws: `ExitCode.success` when the reader closed the pipe, `ExitCode(1)` after
    ///   reporting any other write error.
    static func write(_ data: Data) throws(ExitCode) {
        let failure = data.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
        if let failure { throw exitCode(for: failure) }
    }

    /// Writes a report: `text` with every control and invisible character made visible
    /// (line feeds and tabs kept).
    static func write(text: String) throws(ExitCode) {
        try write(Data(TerminalSafety.visibleLines(text).utf8))
    }

    /// Flushes what `print` buffered and reports its write error, as ``write(_:)`` does.
    static func flush() throws(ExitCode) {
        errno = 0
        guard fflush(nil) != 0 else { return }
        throw exitCode(for: errno == 0 ? EIO : errno)
    }

    private static func exitCode(for error: Int32) -> ExitCode {
        if error == EPIPE { return .success }
        StandardError.write("trellis: error: cannot write to standard output: \(String(cString: strerror(error)))\n")
        return ExitCode(1)
    }

    /// Writes `bytes` to `descriptor`, retrying interrupted and partial writes and waiting while
    /// a non-blocking descriptor is full; `nil` on success, else the `errno` that stopped it.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&wait, 1, -1)
            default: return errno
            }
        }
        return nil
    }
}

/// Standard error, unbuffered; a write that fails is dropped (there is nowhere left to report it).
/// Control and invisible characters are made visible (line feeds and tabs kept).
enum StandardError {
    static func write(_ text: String) {
        var text = TerminalSafety.visibleLines(text)
        _ = text.withUTF8 { StandardOutput.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}
