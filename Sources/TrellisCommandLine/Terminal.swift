#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TrellisScript

/// What the command line asks of the terminal it runs in.
enum Terminal {
    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width of the terminal standard output writes to, if it is one.
    static var outputWidth: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The height of the terminal standard output writes to, if it is one.
    static var outputHeight: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Standard input, up to `maxBytes + 1` bytes, for `stdin()`. When it is a terminal, says
    /// first on standard error that it waits for input, so that a forgotten pipe does not look
    /// like a hang.
    static func readInput(maxBytes: Int) throws(StandardInputError) -> Data {
        if isatty(STDIN_FILENO) == 1 { StandardError.write("trellis: reading data from standard input (end with Ctrl-D)\n") }
        return try ScriptDocument.readStandardInput(maxBytes: maxBytes)
    }
}
