import Foundation
import Testing

/// `trellis run`: a document with `@State` and a `Button` in a real terminal (tmux), a failing
/// action that ends the run with its diagnostic and a restored terminal, and the one frame it
/// renders when not attached to a terminal.
@Suite("trellis run", .serialized)
struct RunCommandTests {
    /// `Examples/Documents/counter.swift`.
    static let counter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Documents/counter.swift")

    /// `Examples/Documents/todos.swift`: a model, rows with a `@Binding`, onSubmit and onChange.
    static let todos = counter.deletingLastPathComponent().appendingPathComponent("todos.swift")

    static let runaway = """
        struct Spin: View {
            @State private var count = 0
            var body: some View {
                Button("Spin \\(count)") {
                    for _ in 0..<1000 { for _ in 0..<1000 { for _ in 0..<1000 { count += 1 } } }
                }
            }
        }
        Spin()
        """

    @Test("keys press the counter's buttons; Ctrl-C ends with status 0 and a restored terminal",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func counter() throws {
        let (screen, status) = try runInTerminal([Self.counter.path]) { pane in
            #expect(pane.wait { $0.contains("Count: 0") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Enter", "Enter"])
            #expect(pane.wait { $0.contains("Count: 2") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "C-c"])
        }
        #expect(status == "0", "\(screen)")
    }

    @Test("the to-do example: a row's toggle, typing and Return add through the model; Ctrl-C ends with 0",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func todoList() throws {
        let (screen, status) = try runInTerminal([Self.todos.path]) { pane in
            #expect(pane.wait { $0.contains("To do: 1 of 2") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Space"])
            #expect(pane.wait { $0.contains("To do: 0 of 2") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Tab"])
            try pane.tmux(["send-keys", "-l", "Call mum"])
            try pane.tmux(["send-keys", "Enter"])
            #expect(pane.wait { $0.contains("To do: 1 of 3") && $0.contains("Added 1 this session") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "C-c"])
        }
        #expect(status == "0", "\(screen)")
    }

    @Test("an action that runs away ends the run: the terminal restored, file:line:column, status 1",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func runawayAction() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("spin.swift")
        try Self.runaway.write(to: document, atomically: true, encoding: .utf8)
        let (screen, status) = try runInTerminal([document.path]) { pane in
            #expect(pane.wait { $0.contains("Spin 0") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Enter"])
        }
        #expect(status == "1", "\(screen)")
        #expect(screen.contains("spin.swift:5:"), "\(screen)")
        // The step limit, or the time limit when each step is slow (a sanitizer's build).
        #expect(screen.contains("steps of work") || screen.contains("runs longer than"), "\(screen)")
    }

    @Test("a plugin failing while the app runs ends the run at once: the plugin and reason, status 1",
          .enabled(if: WatchTests.tmux != nil, "tmux is not installed (apt-get install tmux)"), .timeLimit(.minutes(3)))
    func pluginFailure() throws {
        let document = """
            import Broken

            struct Screen: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        Button("Show") { shown = true }
                        if shown {
                            Broken { Text("x") }
                        }
                    }
                }
            }
            Screen()
            """
        let folder = try WasmPluginTests.folder(with: document)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = """
            #include "trellis_plugin.h"
            static trellis_status layout(const trellis_layout_request *request) {
                request->host->set_error(request->context, (trellis_str){"refused", 7});
                return TRELLIS_ERROR_FAILED;
            }
            static const trellis_container containers[] = {
                {sizeof(trellis_container), "Broken", NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL}};
            static const trellis_plugin plugin = {
                TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Broken", "1.0", NULL, containers, 1, NULL, 0, NULL, 0, NULL};
            TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **out) {
                *out = &plugin;
                return TRELLIS_OK;
            }
            """
        try WasmPluginTests.buildNativePlugin(source, named: "Broken", in: folder)
        // No Ctrl-C: the failure itself ends the run.
        let (screen, status) = try runInTerminal(["\(folder)/doc.swift", "--plugin-path", folder]) { pane in
            #expect(pane.wait { $0.contains("Show") } != nil, "\(pane.screen())")
            try pane.tmux(["send-keys", "Tab", "Enter"])
        }
        #expect(status == "1", "\(screen)")
        #expect(screen.contains("plugin 'Broken', 'Broken': failed: refused"), "\(screen)")
    }

    @Test("not attached to a terminal, it renders one frame")
    func piped() throws {
        let result = try TrellisProcess.run(["run", Self.counter.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Count: 0"))
        #expect(result.standardOutput.contains("Add 1"))
    }

    @Test("check and run report a class without @Observable and a binding to a missing property")
    func checkUnsupported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("model.swift")
        try """
            class Model {
                var count = 0
            }
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Toggle("x", isOn: $on.value) }
            }
            Row(on: .constant(true))
            """.write(to: document, atomically: true, encoding: .utf8)
        for command in ["check", "run"] {
            let result = try TrellisProcess.run([command, document.path])
            #expect(result.status == 1)
            #expect(result.standardError.contains("model.swift:1:1: error: a class without '@Observable'"), "\(result.standardError)")
            #expect(result.standardError.contains("model.swift:6:49: error: value of type 'Bool' has no member 'value'"), "\(result.standardError)")
        }
    }

    /// Runs `trellis run arguments` in a tmux pane, waits for the alternate screen, runs
    /// `act` (which must end the run), then returns the pane after the exit (the run's
    /// standard error included) and the exit status, having checked the terminal was restored.
    private func runInTerminal(_ arguments: [String], _ act: (WatchTests.Pane) throws -> Void) throws -> (screen: String, status: String) {
        let pane = WatchTests.Pane(folder: FileManager.default.temporaryDirectory)
        defer { pane.stop() }
        let run = ([TrellisProcess.executable.path, "run"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let command = "\(run); echo STATUS=\\$?; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo END; sleep 100"
        try pane.tmux(["-f", "/dev/null", "new-session", "-d", "-x", "70", "-y", "16", "-c", pane.folder.path,
                       "env TERM=xterm-256color sh -c \"\(command)\""])
        func flag(_ format: String) -> String {
            ((try? pane.tmux(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(pane.wait { _ in flag("#{alternate_on}") == "1" } != nil, "\(pane.screen())")
        try act(pane)
        #expect(pane.wait { $0.contains("END") } != nil, "\(pane.screen())")
        let screen = pane.screen()
        #expect(screen.contains("icanon echo END"), "terminal settings after exit: \(screen)")
        #expect(flag("#{alternate_on}") == "0")
        #expect(flag("#{cursor_flag}") == "1")
        let status = screen.components(separatedBy: "STATUS=").last?.prefix { $0.isNumber } ?? ""
        return (screen, String(status))
    }
}
