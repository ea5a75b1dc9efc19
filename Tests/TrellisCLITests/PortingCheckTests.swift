import Foundation
import Testing

/// `trellis check --porting FILE`: the report on standard output and its exit status.
@Suite("Porting check") struct PortingCheckTests {
    /// Runs `trellis check --porting` on `source` saved as `App.swift` in a scratch folder.
    func check(_ source: String) throws -> TrellisProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-porting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("App.swift"))
        return try TrellisProcess.run(["check", "--porting", "App.swift"], in: folder)
    }

    @Test func aMissingSymbolIsListedWithItsLocationAndExitsWithStatusOne() throws {
        let result = try check("""
            import SwiftUI

            struct Map: View {
                var body: some View {
                    Text("a").onTapGesture {}.colorEffect(effect)
                }
            }
            let effect = UIHoverEffect.self
            """)
        #expect(result.status == 1)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("App.swift:5:19: onTapGesture: accepted, no effect on text"))
        #expect(lines.contains("App.swift:5:35: colorEffect: not available"))
        #expect(lines.contains("App.swift:8:14: UIHoverEffect: not available"))
        #expect(lines.last == "2 missing: colorEffect, UIHoverEffect; 1 with no effect on text: onTapGesture")
    }

    @Test func aFileTrellisCoversExitsWithStatusZero() throws {
        let result = try check("""
            import SwiftUI

            struct Greeting: View {
                var body: some View { VStack { Text("Hello") }.padding() }
            }
            """)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "nothing missing\n", standardError: ""))
    }

    @Test func aFileNestedBeyondTheDocumentLimitIsADiagnosticNotACrash() throws {
        let deep = try check(String(repeating: "VStack {", count: 10_000) + String(repeating: "}", count: 10_000) + "\n")
        #expect(deep.status == 1)
        #expect(deep.standardError.hasPrefix("App.swift:1:809: error: brackets, braces and parentheses nest more than 100 levels deep"))
        let chain = try check("let x = Text(\"x\")" + String(repeating: ".bold()", count: 10_000) + "\n")
        #expect(chain.status == 1)
        #expect(chain.standardError.contains("error: the syntax nests more than 800 levels deep, the limit"))
        #expect(chain.standardOutput == "")
    }

    @Test func anUnreadableFileIsAnError() throws {
        let result = try TrellisProcess.run(["check", "--porting", "no-such-file.swift"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot read 'no-such-file.swift'"))
    }
}
