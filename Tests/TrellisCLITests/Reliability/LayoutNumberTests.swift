import Foundation
import Testing

/// Numbers a document gives layout that no output can hold (1e300, NaN, Int.max, an Int that
/// overflows, a negative size) are one error at the call, from `check` as from `render`, with status 1: never a
/// trap, never a wrapped value printed as if right.
@Suite("Layout numbers") struct LayoutNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let document: String
        /// The one error line, file:line:column: error: message.
        let error: String
        /// Whether `check` sees it (the number is known before the document runs).
        var checked = true

        var testDescription: String { document }
    }

    static let range = "is out of range; lengths, offsets and counts are within ±1048576"
    static let negative = "is negative; widths, heights, radii and line counts are at least 0"
    static let cases = [
        Case(document: "Text(\"x\").offset(x: 1e19)", error: "doc.swift:1:11: error: 'offset' argument 'x' 1e+19 \(range)"),
        Case(document: "Text(\"x\").padding(1e300)", error: "doc.swift:1:11: error: 'padding' argument 1e+300 \(range)"),
        Case(document: "Text(\"x\").lineLimit(9223372036854775807)",
             error: "doc.swift:1:11: error: 'lineLimit' argument 9223372036854775807 \(range)"),
        Case(document: "Grid(horizontalSpacing: 1e300) { GridRow { Text(\"a\") } }",
             error: "doc.swift:1:1: error: 'Grid' argument 'horizontalSpacing' 1e+300 \(range)"),
        Case(document: "Text(\"x\").contentMargins(.horizontal, 1e300, for: .scrollContent)",
             error: "doc.swift:1:11: error: 'contentMargins' argument 1e+300 \(range)"),
        Case(document: "Text(\"x\").padding(.infinity)",
             error: "doc.swift:1:11: error: 'padding' argument cannot be .infinity; only maxWidth, maxHeight and a grid item's maximum can"),
        Case(document: "LazyVGrid(columns: [GridItem(.fixed(-1e300))]) { Text(\"a\") }",
             error: "doc.swift:1:31: error: 'fixed' argument -1e+300 \(range)"),
        Case(document: "Text(\"x\").frame(width: -5)", error: "doc.swift:1:11: error: 'frame' argument 'width' -5.0 \(negative)"),
        Case(document: "Text(\"x\").frame(minWidth: 1, maxHeight: -2)", error: "doc.swift:1:11: error: 'frame' argument 'maxHeight' -2.0 \(negative)"),
        Case(document: "Text(\"x\").lineLimit(-1)", error: "doc.swift:1:11: error: 'lineLimit' argument -1 \(negative)"),
        Case(document: "Text(\"x\").border(.red, width: -1)", error: "doc.swift:1:11: error: 'border' argument 'width' -1.0 \(negative)"),
        Case(document: "LazyVGrid(columns: [GridItem(.adaptive(minimum: -5))]) { Text(\"a\") }",
             error: "doc.swift:1:31: error: 'adaptive' argument 'minimum' -5.0 \(negative)"),
        Case(document: "RoundedRectangle(cornerRadius: -1)", error: "doc.swift:1:1: error: 'RoundedRectangle' argument 'cornerRadius' -1.0 \(negative)"),
        Case(document: "let w = 3\nText(\"x\").frame(height: Double(1 - w))",
             error: "doc.swift:2:11: error: 'frame' argument 'height' -2.0 \(negative)", checked: false),
        Case(document: "Text(\"x\").frame(width: 0.0 / 0.0)", error: "doc.swift:1:11: error: 'frame' argument 'width' is not a number (NaN)"),
        Case(document: "Text(\"\\(9223372036854775807 + 1)\")",
             error: "doc.swift:1:29: error: arithmetic overflow: 9223372036854775807 + 1 does not fit in Int"),
        Case(document: "let w = 1_500_000.0\nText(\"x\").frame(width: w + w)",
             error: "doc.swift:2:11: error: 'frame' argument 'width' 3000000.0 \(range)", checked: false),
        Case(document: "let big = [9223372036854775807]\nText(\"\\(big[0] * 2)\")",
             error: "doc.swift:2:16: error: arithmetic overflow: 9223372036854775807 * 2 does not fit in Int", checked: false),
    ]

    @Test("each is one error at its place, status 1, in check as in render", arguments: cases)
    func reported(_ testCase: Case) throws {
        let folder = try OutputFileTests.scratch([])
        try Data((testCase.document + "\n").utf8).write(to: folder.appendingPathComponent("doc.swift"))
        for command in testCase.checked ? ["render", "check"] : ["render"] {
            let result = try TrellisProcess.run([command, "doc.swift"], in: folder)
            #expect(result.status == 1, "\(command)")
            #expect(result.standardOutput == "")
            #expect(result.standardError.hasPrefix(testCase.error + "\n"), "\(command): \(result.standardError)")
            #expect(TerminalOutput.occurrences(of: "error:", in: result.standardError) == 1, "\(command): \(result.standardError)")
            #expect(TerminalOutput.rawControl(in: result.standardError) == nil)
        }
    }

    @Test("maxWidth: .infinity and numbers within range still render")
    func withinRange() throws {
        let folder = try OutputFileTests.scratch([])
        let document = "VStack(spacing: 0) { Text(\"a\").frame(maxWidth: .infinity, alignment: .leading).padding(-3); Text(\"b\").offset(x: 16) }\n"
        try Data(document.utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift", "--width", "6"], in: folder)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "a\n    b\n", standardError: ""))
    }
}
