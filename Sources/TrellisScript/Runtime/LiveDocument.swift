import Foundation
import Trellis

/// A document run live, as a Swift ``App`` runs: its top level evaluated once, its view the
/// root of the same runtime (one graph), its structs' `@State` kept per identity, a button's
/// action or a control's write drawing the next frame with only the bodies that changed.
///
/// Each frame and each action is one run of the document's work meter, so a runaway action or
/// body stops at ``ScriptLimits`` with a diagnostic, as a one-shot render does.
extension ScriptDocument {
    /// Drives the document headlessly through Trellis's ``TestDriver``: keys in, frames out.
    /// Failures met on the way are thrown by ``checkFailures()``.
    /// - Throws: ``ScriptError`` when evaluating the document's top level fails.
    @MainActor public func testDriver(width: Int = 80, height: Int = 24, placement: TerminalFrame.Placement = .fullscreen) throws(ScriptError) -> TestDriver {
        TestDriver(root: try liveRoot(), width: width, height: height, placement: placement)
    }

    /// Runs the document in the terminal until Ctrl-C (SIGINT, SIGTERM, SIGHUP) or its first
    /// failure, on the alternate screen or `inline` below the prompt; the terminal is restored
    /// on every way out. When standard input or output is not a terminal, writes one frame,
    /// `width` cells wide, with `write` instead (as an ``App`` does, and as `render` would).
    /// - Returns: The runtime's exit status.
    /// - Throws: ``ScriptError`` with the failures that stopped the run, once the terminal is restored.
    @MainActor public func run(inline: Bool = false, width: Int = 80, write: (String) -> Void) throws(ScriptError) -> Int32 {
        guard TerminalAttachment.interactiveSize != nil else {
            write(try render(width: width, format: .plain))
            return 0
        }
        let root = try liveRoot()
        // A failure ends the run the way SIGTERM does: the loop wakes, restores the terminal and returns.
        runtime.onFailure = { raise(SIGTERM) }
        defer { runtime.onFailure = nil }
        let status = TerminalRunLoop.run(placement: inline ? .inline : .fullscreen, root: root)
        try checkFailures()
        return status
    }

    /// Ends the run in the terminal, if one is under way, as a failure of the document's own
    /// does: for a failure met outside the document (a plugin's call), which the caller reports
    /// once ``run(inline:width:write:)`` returns.
    public func endRunOnFailure() {
        runtime.onFailure?()
    }

    /// Throws the failures the document met while it ran (bodies, actions, control writes).
    public func checkFailures() throws(ScriptError) {
        try throwFailures()
    }

    /// The document's view, evaluated once, as a live root: each frame restarts the meter.
    @MainActor private func liveRoot() throws(ScriptError) -> @MainActor (EnvironmentValues) -> AnyView {
        let view = try makeView()
        let runtime = runtime
        return { _ in
            runtime.meter.restart()
            return view
        }
    }
}
