import Testing
import Trellis
@testable import TrellisCore

/// `ScrollViewReader`'s `scrollTo` under a live runtime: the scroll view holding the view with
/// the id scrolls on the next frame, placing it at the anchor (as little as shows it without
/// one); an id that no view has, or a view in no scroll view, scrolls nothing.
@MainActor @Suite("Runtime: ScrollViewProxy.scrollTo")
struct ScrollToTests {
    @Test("onAppear's scrollTo shows the view at its anchor in the first frame")
    func onAppear() {
        let driver = TestDriver(Chat(start: 30, anchor: .top), width: 20, height: 6)
        #expect(driver.lines.dropFirst().first == "message 30", "\(driver.lines)")
        expectSameAsWhole(driver)
    }

    @Test("anchors: bottom, center, and none (as little scrolling as shows the view)")
    func anchors() {
        let bottom = TestDriver(Chat(start: 30, anchor: .bottom), width: 20, height: 6)
        #expect(bottom.lines.last == "message 30", "\(bottom.lines)")
        let center = TestDriver(Chat(start: 30, anchor: .center), width: 20, height: 6)
        #expect(center.lines.dropFirst(3).first == "message 30", "\(center.lines)")
        let none = TestDriver(Chat(start: 30, anchor: nil), width: 20, height: 6)
        #expect(none.lines.last == "message 30", "\(none.lines)")  // from the top, down to it
        let end = TestDriver(Chat(start: 48, anchor: .top), width: 20, height: 6)
        #expect(end.lines.last == "message 49", "\(end.lines)")  // no further than the content's end
    }

    @Test("a button's scrollTo, by a string id given with .id(_:), and an optional id")
    func fromButton() {
        let driver = TestDriver(Chat(start: nil, anchor: .top), width: 20, height: 6)
        #expect(driver.lines.dropFirst().first == "message 0")
        driver.send(.tab)
        driver.send(.return)  // "Last": scrollTo("last"), the .id of the last row
        #expect(driver.lines.last == "message 49", "\(driver.lines)")
        expectSameAsWhole(driver)
        driver.send(.tab)
        driver.send(.return)  // "Ten": scrollTo(Optional(10), anchor: .top)
        #expect(driver.lines.dropFirst().first == "message 10", "\(driver.lines)")
        driver.send(.tab)
        driver.send(.return)  // "Nowhere": an id no view has
        #expect(driver.lines.dropFirst().first == "message 10", "\(driver.lines)")
        expectSameAsWhole(driver)
    }

    @Test("rows of a LazyVStack, drawn as plain lines, are found too")
    func lazyRows() {
        let driver = TestDriver(LazyLog(), width: 20, height: 5)
        #expect(driver.lines.last == "row 70", "\(driver.lines)")
        expectSameAsWhole(driver)
    }

    @Test("a one-shot render shows the whole content")
    func oneShot() {
        let text = ViewRenderer(width: 20).render(Chat(start: 30, anchor: .top), format: .plain)
        #expect(text.contains("message 0") && text.contains("message 49"), "\(text)")
    }

    private func expectSameAsWhole(_ driver: TestDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = driver.lines
        #expect(driver.renderWhole().lines == screen, sourceLocation: sourceLocation)
    }
}

private struct Chat: View {
    let start: Int?
    let anchor: UnitPoint?
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Button("Last") { proxy.scrollTo("last", anchor: .bottom) }
                    Button("Ten") { proxy.scrollTo(Optional(10), anchor: .top) }
                    Button("Nowhere") { proxy.scrollTo(-1) }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<49) { Text("message \($0)") }
                        Text("message 49").id("last")
                    }
                }
            }
            .onAppear { if let start { proxy.scrollTo(start, anchor: anchor) } }
        }
    }
}

private struct LazyLog: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100) { Text("row \($0)") }
                }
            }
            .onAppear { proxy.scrollTo(70) }
        }
    }
}
