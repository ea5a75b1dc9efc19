import Foundation
import Testing

/// `trellis run --inline` in a real terminal (tmux): the frame starts below the shell's output,
/// so a click reaches it only through the terminal's answer to the runtime's cursor position
/// request; tmux answers it as any terminal does.
@Suite("trellis run inline: the mouse", .serialized)
struct RunInlineMouseTests {
    @Test("a click on a button below earlier output presses it",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func click() throws {
        let pane = WatchTests.Pane(folder: FileManager.default.temporaryDirectory)
        defer { pane.stop() }
        let run = [TrellisProcess.executable.path, "run", RunCommandTests.counter.path, "--inline"].map { "'\($0)'" }
            .joined(separator: " ")
        let command = "printf 'one\\\\ntwo\\\\nthree\\\\n'; \(run); echo END; sleep 100"
        try pane.tmux(["-f", "/dev/null", "new-session", "-d", "-x", "60", "-y", "16", "-c", pane.folder.path,
                       "env TERM=xterm-256color sh -c \"\(command)\""])
        #expect(pane.wait { $0.contains("Count: 0") } != nil, "\(pane.screen())")
        let lines = pane.screen().components(separatedBy: "\n")
        guard let row = lines.firstIndex(where: { $0.contains("Add 1") }),
              let column = lines[row].range(of: "Add 1").map({ lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) })
        else {
            Issue.record("no button in \(lines)")
            return
        }
        #expect(row > 3, "the frame is below the shell's three lines: \(lines)")
        let press = "\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m"
        // The answer to the cursor request may still be on its way: click until one lands.
        let pressed = pane.wait(timeout: 20) { screen in
            if screen.contains("Count: "), !screen.contains("Count: 0") { return true }
            _ = try? pane.tmux(["send-keys", "-l", press])
            usleep(200_000)
            return false
        }
        #expect(pressed != nil, "\(pane.screen())")
        try pane.tmux(["send-keys", "C-c"])
        #expect(pane.wait { $0.contains("END") } != nil, "\(pane.screen())")
    }
}
