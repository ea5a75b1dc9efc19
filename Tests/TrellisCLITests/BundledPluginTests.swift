import Foundation
import Testing

/// The bundled plugins through the command line, on the example documents that import them:
/// plain and ANSI output at widths 40, 80 and 120 compared with golden files in
/// `PluginGolden/`, no line wider than the width, and narrower widths degrading gracefully.
@Suite("Bundled plugins") struct BundledPluginTests {
    /// `Examples/Documents`, where the documents and their data are.
    static let documents = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Documents")
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PluginGolden")

    /// Each example document with the plugins it imports.
    static let examples: [(document: String, plugins: [String])] = [
        ("display-board", ["DisplayBoard"]),
        ("checklist", ["Checklist"]),
        ("carousel-magazine", ["Carousel", "Magazine"]),
        ("highlight-sections", ["Sections"]),
        ("kanban", ["Kanban"]),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let document: String
        let width: Int
        let color: String

        var name: String { "\(document)-\(width)-\(color == "always" ? "ansi" : "plain")" }
        var arguments: [String] { ["render", "\(document).swift", "--width", "\(width)", "--color", color] }
        var testDescription: String { name }
    }

    static let cases: [Case] = examples.flatMap { example in
        [40, 80, 120].flatMap { width in ["never", "always"].map { Case(document: example.document, width: width, color: $0) } }
    }

    @Test("rendering an example document matches its golden file and fits the width", arguments: cases)
    func golden(_ testCase: Case) throws {
        let result = try TrellisProcess.run(testCase.arguments, in: Self.documents)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        try Golden.assertMatches(Golden.text(arguments: testCase.arguments, result: result), name: testCase.name, in: Self.goldenFolder)
        let wide = result.standardOutput.split(separator: "\n").filter { DisplayWidth.of(String($0)) > testCase.width }
        #expect(wide == [], "lines wider than \(testCase.width)")
    }

    @Test("narrow widths render without error and without a line over the width", arguments: [1, 8, 16, 24])
    func narrow(width: Int) throws {
        for example in Self.examples {
            for color in ["never", "always"] {
                let result = try TrellisProcess.run(
                    ["render", "\(example.document).swift", "--width", "\(width)", "--color", color], in: Self.documents)
                #expect(result.status == 0, "\(example.document) at \(width): \(result.standardError)")
                let wide = result.standardOutput.split(separator: "\n").filter { DisplayWidth.of(String($0)) > width }
                #expect(wide == [], "\(example.document) at \(width), color \(color): lines wider than the width")
            }
        }
    }

    @Test("Korean rows keep the box's right edge in one column")
    func koreanAligns() throws {
        let result = try TrellisProcess.run(["render", "highlight-sections.swift", "--width", "40", "--color", "never"], in: Self.documents)
        let boxLines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("│") }
        #expect(boxLines.contains { $0.contains("컴포넌트") })
        #expect(boxLines.allSatisfy { $0.hasSuffix("│") && DisplayWidth.of(String($0)) == 40 })
    }

    @Test("resolve reports plugin containers with their declared and resolved counts: 16 from 5, 8 from 7")
    func resolveCounts() throws {
        let board = try Self.resolve("display-board.swift")
        #expect(board.first?["name"] as? String == "DisplayBoard")
        #expect(board.first?["declaredCount"] as? Int == 5)
        #expect(board.first?["resolvedCount"] as? Int == 16)
        let checklist = try Self.resolve("checklist.swift")
        #expect(checklist.first?["name"] as? String == "Checklist")
        #expect(checklist.first?["declaredCount"] as? Int == 7)
        #expect(checklist.first?["resolvedCount"] as? Int == 8)
    }

    /// The containers `trellis resolve --json` reports for `document`.
    static func resolve(_ document: String) throws -> [[String: Any]] {
        let result = try TrellisProcess.run(["resolve", document, "--json"], in: documents)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return json?["containers"] as? [[String: Any]] ?? []
    }
}

/// The columns a line takes in a terminal, counted independently of Trellis: escape sequences
/// and combining marks take none, Hangul and other East Asian wide characters two.
enum DisplayWidth {
    static func of(_ line: String) -> Int {
        let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return plain.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: width
            default: width + (isWide(scalar.value) ? 2 : 1)
            }
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
             0x1F900...0x1F9FF, 0x20000...0x3FFFD: true
        default: false
        }
    }
}
