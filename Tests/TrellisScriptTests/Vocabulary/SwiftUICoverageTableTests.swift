import Foundation
import Testing

/// `Tests/Coverage/SwiftUI.tsv` says, for each declaration of SwiftUI's public API, whether
/// Trellis draws it, accepts it or lacks it. These tests keep it true to the Trellis module of
/// this build: a row marked draws or accepted must be declared with that signature.
@MainActor @Suite("SwiftUI coverage table") struct SwiftUICoverageTableTests {
    @Test func everyStatusIsTheSymbolGraphs() throws {
        let result = try CoverageScript.run(["check"])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aRowTrellisDoesNotDeclareFailsTheCheck() throws {
        // One accepted row for a modifier Trellis lacks, one drawn row whose types differ
        // from Trellis's `padding(_:)`: both must be reported, by line.
        let table = """
            family\tkind\towner\twhere\tname\tsignature\tstatus\tnote
            views\tmodifier\tView\t\tfrobnicate(_:)\tfunc frobnicate(_ amount: Int) -> some View\taccepted\tinvented
            layout\tmodifier\tView\t\tpadding(_:)\tfunc padding(_ length: String) -> some View\tdraws\twrong type

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-coverage-\(UUID().uuidString).tsv")
        try table.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CoverageScript.run(["check", "--table", file.path])
        #expect(result.status == 1)
        #expect(result.errors.contains(":2:1: error: View.frobnicate(_:) is marked accepted"), "\(result.errors)")
        #expect(result.errors.contains(":3:1: error: View.padding(_:) is marked draws"), "\(result.errors)")
    }

    @Test func theInterfaceReaderKeepsNestedScopesAndWholeCases() throws {
        // A non-public nested enum (`package enum Storage`) must open its own hidden scope:
        // its cases are not Path's, and Path's later members keep their owner. A case's
        // defaults and labels stay one case.
        let interface = """
            public struct Path {
              @usableFromInline
              @frozen package enum Storage : Swift.Equatable {
                case empty
                case rect(CoreFoundation.CGRect)
              }
              public init()
              @frozen public enum Element : Swift.Equatable {
                case move(to: CoreFoundation.CGPoint)
                case closeSubpath
              }
            }
            public struct GridItem {
              public enum Size {
                case flexible(minimum: CoreFoundation.CGFloat = 10, maximum: CoreFoundation.CGFloat = .infinity)
              }
            }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-interface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("SwiftUI.swiftinterface")
        let table = folder.appendingPathComponent("table.tsv")
        try interface.write(to: source, atomically: true, encoding: .utf8)
        let result = try CoverageScript.run(["import", source.path, "--table", table.path])
        #expect(result.status == 0, "\(result.errors)")
        let rows = try String(contentsOf: table, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let named = Set(rows.filter { $0.count > 5 }.map { "\($0[2])|\($0[4])" })
        #expect(named.contains("Path|init()"))
        #expect(named.contains("Path|Element"))
        #expect(named.contains("Path.Element|move(to:)"))
        #expect(named.contains("Path.Element|closeSubpath"))
        #expect(named.contains("GridItem.Size|flexible(minimum:maximum:)"))
        #expect(!named.contains("Path|empty") && !named.contains("Path|rect(_:)"), "\(named)")
        #expect(!named.contains { $0.hasPrefix("GridItem.Size|") && !$0.hasSuffix("flexible(minimum:maximum:)") }, "\(named)")
    }
}
