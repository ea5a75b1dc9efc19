import Foundation
import Testing

/// What a plugin hands the host (its version, summaries, defaults, log lines, error messages)
/// never reaches the terminal with its escape sequences: control characters are shown as
/// their Control Pictures glyphs (C1 controls as U+FFFD), as in document text; and a failing
/// container's error is reported once.
@Suite("Plugin texts", .enabled(if: FaultyPlugin.compiler != nil, "needs cc to build the fixture plugin"))
struct PluginTextTests {
    /// `ATTACK` of hostile.c as the host shows it.
    static let shown = "␛[2J␛]0;pwned␇␛[31mred\u{FFFD}"

    static func build() throws -> URL {
        try FaultyPlugin.build("HostilePlugin/hostile.c", as: "libHostile.so")
    }

    @Test("plugins lists the version and summary with their controls made visible")
    func list() throws {
        let plugins = try Self.build()
        let result = try TrellisProcess.run(["plugins", "--plugin-path", plugins.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Hostile 1.0\(Self.shown) (C, ABI 1.1)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  a summary \(Self.shown)\n"))
        #expect(result.standardError.contains("info: loaded \(Self.shown)"))
        #expect(TerminalOutput.rawControl(in: result.standardOutput) == nil, "\(result.standardOutput.debugDescription)")
        #expect(TerminalOutput.rawControl(in: result.standardError) == nil, "\(result.standardError.debugDescription)")
    }

    @Test("plugins inspect shows every declaration's texts and defaults with their controls made visible")
    func inspect() throws {
        let plugins = try Self.build()
        let result = try TrellisProcess.run(["plugins", "inspect", "Hostile", "--plugin-path", plugins.path])
        #expect(result.status == 0, "\(result.standardError)")
        for line in [
            "Hostile 1.0\(Self.shown)", "a summary \(Self.shown)", "container Fail(label: String = \"\(Self.shown)\") { content }",
            "  fails \(Self.shown)", "  draws nothing \(Self.shown)", "container value \\.tone: String = \"\(Self.shown)\"", "  a tone \(Self.shown)",
        ] {
            #expect(result.standardOutput.contains(line + "\n"), "\(line) in \(result.standardOutput)")
        }
        #expect(TerminalOutput.rawControl(in: result.standardOutput + result.standardError) == nil, "\(result.standardOutput.debugDescription)")
    }

    @Test("a container's error message is shown once, its controls made visible, status 1", arguments: [false, true])
    func errorMessage(isolated: Bool) throws {
        let plugins = try Self.build()
        let documents = try OutputFileTests.scratch([])
        let document = "import Hostile\n\nVStack {\n    Text(\"before\")\n    Fail { Text(\"inside\") }\n}\n"
        try Data(document.utf8).write(to: documents.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(
            ["render", "doc.swift", "--plugin-path", plugins.path] + (isolated ? ["--isolate"] : []), in: documents)
        let message = "trellis: error: plugin 'Hostile', 'Fail': failed: broke \(Self.shown)\n"
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(TerminalOutput.occurrences(of: message, in: result.standardError) == 1, "\(result.standardError)")
        #expect(TerminalOutput.occurrences(of: "trellis: error:", in: result.standardError) == 1, "\(result.standardError)")
        #expect(TerminalOutput.rawControl(in: result.standardError) == nil, "\(result.standardError.debugDescription)")
    }
}
