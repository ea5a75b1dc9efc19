import Foundation
import Testing
@testable import TrellisScript

/// Every public modifier and view of Trellis has a decision for documents: the document
/// catalogue offers it, or `Tests/Coverage/DocumentDecisions.tsv` says why documents leave it
/// out. A name whose every declaration has no effect on text is left out by rule (documents
/// show what draws). So adding a drawing modifier or view to Trellis without deciding for
/// documents fails here, naming it.
@MainActor @Suite("Document decisions") struct DocumentDecisionTests {
    struct Decision: Hashable {
        let kind: String, name: String, reason: String
    }

    static let decisionsFile = CoverageScript.repository.appendingPathComponent("Tests/Coverage/DocumentDecisions.tsv")

    /// The decisions file's entries, by kind and name.
    static func decisions() throws -> [String: Decision] {
        var found: [String: Decision] = [:]
        let text = try String(contentsOf: decisionsFile, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect(fields.count == 3 && !fields[2].isEmpty, "DocumentDecisions.tsv:\(index + 1): kind, name and a reason")
            guard fields.count == 3 else { continue }
            found["\(fields[0]) \(fields[1])"] = Decision(kind: fields[0], name: fields[1], reason: fields[2])
        }
        return found
    }

    /// What the catalogue offers documents, as "modifier name" and "view name".
    static var catalogue: Set<String> {
        Set(ModifierCatalog.make().keys.map { "modifier \($0)" })
            .union(ModifierCatalog.textStyles.keys.map { "modifier \($0)" })
            .union(ViewCatalog.make().keys.map { "view \($0)" })
    }

    /// Trellis's public modifiers and views: "kind name" -> whether every declaration is inert.
    static func publicAPI() throws -> [String: Bool] {
        let result = try CoverageScript.run(["api"])
        #expect(result.status == 0, "\(result.errors)")
        var api: [String: Bool] = [:]
        for line in result.output.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { continue }
            api["\(fields[0]) \(fields[1])"] = fields[2] == "inert"
        }
        return api
    }

    @Test func everyDrawingModifierAndViewHasADecision() throws {
        let api = try Self.publicAPI()
        #expect(api["modifier padding"] == false && api["view VStack"] == false, "the API listing lost known names")
        let decided = Set(try Self.decisions().keys).union(Self.catalogue)
        let undecided = api.filter { !$0.value && !decided.contains($0.key) }.keys.sorted()
        #expect(undecided.isEmpty, """
            public API of Trellis with no decision for documents: \(undecided.joined(separator: ", ")).
            Add it to the catalogue (Sources/TrellisScript/Catalog) or to Tests/Coverage/DocumentDecisions.tsv with why documents leave it out.
            """)
    }

    @Test func everyDecisionNamesCurrentAPIAndDoesNotContradictTheCatalogue() throws {
        let api = try Self.publicAPI()
        for (key, decision) in try Self.decisions() {
            #expect(api[key] != nil, "DocumentDecisions.tsv decides \(key), which Trellis does not declare")
            if !decision.reason.hasPrefix("documents have it:") {
                #expect(!Self.catalogue.contains(key), "DocumentDecisions.tsv leaves out \(key), which the catalogue offers")
            }
        }
    }
}
