import Foundation
import Testing

/// `trellis check --porting FILE`: the report on standard output and its exit status.
@Suite("Porting check") struct PortingCheckTests {
    /// Runs `trellis check --porting` on `source` saved as `App.swift` in a scratch folder.
    /// The compiler pass finds `swiftc` on the `PATH`: the test's own, where the toolchain is.
    func check(
        _ source: String, _ options: [String] = [], environment: [String: String] = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
    ) throws -> TrellisProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-porting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("App.swift"))
        return try TrellisProcess.run(["check", "--porting", "App.swift"] + options, in: folder, environment: environment)
    }

    @Test func aMissingSymbolIsListedWithItsLocationAndExitsWithStatusOne() throws {
        let result = try check("""
            import SwiftUI

            struct Map: View {
                var body: some View {
                    Text("a").onTapGesture {}.accessibilityDirectTouch(effect)
                }
            }
            let effect = UIHoverEffect.self
            """)
        #expect(result.status == 1)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("App.swift:5:19: onTapGesture: accepted, no effect on text"))
        #expect(lines.contains("App.swift:5:35: accessibilityDirectTouch: not available"))
        #expect(lines.contains("App.swift:8:14: UIHoverEffect: not available"))
        #expect(lines.contains("App.swift:8:14: error: cannot find 'UIHoverEffect' in scope"), "\(lines)")
        #expect(lines.last?.hasPrefix("2 missing: accessibilityDirectTouch, UIHoverEffect; 1 with no effect on text: onTapGesture; ") == true, "\(lines)")
        #expect(lines.last?.hasSuffix(" compiler errors against Trellis") == true, "\(lines)")
    }

    @Test func aWrongOverloadOfANameTrellisHasIsTheCompilersErrorNotNothingMissing() throws {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("a").padding(.horizontal, "wide") }
            }
            """
        let result = try check(source)
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("App.swift:4:") && $0.contains(": error: ") }, "\(lines)")
        #expect(lines.last == "no missing names; 1 compiler error against Trellis")
        // Without the compiler pass, names alone find nothing.
        #expect(try check(source, ["--no-typecheck"]) == TrellisProcess.Result(status: 0, standardOutput: "nothing missing\n", standardError: ""))
    }

    @Test func withoutSwiftcTheNamesAreJudgedAndAWarningSaysWhy() throws {
        let result = try check("import SwiftUI\nlet x = Text(\"a\")\n", environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "nothing missing\n")
        #expect(result.standardError == "trellis: warning: not typechecked against Trellis: no swiftc on the PATH\n")
    }

    @Test func aFileTrellisCoversExitsWithStatusZero() throws {
        let result = try check("""
            import SwiftUI

            struct Greeting: View {
                var body: some View { VStack { Text("Hello") }.padding() }
            }
            """)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "nothing missing; typechecks against Trellis\n", standardError: ""))
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
