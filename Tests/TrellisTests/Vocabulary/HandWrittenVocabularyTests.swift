import Testing
import Trellis

/// SwiftUI declarations written by hand rather than generated inert, because they draw:
/// `NavigationView`, `lineLimit` with a range, the editable `navigationTitle` and `Tab` with a
/// role (spellings of core views in `Sources/TrellisVocabulary`), and `AnyShape` (core).
@MainActor @Suite("Vocabulary: hand-written SwiftUI declarations") struct HandWrittenVocabularyTests {
    @Test("NavigationView draws as NavigationStack: its content's title above the content")
    func navigationView() {
        let view = NavigationView { Text("So What").navigationTitle("Songs") }
        expectSameRender(view, as: NavigationStack { Text("So What").navigationTitle("Songs") })
        #expect(rendered(view, width: 12).hasPrefix("Songs"))
    }

    @Test("AnyShape draws the shape it wraps: a box for a built-in shape, else its path")
    func anyShape() {
        expectSameRender(
            AnyShape(RoundedRectangle(cornerRadius: 4)).stroke().frame(width: 48, height: 32),
            as: RoundedRectangle(cornerRadius: 4).stroke().frame(width: 48, height: 32))
        expectSameRender(
            AnyShape(Capsule()).fill(Color.red).frame(width: 48, height: 16),
            as: Capsule().fill(Color.red).frame(width: 48, height: 16))
        let shapes = [AnyShape(Rectangle()), AnyShape(Circle())]
        #expect(rendered(shapes[0].stroke().frame(width: 32, height: 32)) != rendered(shapes[1].stroke().frame(width: 32, height: 32)))
    }

    @Test("lineLimit with a range draws at most its upper bound of lines; from a lower bound, no limit")
    func lineLimitRanges() {
        let text = Text("one two three four five six").frame(width: 48)
        expectSameRender(text.lineLimit(1...2), as: text.lineLimit(2))
        expectSameRender(text.lineLimit(...1), as: text.lineLimit(1))
        expectSameRender(text.lineLimit(3...), as: text.lineLimit(nil))
        #expect(rendered(text.lineLimit(1...2)) != rendered(text.lineLimit(nil)))
    }

    @Test("navigationTitle with a binding draws the binding's value in the bar")
    func navigationTitleBinding() {
        expectSameRender(
            NavigationStack { Text("So What").navigationTitle(.constant("Songs")) },
            as: NavigationStack { Text("So What").navigationTitle("Songs") })
    }

    @Test("a Tab with a role draws as the same Tab without one: its label in the bar, in order")
    func tabRoles() {
        expectSameRender(
            TabView(selection: .constant(1)) {
                Tab("Home", systemImage: "house", value: 1) { Text("Welcome") }
                Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { Text("Find") }
            },
            as: TabView(selection: .constant(1)) {
                Tab("Home", systemImage: "house", value: 1) { Text("Welcome") }
                Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Find") }
            },
            widths: [40])
        expectSameRender(
            TabView { Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") } },
            as: TabView { Tab("Search", systemImage: "magnifyingglass") { Text("Find") } },
            widths: [40])
        #expect(rendered(TabView { Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") } }).contains("Search"))
    }
}
