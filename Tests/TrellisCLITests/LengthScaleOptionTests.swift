import Foundation
import Testing

/// `render --length-scale`: documents are points at 8 by 16 unless it says otherwise, in the
/// render itself and in an isolated one.
@MainActor @Suite struct LengthScaleOptionTests {
    static let document = "Text(\"Hi\").padding(16).border(.single)\n"

    @Test("the default, a points-per-column scale, COLUMNxLINE and cells", arguments: [
        ([], "┌──────┐\n│      │\n│  Hi  │\n│      │\n└──────┘\n"),
        (["--length-scale", "16"], "┌────┐\n│    │\n│ Hi │\n│    │\n└────┘\n"),
        (["--length-scale", "16x8", "--isolate"], "┌────┐\n│    │\n│    │\n│ Hi │\n"),
        (["--length-scale", "cells"], "┌" + String(repeating: "─", count: 34) + "┐\n"),
    ])
    func scales(options: [String], prefix: String) throws {
        let folder = try OutputFileTests.scratch([])
        try Data(Self.document.utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift", "--width", "40", "--color", "never"] + options, in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(prefix), "\(result.standardOutput)")
    }

    @Test("a scale that is not a positive number is a usage error", arguments: ["0", "-8", "nan", "8x", "x16", "inf", "points"])
    func invalid(argument: String) throws {
        let result = try TrellisProcess.run(["render", "basics.swift", "--length-scale", argument])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--length-scale"))
    }
}
