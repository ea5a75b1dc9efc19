import ArgumentParser

/// `trellis check FILE`: every diagnostic, nothing rendered.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a view document and report every diagnostic; render nothing.",
        discussion: """
            Exits with status 0 and prints nothing when the document is fine; otherwise prints \
            every error as file:line:column: error: message, with the source line and a caret, \
            and exits with status 1.

            Examples:
              trellis check board.swift
              trellis check board.swift --plugin-path .build/plugins
            """
    )

    @OptionGroup var document: DocumentOptions

    func run() throws {
        _ = try document.loadOrReport()
    }
}
