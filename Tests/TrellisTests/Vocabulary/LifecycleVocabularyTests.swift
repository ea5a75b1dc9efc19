import Testing
import Trellis

/// Lifecycle modifiers compile as SwiftUI code writes them (including closures that capture
/// the view, as SwiftUI's main-actor views may) and run what a single render can run.
@MainActor @Suite("Vocabulary: lifecycle") struct LifecycleVocabularyTests {
    @Test("task, refreshable, onDisappear and the older onChange never run; the view renders unchanged")
    func neverRun() {
        let ran = Counter()
        let view = LoadingList(ran: ran)
        expectSameRender(view, as: VocabularySample())
        #expect(ran.count == 0)
    }

    @Test("onChange runs once with the value as old and new only when initial is true")
    func onChangeInitial() {
        let changes = Captured<[Int]>()
        let view = VocabularySample()
            .onChange(of: 7, initial: true) { old, new in changes.record([old, new]) }
            .onChange(of: 8, initial: true) { changes.record([]) }
            .onChange(of: 9) { old, new in changes.record([old, new]) }
            .onChange(of: 10) { changes.record([0]) }
        expectRender(view, width: 24, plain: """
            Karaoke night
            Sam and Sommer sing
            
            """, ansi: """
            \(csi)1mKaraoke night\(csi)0m
            Sam and Sommer sing
            
            """)
        #expect(changes.all.sorted { $0.count < $1.count } == [[], [7, 7]])
    }
}

/// A view whose lifecycle closures capture the view itself.
private struct LoadingList: View {
    let ran: Counter
    @State private var query = ""

    var body: some View {
        VocabularySample()
            .task { await load() }
            .task(id: query, priority: .background) { await load() }
            .refreshable { await load() }
            .onDisappear { ran.hit() }
            .onChange(of: query) { _ in ran.hit() }
    }

    private func load() async {
        ran.hit()
    }
}
