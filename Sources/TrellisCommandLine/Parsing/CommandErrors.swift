/// A command's exit status, thrown to end it: `ExitCode(1)` after a reported failure,
/// ``success`` for a quiet end (a reader that closed the pipe).
struct ExitCode: Error, Equatable {
    let rawValue: Int32

    init(_ rawValue: Int32) { self.rawValue = rawValue }

    static let success = ExitCode(0)
    static let failure = ExitCode(1)
    /// Bad usage, as `sysexits.h`'s `EX_USAGE`.
    static let usage = ExitCode(64)
}

/// Arguments that parse but do not make sense (`--width 0`): reported, with the command's
/// usage, as a usage error (status 64).
struct ValidationError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}

/// A usage error of one command: the message, the help of the parameter it concerns, if any,
/// and the commands it was found in, whose usage follows it.
struct UsageError: Error {
    let message: String
    /// `--width <width>  The output width…`, for an error about one parameter's value.
    var parameterHelp: String?
    let path: [CommandInterface]

    /// The report: `Error:`, the parameter's help, the usage and where to read more.
    var report: String {
        let names = path.map(\.name).joined(separator: " ")
        return "Error: \(message)\n" + (parameterHelp.map { "Help:  \($0)\n" } ?? "")
            + "Usage: \(HelpText.usage(of: path))\n  See '\(names) --help' for more information."
    }
}
