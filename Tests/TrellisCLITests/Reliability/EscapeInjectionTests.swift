import Foundation
import Testing

/// Escape sequences in a document's strings or its data never reach standard output raw, in
/// plain and ANSI output alike: control characters are replaced visibly.
@Suite("Escape injection") struct EscapeInjectionTests {
    /// Clears the screen, sets the window title and turns the text red.
    static let attack = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[31mred"
    static let modes = ["never", "always"]

    /// An escape or another C0 control character but the line feed in `output` that styling
    /// did not write (the documents style bold and green, never red).
    static func rawControl(in output: String) -> String? {
        if output.contains("\u{1B}[31m") { return "ESC [31m" }
        let withoutStyling = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return withoutStyling.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }.map { "U+\(String($0.value, radix: 16))" }
    }

    @Test("from a string in the document", arguments: modes)
    func documentString(color: String) throws {
        let folder = try OutputFileTests.scratch([])
        let escaped = Self.attack.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        try Data("VStack {\n    Text(\"\(escaped)\")\n    Text(\"\(escaped)\").bold()\n}\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift", "--color", color], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("red"))
        #expect(Self.rawControl(in: result.standardOutput) == nil, "\(result.standardOutput.debugDescription)")
    }

    @Test("from a JSON data file", arguments: modes)
    func dataFile(color: String) throws {
        let folder = try OutputFileTests.scratch([])
        let json = try JSONSerialization.data(withJSONObject: ["title": Self.attack, "rows": [Self.attack]])
        try json.write(to: folder.appendingPathComponent("evil.json"))
        let document = """
            let data = load("evil.json")
            VStack {
                Text(data.title).foregroundStyle(.green)
                ForEach(data.rows, id: \\.self) { Text($0) }
            }

            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift", "--color", color], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("red"))
        #expect(Self.rawControl(in: result.standardOutput) == nil, "\(result.standardOutput.debugDescription)")
    }
}
