import Foundation
import Testing

/// A SwiftUI app (Examples/TodoApp) in a real terminal: tmux runs it in a pane, the test types
/// keys and reads the pane; after Ctrl-C or SIGTERM the terminal is as it was (cooked
/// mode, main screen, cursor shown, mouse reporting off).
@Suite("Live app in a terminal", .serialized)
struct LiveAppTests {
    /// The example app's executable, built next to `trellis`.
    static var app: URL { TrellisProcess.executable.deletingLastPathComponent().appendingPathComponent("trellis-todo") }

    @Test("keys edit and add items, Ctrl-C restores the terminal",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func todo() throws {
        try runApp { pane in
            try pane.tmux(["send-keys", "Tab"])
            try pane.tmux(["send-keys", "-l", "Buy milk"])
            #expect(pane.wait { $0.contains("Buy milk") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Enter"])
            #expect(pane.wait { $0.contains("2 of 2 left") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Space"])  // tick the first item
            #expect(pane.wait { $0.contains("1 of 2 left") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "C-c"])
        }
    }

    @Test("SIGTERM restores the terminal",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)),
          arguments: ["TERM"])
    func signals(signal: String) throws {
        try runApp { pane in
            // The pane runs `sh -c`, whose one child is the app.
            let shell = try pane.tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            let kill = Process()
            kill.executableURL = URL(fileURLWithPath: "/bin/sh")
            kill.arguments = ["-c", "kill -\(signal) $(ps -o pid= --ppid \(shell))"]
            try kill.run()
            kill.waitUntilExit()
            #expect(kill.terminationStatus == 0)
        }
    }

    /// Runs the app in a tmux pane, waits for its first frame on the alternate screen, runs
    /// `stop` (which must end the app), then checks that the terminal was restored.
    private func runApp(_ stop: (WatchTests.Pane) throws -> Void) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.app.path), "\(Self.app.path) was not built")
        let folder = FileManager.default.temporaryDirectory
        let pane = WatchTests.Pane(folder: folder)
        defer { pane.stop() }
        // After the app, the shell prints the terminal's settings, then waits to be read.
        let command = "'\(Self.app.path)'; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo END; sleep 100"
        try pane.tmux(["-f", "/dev/null", "new-session", "-d", "-x", "50", "-y", "12", "-c", folder.path,
                       "env TERM=xterm-256color sh -c \"\(command)\""])
        func flag(_ format: String) -> String {
            ((try? pane.tmux(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(pane.wait { $0.contains("Water the plants") && $0.contains("1 of 1 left") } != nil, "\(pane.screen())")
        #expect(flag("#{alternate_on}") == "1")
        try stop(pane)
        #expect(pane.wait { $0.contains("END") } != nil, "\(pane.screen())")
        let screen = pane.screen()
        #expect(screen.contains("icanon echo END"), "terminal settings after exit: \(screen)")
        #expect(flag("#{alternate_on}") == "0")
        #expect(flag("#{cursor_flag}") == "1")
        #expect(flag("#{mouse_any_flag}") == "0")
    }
}
