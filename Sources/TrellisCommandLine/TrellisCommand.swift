import ArgumentParser
import Glibc

/// The `trellis` command: renders, checks and resolves view documents. A library, so that tests
/// reach its commands and requests; the `trellis` executable only calls ``main()``.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
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
        subcommands: [RenderCommand.self, RenderChildCommand.self, CheckCommand.self, RunCommand.self, ResolveCommand.self, PluginsCommand.self, NewPluginCommand.self]
    )

    /// Runs the command line, then makes sure what `print` buffered reached standard output (a
    /// full disk is an error, a closed pipe a quiet end). Help, usage errors (which quote the
    /// arguments) and every other message go through the standard streams' sanitizer.
    public init() {}

    public static func main() {
        StandardOutput.ignoreBrokenPipeSignal()
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardOutput.flush()
        } catch {
            try? StandardOutput.flush()
            let code = exitCode(for: error), message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success {
                    do throws(ExitCode) { try StandardOutput.write(text: message + "\n") } catch { Glibc.exit(error.rawValue) }
                } else {
                    StandardError.write(message + "\n")
                }
            }
            Glibc.exit(code.rawValue)
        }
    }
}
