import Foundation
import TrellisScript

/// `trellis run FILE`: the document run live in the terminal, as a Swift `App` runs.
struct RunCommand: MainActorCommand {
    static let interface = CommandInterface(
        Self.self, name: "run",
        abstract: "Run a view document in the terminal: its @State, buttons and controls work.",
        discussion: """
            The document runs as a Swift App does, on the same runtime: its top level is \
            evaluated once, each struct view's @State is kept while the view is shown, and a \
            button's action or a control's change (Toggle, TextField, Stepper, Slider, Picker \
            through $name) draws the next frame, re-evaluating only the views that changed. \
            Tab and Shift-Tab move the focus, Return or Space presses, the mouse clicks; \
            Ctrl-C ends the run.

            The view takes the alternate screen, which is left when done; --inline draws below \
            the prompt instead (for small apps). The terminal is restored on exit, on Ctrl-C, \
            SIGTERM and SIGHUP, and when the document or a plugin fails.

            Every frame and every action is one run of the document's work limits, as a render \
            is: an action that loops without end or makes too large a string stops the run \
            with file:line:column: error: message, and status 1; a plugin's failure stops it the \
            same way, with the plugin's name and reason.

            When standard input or output is not a terminal (a pipe, a file, stdin() data), \
            one frame is rendered to standard output instead, as `trellis render` would.

            Exit status: 0 ended; 1 the document has errors, or it or a plugin failed while running; \
            64 bad usage.

            Examples:
              trellis run Examples/Documents/counter.swift
              trellis run Examples/Documents/counter.swift --inline
              trellis run board.swift --data songs=songs.json
            """,
        parameters: DocumentOptions.parameters + [inline.parameter])

    static let inline = Flag(
        "inline", help: "Draw below the prompt instead of on the alternate screen (for small apps).")

    var document: DocumentOptions
    var inline: Bool

    init(_ arguments: ParsedArguments) { (document, inline) = (DocumentOptions(arguments), arguments[Self.inline]) }

    func validate() throws(ValidationError) { try document.validate() }

    func runOnMainActor() throws {
        let (loaded, plugins) = try document.request.loadOrReport()
        let status: Int32
        // The one frame written when not attached to a terminal, written once the document ran.
        var frame: Data?
        // A plugin's failure ends the run as the document's own do; it is reported below.
        plugins.host.onFailure = { loaded.endRunOnFailure() }
        defer { plugins.host.onFailure = nil }
        do throws(ScriptError) {
            status = try withExtendedLifetime(plugins) { () throws(ScriptError) -> Int32 in
                try loaded.run(inline: inline, width: Terminal.outputWidth ?? 80) { frame = Data($0.utf8) }
            }
        } catch {
            throw DiagnosticRenderer.report(error, source: loaded.source)
        }
        try plugins.throwFailures()
        if let frame { try StandardOutput.write(frame) }
        if status != 0 { throw ExitCode(status) }
    }
}
