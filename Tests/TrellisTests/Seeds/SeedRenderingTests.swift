import Testing
import Trellis
@testable import SeedExamples

/// The seeds' containers compile with only the import changed and render sensible text.
@MainActor @Suite("Seeds") struct SeedRenderingTests {
    @Test("seed 003 checklist: sections, uppercase headers, struck not-applicable rows")
    func checklist() {
        let text = ViewRenderer(width: 60).render(Seed003MyView()).plain
        #expect(text.contains("○ W2"))
        #expect(text.contains("○ 1099-MISC"))
        #expect(text.contains("Primary income") || text.contains("PRIMARY INCOME"))
        for line in text.split(separator: "\n") { #expect(line.count <= 60) }
    }

    @Test("seed 002 NewContainerView renders its Korean content aligned")
    func newContainerView() {
        let text = ViewRenderer(width: 40).render(Seed002ContentView()).plain
        #expect(text.contains("첫 번째 컴포넌트"))
        #expect(text.contains("섹션 2"))
    }

    @Test("WWDC display board: sections as columns with header cards, rejected cards struck")
    func displayBoard() {
        let text = ViewRenderer(width: 80).render(KaraokeBoard()).plain
        #expect(text.contains("Sam's Songs"))
        #expect(text.contains("Scrolling in the Deep"))
        #expect(text.contains("S̶o̶m̶e̶"))
    }

    @Test("seed 004 card, carousel and magazine render their content")
    func cardCarouselMagazine() {
        let renderer = ViewRenderer(width: 40)
        #expect(renderer.render(Card { Text("Hello, World!") }).plain.contains("Hello, World!"))
        #expect(!renderer.render(Carousel { Color.yellow; Color.orange }).plain.isEmpty)
        #expect(!renderer.render(Magazine { Color.yellow; Color.orange; Color.red }).plain.isEmpty)
    }
}
