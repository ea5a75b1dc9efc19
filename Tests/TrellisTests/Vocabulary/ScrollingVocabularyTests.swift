import Testing
import Trellis

/// Scrolling, list row and refresh modifiers compile as SwiftUI code writes them: a render
/// shows the whole content unscrolled, so they leave it as it is (`contentMargins` pads; see
/// CompatibilityModifierRenderTests).
@MainActor @Suite("Vocabulary: scrolling and lists") struct ScrollingVocabularyTests {
    @Test("scroll modifiers render the scroll view unchanged")
    func scrolling() {
        let original = ScrollView { VocabularySample() }
        let view = ScrollView { VocabularySample() }
            .scrollIndicators(.hidden)
            .scrollIndicators(.never, axes: .horizontal)
            .scrollClipDisabled()
            .scrollDisabled(true)
            .scrollContentBackground(.hidden)
            .scrollBounceBehavior(.basedOnSize)
            .scrollBounceBehavior(.always, axes: .horizontal)
            .refreshable {}
        expectSameRender(view, as: original)
    }

    @Test("list row modifiers other than the separator render the list unchanged")
    func listRows() {
        func list(modified: Bool) -> some View {
            List {
                Section("Tonight") {
                    ForEach(["Sam", "Sommer"], id: \.self) { name in
                        Text(name)
                            .listRowInsets(modified ? EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4) : nil)
                            .listRowBackground(modified ? Color.red : nil)
                            .listRowSeparatorTint(modified ? .blue : nil)
                            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Delete") {} }
                    }
                }
                .listSectionSeparator(modified ? .hidden : .automatic, edges: .top)
            }
            .listStyle(.insetGrouped)
        }
        expectRender(list(modified: true), width: 12, plain: """
            Tonight
            Sam
            ────────────
            Sommer
            
            """, ansi: """
            \(csi)1mTonight\(csi)0m
            Sam
            \(csi)2m────────────\(csi)0m
            Sommer
            
            """)
        expectSameRender(list(modified: true), as: list(modified: false), widths: [12, 4])
    }
}
