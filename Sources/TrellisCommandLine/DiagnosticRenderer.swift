import Foundation
import Trellis
import TrellisPorting
import TrellisScript
import TrellisScriptHost

/// The one place the command line writes problems: document diagnostics as swiftc does, and
/// its own failures as `trellis: error: …`, porting reports. Each maps to exit status 1.
enum DiagnosticRenderer {
    /// Writes every diagnostic of `error` to standard error and returns the exit code.
    static func report(_ error: ScriptError, source: String?) -> ExitCode {
        let formatter = DiagnosticFormatter(source: source ?? "")
        StandardError.write(formatter.format(error))
        return ExitCode(1)
    }

    /// Writes a failure of the command itself (an output file that cannot be written, a
    /// plugin that failed), control characters made visible: it may quote file names and
    /// plugins.
    static func report(_ message: String) -> ExitCode {
        StandardError.write("trellis: error: \(TerminalSafety.visible(message))\n")
        return ExitCode(1)
    }

    /// Writes a porting report to standard output, one finding a line, the compiler's
    /// diagnostics and a summary, and returns exit status 1 when the file uses a symbol Trellis
    /// lacks or does not typecheck (nil: status 0). `compiler` is the compiler pass's verdict,
    /// or why it did not run (a warning), or nil when it was not asked for.
    static func report(_ porting: PortingReport, compiler: Result<PortingTypecheck.Verdict, PortingTypecheck.Skipped>?) throws(ExitCode) -> ExitCode? {
        // One line a finding: a file name may hold line breaks.
        var lines = porting.findings.map { TerminalSafety.visible($0.description) }
        var compilerErrors: Int?
        switch compiler {
        case .success(let verdict):
            compilerErrors = verdict.errors
            lines += verdict.diagnostics.split(separator: "\n").map { TerminalSafety.visible(String($0)) }
        case .failure(let skipped):
            warn("not typechecked against Trellis: \(skipped.reason)")
        case nil:
            break
        }
        lines.append(TerminalSafety.visible(porting.summary(compilerErrors: compilerErrors)))
        try StandardOutput.write(text: lines.map { $0 + "\n" }.joined())
        return porting.missing.isEmpty && (compilerErrors ?? 0) == 0 ? nil : ExitCode(1)
    }

    /// Writes a warning: something was skipped, the command goes on.
    static func warn(_ message: String) {
        StandardError.write("trellis: warning: \(TerminalSafety.visible(message))\n")
    }
}
