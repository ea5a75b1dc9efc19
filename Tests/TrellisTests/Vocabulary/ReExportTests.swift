// This file imports Trellis alone, as ported SwiftUI code does: Foundation's and
// Observation's names must come with it. (Examples/Seeds, a module of its own, checks the
// same with no file importing Foundation.)
import Testing
import Trellis

/// `import Trellis` brings Foundation and Observation, as `import SwiftUI` does.
@MainActor @Suite("Vocabulary: re-exported modules") struct ReExportTests {
    @Observable final class Counter {
        var value = 0
    }

    struct Row: Identifiable {
        let id = UUID()
        let title: String
        let added: Date
        let link: URL?
    }

    @Test("Foundation's geometry, identifiers, dates and URLs are in scope")
    func foundationNames() {
        let size = CGSize(width: 4, height: 2)
        let rect = CGRect(origin: CGPoint(x: 1, y: 1), size: size)
        let scale: CGFloat = 2
        #expect(rect.maxX * scale == 10)
        let row = Row(title: "Dune", added: Date(timeIntervalSince1970: 0), link: URL(string: "https://example.com"))
        #expect(row.link?.host == "example.com")
        #expect(row.id != UUID())
        expectRender(ForEach([row]) { Text($0.title) }, width: 10, plain: "Dune\n")
    }

    @Test("@Observable classes compile and track changes with withObservationTracking")
    func observation() {
        let counter = Counter()
        let changed = Captured<Bool>()
        withObservationTracking { _ = counter.value } onChange: { changed.record(true) }
        counter.value = 1
        #expect(changed.value == true)
    }

    /// The umbrella declares nothing itself: the engine (TrellisCore) and the vocabulary
    /// (TrellisVocabulary) reach this file through it, also by the module-qualified names
    /// `@Entry`'s expansion writes (`Trellis.EnvironmentKey`).
    struct DepthKey: Trellis.EnvironmentKey {
        static let defaultValue = 3
    }

    @Test("The engine and the vocabulary both come with import Trellis, qualified names too")
    func engineAndVocabulary() {
        let tap: Trellis.TapGesture = TapGesture(count: 2)
        let stack = Trellis.VStack { Text("a") }.gesture(tap)
        #expect(tap.count == 2)
        #expect(EnvironmentValues()[DepthKey.self] == 3)
        expectRender(stack, width: 1, plain: "a\n")
    }
}
