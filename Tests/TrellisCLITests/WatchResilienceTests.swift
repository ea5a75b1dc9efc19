import Foundation
import Testing

/// `render --watch` as careful as `less`: it watches a folder again after the folder was
/// deleted and made anew, gives the terminal back on Ctrl-Z and draws again on `fg`.
@Suite("Watch resilience", .serialized, .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"))
struct WatchResilienceTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A tmux format of the pane, such as `#{alternate_on}`.
    static func format(_ format: String, of pane: WatchTests.Pane) -> String {
        ((try? pane.tmux(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("a watched folder deleted and made again is watched again", .timeLimit(.minutes(2)))
    func folderRecreated() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try "Text(\"First version\")\n".write(to: sub.appendingPathComponent("doc.swift"), atomically: true, encoding: .utf8)
        let pane = WatchTests.Pane(folder: folder)
        defer { pane.stop() }
        try pane.start(["render", "sub/doc.swift", "--watch"])
        #expect(pane.wait { $0.contains("First version") } != nil, "\(pane.screen())")
        try FileManager.default.removeItem(at: sub)
        #expect(pane.wait { $0.contains("error") } != nil, "\(pane.screen())")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try "Text(\"Second version\")\n".write(to: sub.appendingPathComponent("doc.swift"), atomically: true, encoding: .utf8)
        #expect(pane.wait(timeout: 10) { $0.contains("Second version") } != nil, "\(pane.screen())")
        // And the new folder's changes are seen.
        try "Text(\"Third version\")\n".write(to: sub.appendingPathComponent("doc.swift"), atomically: true, encoding: .utf8)
        #expect(pane.wait(timeout: 10) { $0.contains("Third version") } != nil, "\(pane.screen())")
    }

    @Test("a document named -w.swift is watched, not taken for an option", .timeLimit(.minutes(2)))
    func dashDocument() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Text(\"Dashing\")\n".write(to: folder.appendingPathComponent("-w.swift"), atomically: true, encoding: .utf8)
        let pane = WatchTests.Pane(folder: folder)
        defer { pane.stop() }
        try pane.start(["render", "--watch", "--", "-w.swift"])
        #expect(pane.wait { $0.contains("Dashing") } != nil, "\(pane.screen())")
        #expect(!pane.screen().contains("USAGE"))
    }

    @Test("Ctrl-Z leaves the alternate screen with the cursor shown; fg draws again", .timeLimit(.minutes(2)))
    func suspendAndContinue() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Text(\"Suspended view\")\n".write(to: folder.appendingPathComponent("doc.swift"), atomically: true, encoding: .utf8)
        let pane = WatchTests.Pane(folder: folder)
        defer { pane.stop() }
        // A shell with job control, so that Ctrl-Z stops trellis and `fg` continues it.
        let script = "set -m; '\(TrellisProcess.executable.path)' render doc.swift --watch --fullscreen; echo \"stopped $?\"; sleep 1; fg"
        try pane.tmux(["-f", "/dev/null", "new-session", "-d", "-x", "60", "-y", "20", "-c", folder.path,
                       "env TERM=xterm-256color bash -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))'"])
        try pane.tmux(["set-option", "-g", "remain-on-exit", "on"])
        #expect(pane.wait { $0.contains("Suspended view") } != nil, "\(pane.screen())")
        #expect(Self.format("#{alternate_on}", of: pane) == "1")
        #expect(Self.format("#{cursor_flag}", of: pane) == "0")
        try pane.tmux(["send-keys", "C-z"])
        #expect(pane.wait(timeout: 10) { $0.contains("stopped 148") } != nil, "\(pane.screen())")
        #expect(Self.format("#{alternate_on}", of: pane) == "0")
        #expect(Self.format("#{cursor_flag}", of: pane) == "1")
        // `fg` after a second: the view on the alternate screen again.
        #expect(pane.wait(timeout: 10) { $0.contains("Suspended view") && Self.format("#{alternate_on}", of: pane) == "1" } != nil,
                "\(pane.screen())")
        #expect(Self.format("#{cursor_flag}", of: pane) == "0")
    }
}
