import Foundation
import Testing

/// `render --watch` in a real terminal: tmux runs it in a pane 60 × 20, the test changes
/// files and reads the pane back.
@Suite("Watch", .serialized)
struct WatchTests {
    static let tmux: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// A tmux server of its own, with one pane running `trellis render doc.swift --watch` in
    /// `folder`.
    struct Pane {
        let socket = "trellis-watch-\(UUID().uuidString.prefix(8))"
        let folder: URL

        /// Runs `tmux -L socket arguments` and returns its output. Spawned and reaped by hand:
        /// `Process` waits on the server that new-session leaves running.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tmux-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: url) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            // No signal blocked, as the test runner's threads may have them: the server ends
            // itself with SIGTERM on kill-server.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            var pid: pid_t = 0
            guard let path = WatchTests.tmux?.path, posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else {
                throw CocoaError(.executableLoad)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
        }

        func start(_ arguments: [String]) throws {
            let command = ([TrellisProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
            try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "60", "-y", "20", "-c", folder.path, "env TERM=xterm-256color " + command])
            try tmux(["set-option", "-g", "remain-on-exit", "on"])
        }

        /// The pane's text; empty when tmux cannot say.
        func screen() -> String { (try? tmux(["capture-pane", "-p"])) ?? "" }

        /// Waits up to `timeout` seconds for the pane to satisfy `condition`; returns the
        /// seconds it took, or `nil`.
        func wait(timeout: Double = 20, until condition: (String) -> Bool) -> Double? {
            let start = Date()
            while Date().timeIntervalSince(start) < timeout {
                if condition(screen()) { return Date().timeIntervalSince(start) }
                usleep(20_000)
            }
            return nil
        }

        func stop() {
            _ = try? tmux(["kill-server"])
        }
    }

    @Test("document and data changes redraw, an error shows and clears, Ctrl-C ends it",
          .enabled(if: tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func watch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("doc.swift"), data = folder.appendingPathComponent("items.json")
        let view = { (title: String) in
            "let items = load(\"items.json\")\n\nVStack(alignment: .leading) {\n    Text(\"\(title)\").bold()\n"
                + "    ForEach(items, id: \\.self) { item in Text(item) }\n}\n"
        }
        try view("First title").write(to: document, atomically: true, encoding: .utf8)
        try "[\"apple\", \"pear\"]".write(to: data, atomically: true, encoding: .utf8)
        let pane = Pane(folder: folder)
        defer { pane.stop() }
        try pane.start(["render", "doc.swift", "--watch"])
        #expect(pane.wait { $0.contains("First title") && $0.contains("pear") } != nil, "\(pane.screen())")

        try view("Second title").write(to: document, atomically: true, encoding: .utf8)
        let documentRedraw = pane.wait(timeout: 10) { $0.contains("Second title") }
        #expect(documentRedraw.map { $0 < 3 } == true, "document change shown after \(documentRedraw ?? -1) s")

        try "[\"apple\", \"plum\"]".write(to: data, atomically: true, encoding: .utf8)
        let dataRedraw = pane.wait(timeout: 10) { $0.contains("plum") && !$0.contains("pear") }
        #expect(dataRedraw.map { $0 < 3 } == true, "data change shown after \(dataRedraw ?? -1) s")

        try "VStack {\n    Text(\"unclosed\"\n".write(to: document, atomically: true, encoding: .utf8)
        #expect(pane.wait { $0.contains("doc.swift:") && $0.contains("error") && !$0.contains("Second title") } != nil,
                "\(pane.screen())")
        try view("Fixed title").write(to: document, atomically: true, encoding: .utf8)
        #expect(pane.wait { $0.contains("Fixed title") && !$0.contains("error") } != nil, "\(pane.screen())")

        try pane.tmux(["send-keys", "C-c"])
        #expect(pane.wait { _ in (try? pane.tmux(["display-message", "-p", "#{pane_dead}"]))?.hasPrefix("1") == true } != nil)
        print("watch: document redrawn after \(documentRedraw ?? -1) s, data after \(dataRedraw ?? -1) s")
    }
}
