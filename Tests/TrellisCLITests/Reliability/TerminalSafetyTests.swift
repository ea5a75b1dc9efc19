import Foundation
import Testing

/// Everything that reaches the terminal from data, file names, plugins or diagnostics goes
/// through one sanitizer (`TerminalSafety`): no escape sequence, bidi control or other
/// invisible format character comes out raw, in any command's output.
@Suite("Terminal safety") struct TerminalSafetyTests {
    /// A character a terminal acts on or that hides or reorders text, found raw in `output`
    /// (ANSI styling the command wrote itself aside).
    static func unsafeCharacter(in output: String) -> String? {
        let withoutStyling = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return withoutStyling.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0..<0x20, 0x7F...0x9F: true
            case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
            case 0xE0000...0xE007F: true
            default: false
            }
        }.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
    }

    /// A document whose file name and section ids (from its data) hold an escape sequence and
    /// a right-to-left override.
    static func hostileDocument() throws -> (folder: URL, file: String) {
        let folder = try OutputFileTests.scratch([])
        let file = "board\u{1B}]0;pwned\u{07}\u{202E}.swift"
        let document = """
            struct Board<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack { ForEach(sections: content) { section in section.header } }
                }
            }
            let names = load("names.json")
            Board {
                ForEach(names, id: \\.self) { name in
                    Section(name) { Text("row") }
                }
            }

            """
        try Data(document.utf8).write(to: folder.appendingPathComponent(file))
        let names = try JSONSerialization.data(withJSONObject: ["\u{1B}[31mred\u{1B}[0m", "left\u{202E}thgir", "tag\u{E0041}"])
        try names.write(to: folder.appendingPathComponent("names.json"))
        return (folder, file)
    }

    @Test("resolve: file names and section ids from data are made visible", arguments: [false, true])
    func resolve(json: Bool) throws {
        let (folder, file) = try Self.hostileDocument()
        let result = try TrellisProcess.run(["resolve", file] + (json ? ["--json"] : []), in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.unsafeCharacter(in: result.standardOutput) == nil, "\(result.standardOutput.debugDescription)")
        if json {
            // The same ids for a JSON reader: only written as escapes.
            let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect(parsed != nil)
            #expect(result.standardOutput.contains("\\u202E"))
        } else {
            #expect(result.standardOutput.contains("board␛]0;pwned␇<U+202E>.swift:"), "\(result.standardOutput)")
        }
    }

    @Test("check --porting: the summary line and findings name the file visibly")
    func porting() throws {
        let folder = try OutputFileTests.scratch([])
        let file = "App\u{1B}[2J\u{202E}.swift"
        try Data("import SwiftUI\nlet effect = UIHoverEffect.self\n".utf8).write(to: folder.appendingPathComponent(file))
        let result = try TrellisProcess.run(["check", "--porting", file], in: folder)
        #expect(result.status == 1)
        #expect(!result.standardOutput.isEmpty)
        #expect(Self.unsafeCharacter(in: result.standardOutput) == nil, "\(result.standardOutput.debugDescription)")
        #expect(Self.unsafeCharacter(in: result.standardError) == nil, "\(result.standardError.debugDescription)")
    }

    /// Written raw, a bidi control is refused (Trojan Source); written `\u{202E}`, it is text.
    @Test("a bidi override in a document's text is one visible cell when drawn and <U+202E> in a diagnostic")
    func bidiInText() throws {
        let folder = try OutputFileTests.scratch([])
        try Data("Text(\"ab\\u{202E}cd\")\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let rendered = try TrellisProcess.run(["render", "doc.swift"], in: folder)
        #expect(rendered.standardOutput == "ab\u{FFFD}cd\n")
        try Data("Text(\"ab\u{202E}cd\")\n".utf8).write(to: folder.appendingPathComponent("bad.swift"))
        let checked = try TrellisProcess.run(["check", "bad.swift"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.standardError.contains("U+202E (RIGHT-TO-LEFT OVERRIDE)"), "\(checked.standardError)")
        #expect(checked.standardError.contains("ab<U+202E>cd"), "\(checked.standardError)")
        #expect(Self.unsafeCharacter(in: checked.standardError) == nil)
    }

    @Test("emoji sequences keep their joiners and variation selectors when drawn")
    func emojiStayWhole() throws {
        let folder = try OutputFileTests.scratch([])
        let family = "👨\u{200D}👩\u{200D}👧", heart = "❤\u{FE0F}", flag = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        try Data("Text(\"\(family) \(heart) \(flag)\")\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift"], in: folder)
        #expect(result.standardOutput == "\(family) \(heart) \(flag)\n")
    }

    @Test("usage errors quote arguments visibly")
    func usageErrors() throws {
        let result = try TrellisProcess.run(["render", "doc.swift", "--data", "\u{1B}]0;pwned\u{07}"])
        #expect(result.status == 64)
        #expect(Self.unsafeCharacter(in: result.standardError) == nil, "\(result.standardError.debugDescription)")
    }

    /// Whether `code` holds `pattern` as a call, not as the end of a longer name (`inputs(`
    /// is no `puts(`, `self.print(` no `print(`).
    static func calls(_ pattern: String, in code: String) -> Bool {
        var searched = code[...]
        while let range = searched.range(of: pattern) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
            searched = searched[range.upperBound...]
        }
        return false
    }

    /// A write to standard output or standard error outside the streams that sanitize, in the
    /// sources of the command line and the libraries it runs.
    @Test("no source writes to the terminal around the sanitizer")
    func noBypass() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        // What writes to a standard stream directly.
        let writes = [
            "print(", "debugPrint(", "dump(", "FileHandle.standardError", "FileHandle.standardOutput", "fputs(", "fwrite(",
            "puts(", "putchar(", "vfprintf(", "write(STDOUT_FILENO", "write(STDERR_FILENO", "write(1,", "write(2,",
            "to: STDOUT_FILENO", "to: STDERR_FILENO", "StandardOutput.write(Data(", "StandardOutput.write(rendered",
            "FileHandle(fileDescriptor: 1", "FileHandle(fileDescriptor: 2",
        ]
        // Each file allowed a pattern, and why.
        let allowed: [String: [String]] = [
            // The sanitizing streams themselves.
            "TrellisCommandLine/StandardStreams.swift": ["to: STDERR_FILENO", "to: STDOUT_FILENO"],
            // A render's own output: cells are drawable text by construction.
            "TrellisCommandLine/RenderCommand.swift": ["StandardOutput.write(rendered"],
            "TrellisCommandLine/RenderChildCommand.swift": ["StandardOutput.write(rendered"],
            // A plugin log line's default writer: the line is sanitized and capped when it is made.
            "TrellisHost/Services/PluginLog.swift": ["FileHandle.standardError"],
            "TrellisCommandLine/Watch/RenderCommand+Watch.swift": ["StandardOutput.write(Data("],
            // A live app's frames (cell diffs: drawable text by construction, with the runtime's
            // own cursor and style sequences) and the system's reason when raw mode fails.
            "TrellisCore/Runtime/TerminalRunLoop.swift": ["write(STDOUT_FILENO", "write(STDERR_FILENO"],
            // The runtime's constant mode sequences, written from signal handlers too.
            "TrellisCore/Runtime/TerminalMode.swift": ["write(STDOUT_FILENO"],
            // Plugin log lines, each made visible (TerminalSafety.visible) as it is formed.
            "TrellisHost/Services/HostFunctions.swift": ["FileHandle.standardError"],
            "TrellisHost/Services/HostTable.swift": ["FileHandle.standardError"],
        ]
        var bypasses: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for pattern in writes where Self.calls(pattern, in: code) && !(allowed[relative]?.contains(pattern) ?? false) {
                    bypasses.append("\(relative):\(number + 1): \(pattern)")
                }
            }
        }
        #expect(!files.isEmpty)
        #expect(bypasses == [], "writes around the sanitizer")
    }
}
