import Foundation
import Testing
@testable import TrellisScript

/// `resolve`: the declared and resolved structure of the seed documents in
/// `Examples/Documents`, with the counts their material states.
@MainActor @Suite("Resolve") struct ResolveTests {
    static let documents = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Documents")

    static func report(_ name: String) throws -> ResolveReport {
        let document = try ScriptDocument(contentsOf: documents.appendingPathComponent(name).path, loader: NoModuleLoader())
        return try document.resolve()
    }

    @Test("the WWDC board: 12 resolved subviews from 4 declared, then Sam's and Sommer's sections")
    func board() throws {
        let report = try Self.report("karaoke-board.swift")
        #expect(report.containers.map(\.name) == ["DisplayBoard", "DisplayBoard"])
        let composed = report.containers[0]
        #expect(composed.declared.map(\.kind) == ["Text", "Text", "Text", "ForEach"])
        #expect(composed.resolvedCount == 12)
        let sectioned = report.containers[1]
        #expect(sectioned.sections.map { $0.content.count } == [9, 4])
        #expect(sectioned.sections[1].containerValues == ["isDisplayBoardCardRejected": .bool(true)])
        let samRejected = sectioned.sections[0].content.filter { $0.containerValues["isDisplayBoardCardRejected"] == .bool(true) }
        #expect(samRejected.count == 4)
    }

    @Test("the tax checklist: 8 resolved from 7 declared; the sectioned one strikes Misc")
    func checklist() throws {
        let report = try Self.report("tax-checklist.swift")
        let flat = report.containers[0]
        #expect(flat.declaredCount == 7)
        #expect(flat.resolvedCount == 8)
        let sectioned = report.containers[1]
        #expect(sectioned.declared.map { $0.content?.count } == [1, 5, 1])
        #expect(sectioned.sections.map { $0.content.count } == [1, 5, 2])
        #expect(sectioned.sections[2].content.allSatisfy { $0.containerValues == ["notApplicable": .bool(true)] })
        #expect(sectioned.sections[2].footer.count == 1)
    }

    @Test("subview ids are identity paths with the ForEach data ids, the same in every run")
    func ids() throws {
        let report = try Self.report("tax-checklist.swift")
        #expect(report.containers[0].subviews.map(\.id).suffix(2) == [
            "/base/6/#Amount of real estate taxes paid", "/base/6/#Amount of personal property taxes paid",
        ])
    }

    @Test("plugin containers are reported with the plugin-declared keys their content set")
    func pluginContainer() throws {
        let document = try ScriptDocument(source: """
            import Boards
            Board(title: "Songs") {
                Text("a")
                if true { Text("b").containerValue(\\.isPinned, true) }
            }
            """, path: "doc.swift", loader: TestLoader())
        let container = try #require(try document.resolve().containers.first)
        #expect(container.name == "Board")
        #expect(container.declared.map(\.kind) == ["Text", "if"])
        #expect(container.subviews.map(\.id) == ["/base/0", "/base/1/b0"])
        #expect(container.subviews.map(\.containerValues) == [[:], ["isPinned": .bool(true)]])
    }
}
