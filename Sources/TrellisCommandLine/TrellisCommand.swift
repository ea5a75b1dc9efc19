import Glibc

/// The `trellis` command: renders, checks and resolves view documents. A library, so that tests
/// reach its commands and requests; the `trellis` executable only calls ``main()``.
public enum TrellisCommand {
    static let interface = CommandInterface(
        name: "trellis",
        abstract: "Render SwiftUI-syntax view documents as terminal text.",
        discussion: """
            A view document is a .swift file with `import` lines (container plugins), `let` \
            bindings (literals, load("data.json"), load("data.csv"), stdin()), struct and \
            extension definitions and one top-level view expression.

            Examples:
              trellis render Examples/Documents/karaoke-board.swift
              trellis render board.swift --width 100 --color always -o board.txt
              trellis check board.swift
              trellis resolve Examples/Documents/tax-checklist.swift --json
            """,
        subcommands: [
            RenderCommand.interface, RenderChildCommand.interface, CheckCommand.interface, RunCommand.interface,
            ResolveCommand.interface, PluginsCommand.interface, NewPluginCommand.interface,
        ])

    /// What `arguments` (without the program's name) ask for.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineParser.Invocation {
        try CommandLineParser.parse(arguments, root: interface)
    }

    /// Runs the command line, then makes sure what `print` buffered reached standard output (a
    /// full disk is an error, a closed pipe a quiet end). Help, usage errors (which quote the
    /// arguments) and every other message go through the standard streams' sanitizer.
    public static func main() {
        StandardOutput.ignoreBrokenPipeSignal()
        let status: Int32
        do throws(UsageError) {
            status = run(try parse(Array(CommandLine.arguments.dropFirst())))
        } catch {
            StandardError.write(error.report + "\n")
            status = ExitCode.usage.rawValue
        }
        Glibc.exit(status)
    }

    /// Runs what was asked for; the exit status.
    private static func run(_ invocation: CommandLineParser.Invocation) -> Int32 {
        do {
            switch invocation {
            case .help(let path):
                try StandardOutput.write(text: HelpText.help(of: path, width: Terminal.outputWidth ?? 80) + "\n")
            case .completionScript(let shell):
                try StandardOutput.write(text: CompletionScript.script(for: shell, root: interface))
            case .run(let command, let path):
                do {
                    try command.run()
                } catch let usage as ValidationError {
                    try? StandardOutput.flush()
                    StandardError.write(UsageError(message: usage.message, path: path).report + "\n")
                    return ExitCode.usage.rawValue
                }
            }
            try StandardOutput.flush()
            return 0
        } catch let exit as ExitCode {
            try? StandardOutput.flush()
            return exit.rawValue
        } catch {
            try? StandardOutput.flush()
            StandardError.write("Error: \(error)\n")
            return ExitCode.failure.rawValue
        }
    }

}
