import Testing
import Trellis
@testable import TrellisCore

/// `ScrollView` under a live runtime: it shows the lines it is offered from its offset on;
/// the wheel over it, the page keys and focus moving into it scroll it, and it is never a
/// focus stop of its own.
@MainActor @Suite("Runtime: ScrollView scrolling")
struct ScrollInputTests {
    @Test("with nothing focused the page keys scroll the scroll view, within its content")
    func pageKeys() {
        let driver = TestDriver(ScrollingLog(), width: 20, height: 6)
        #expect(driver.lines == ["Log", "line 0", "line 1", "line 2", "line 3", "line 4"])
        driver.send(.pageDown)  // a page: five lines less one
        #expect(driver.lines.dropFirst().first == "line 4")
        driver.send(.end)
        #expect(driver.lines.dropFirst().first == "line 15")
        #expect(driver.lines.last == "line 19")
        let bytes = driver.bytesWritten
        driver.send(.pageDown)  // at the end: nothing moves, nothing is written
        #expect(driver.bytesWritten == bytes)
        driver.send(.pageUp)
        #expect(driver.lines.dropFirst().first == "line 11")
        driver.send(.downArrow)  // the arrows go to the focused control: there is none
        #expect(driver.lines.dropFirst().first == "line 11")
        driver.send(.home)
        #expect(driver.lines.dropFirst().first == "line 0")
    }

    @Test("the wheel scrolls the scroll view under it by three lines, and nothing elsewhere")
    func wheel() {
        let driver = TestDriver(ScrollingLog(), width: 20, height: 6)
        let evaluations = driver.bodyEvaluations
        driver.send(bytes: Array("\u{1B}[<65;3;4M".utf8))  // down, over the log
        #expect(driver.lines.dropFirst().first == "line 3")
        #expect(driver.bodyEvaluations == evaluations)  // scrolling only draws again
        driver.send(bytes: Array("\u{1B}[<64;3;4M".utf8))  // up
        #expect(driver.lines.dropFirst().first == "line 0")
        driver.send(bytes: Array("\u{1B}[<65;3;1M".utf8))  // over the title, outside the log
        #expect(driver.lines.dropFirst().first == "line 0")
    }

    @Test("content drawn outside the scroll view, above or below, scrolled or not, is clipped to it")
    func clipsItsContent() {
        let driver = TestDriver(OverflowingLog(), width: 24, height: 8)
        #expect(driver.lines == ["Title", "line 0", "line 1", "line 5, moved up", "line 3", "line 4", "", "Footer"])
        driver.send(bytes: Array("\u{1B}[<65;3;4M".utf8))  // the wheel, down three lines
        #expect(driver.lines == ["Title", "line 3", "line 4", "", "line 6", "line 7", "line 8", "Footer"])
        driver.send(bytes: Array("\u{1B}[<65;3;4M".utf8))
        #expect(driver.lines == ["Title", "line 6", "line 7", "line 8", "line 9, moved down", "line 10", "line 11", "Footer"])
        #expect(driver.renderWhole().lines == driver.lines)
    }

    @Test("a scroll view is no focus stop: Tab goes to the first control inside it")
    func tabOrder() {
        let driver = TestDriver(ScrollingButtons(), width: 20, height: 4)
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.lines.first == "Pressed 0")
    }

    @Test("focus moving to a control out of view scrolls as little as shows it")
    func revealsFocus() {
        let driver = TestDriver(ScrollingButtons(), width: 20, height: 4)
        for _ in 0..<6 { driver.send(.tab) }  // to button 5, below the three lines shown
        #expect(driver.lines == ["Pressed none", "Button 3", "Button 4", "Button 5"])
        driver.send(.return)
        #expect(driver.lines.first == "Pressed 5")
        driver.send(.tab, modifiers: .shift)  // button 4 is in view: nothing moves
        #expect(driver.lines.dropFirst().first == "Button 3")
        for _ in 0..<4 { driver.send(.tab, modifiers: .shift) }  // to button 0, above
        #expect(driver.lines.dropFirst().first == "Button 0")
        driver.send(.tab, modifiers: .shift)  // cycles to button 11, the last
        #expect(driver.lines.last == "Button 11")
    }

    @Test("a click reaches the button a scrolled view shows, where it shows it")
    func clickInsideScrolled() {
        let driver = TestDriver(ScrollingButtons(), width: 20, height: 4)
        driver.send(bytes: Array("\u{1B}[<65;2;3M".utf8))  // three lines down: buttons 3 to 5 show
        #expect(driver.lines == ["Pressed none", "Button 3", "Button 4", "Button 5"])
        driver.send(bytes: Array("\u{1B}[<0;2;3M\u{1B}[<0;2;3m".utf8))  // the screen's third line
        #expect(driver.lines.first == "Pressed 4")
        driver.send(bytes: Array("\u{1B}[<0;2;1M\u{1B}[<0;2;1m".utf8))  // the title: no button there
        #expect(driver.lines.first == "Pressed 4")
    }

    @Test("nested: the wheel scrolls the innermost under it, the page keys the one holding focus")
    func nested() {
        let driver = TestDriver(NestedScrolls(), width: 20, height: 4)
        #expect(driver.lines == ["top 0", "top 1", "top 2", "inner 0"])
        driver.send(bytes: Array("\u{1B}[<65;2;4M".utf8))  // over the inner one's first line
        #expect(driver.lines == ["top 0", "top 1", "top 2", "inner 3"])
        driver.send(bytes: Array("\u{1B}[<65;2;1M".utf8))  // over the outer one only
        #expect(driver.lines == ["inner 3", "inner 4", "bottom 0", "bottom 1"])
        driver.send(.pageDown)  // nothing focused: the outer one, by three lines
        #expect(driver.lines == ["bottom 1", "bottom 2", "bottom 3", "bottom 4"])
        driver.send(.tab)  // to inner 0: the inner one scrolls to it, then the outer one
        #expect(driver.lines == ["inner 0", "inner 1", "bottom 0", "bottom 1"])
        driver.send(.pageDown)  // focus is inside: the inner one, by one line
        #expect(driver.lines == ["inner 1", "inner 2", "bottom 0", "bottom 1"])
        driver.send(.end)
        #expect(driver.lines == ["inner 4", "inner 5", "bottom 0", "bottom 1"])
    }

    @Test("the offset is kept while the scroll view is in the tree, and dropped when it leaves")
    func offsetLifetime() {
        let driver = TestDriver(HidingLog(), width: 20, height: 4)
        driver.send(bytes: Array("\u{1B}[<65;3;3M".utf8))
        #expect(driver.lines == ["Hide", "line 3", "line 4", "line 5"])
        driver.send(.tab)  // to the button, outside the log: the log stays where it is
        #expect(driver.lines == ["Hide", "line 3", "line 4", "line 5"])
        driver.send(.return)
        #expect(driver.lines.first == "Show")
        driver.send(.return)
        #expect(driver.lines == ["Hide", "line 0", "line 1", "line 2"])
    }

    @Test("a parent evaluated again reuses the content of its scroll view")
    func reusesContent() {
        let model = OracleModel()
        let driver = TestDriver(TickingScroll(model: model), width: 20, height: 4)
        let rows = driver.bodyEvaluations(of: ScrollRow.self)
        model.ticks += 1
        driver.update()
        #expect(driver.lines.first == "ticks 1")
        #expect(driver.bodyEvaluations(of: TickingScroll.self) == 2)
        #expect(driver.bodyEvaluations(of: ScrollRow.self) == rows)
    }

    @Test("a one-shot render still shows all of a scroll view's content")
    func oneShot() {
        let text = ViewRenderer(width: 20).render(ScrollingLog(), format: .plain)
        #expect(text.contains("line 19"))
    }

    @Test("a List scrolls as a scroll view does, and follows its selection as the arrows move it")
    func list() {
        let driver = TestDriver(LongPicker(), width: 20, height: 6)
        #expect(driver.lines == ["Chosen none", "item 0", "item 1", "item 2", "item 3", "item 4"])
        driver.send(.pageDown)  // nothing focused: the page keys scroll the list
        #expect(driver.lines.dropFirst().first == "item 4")
        driver.send(.home)
        driver.send(.tab)  // the list
        for _ in 0..<8 { driver.send(.downArrow) }  // the selection moves out of view, and the list follows
        #expect(driver.lines.first == "Chosen 7", "\(driver.lines)")
        #expect(driver.lines.last == "item 7", "\(driver.lines)")
        let evaluations = driver.bodyEvaluations
        driver.send(bytes: Array("\u{1B}[<64;3;4M".utf8))  // the wheel scrolls away from the selection; it stays away
        #expect(driver.lines.last == "item 4", "\(driver.lines)")
        // The three rows that came into view are made (a row's body each); the others are kept.
        #expect(driver.bodyEvaluations <= evaluations + 3)
        driver.send(.upArrow)  // the selection moves: the list shows it again
        #expect(driver.lines.first == "Chosen 6")
        #expect(driver.lines.contains("item 6"), "\(driver.lines)")
        let screen = driver.lines
        #expect(driver.renderWhole().lines == screen)
    }

    @Test("a one-shot render shows all of a List's rows")
    func listOneShot() {
        let text = ViewRenderer(width: 20).render(LongPicker(), format: .plain)
        #expect(text.contains("item 0") && text.contains("item 29"))
    }
}

struct ScrollingLog: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Log")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<20, id: \.self) { Text("line \($0)") }
                }
            }
        }
    }
}

/// A log between a title and a footer, two of its lines drawn elsewhere: line 5 three lines
/// up, line 2 seven lines down (a line is 16 points).
struct OverflowingLog: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<20, id: \.self) { line in
                        switch line {
                        case 5: Text("line 5, moved up").offset(y: -48)
                        case 2: Text("line 2, moved down").offset(y: 112)
                        default: Text("line \(line)")
                        }
                    }
                }
            }
            Text("Footer")
        }
    }
}

struct ScrollingButtons: View {
    @State private var pressed = "none"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pressed \(pressed)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<12, id: \.self) { index in
                        Button("Button \(index)") { pressed = "\(index)" }
                    }
                }
            }
        }
    }
}

struct NestedScrolls: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3, id: \.self) { Text("top \($0)") }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<6, id: \.self) { index in Button("inner \(index)") {} }
                    }
                }
                .frame(height: 2)
                ForEach(0..<6, id: \.self) { Text("bottom \($0)") }
            }
        }
        .environment(\.lengthScale, .cells)  // the inner frame's height in lines
    }
}

struct HidingLog: View {
    @State private var shows = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button(shows ? "Hide" : "Show") { shows.toggle() }
            if shows {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<20, id: \.self) { Text("line \($0)") }
                    }
                }
            }
        }
    }
}

struct TickingScroll: View {
    let model: OracleModel
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("ticks \(model.ticks)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<5, id: \.self) { ScrollRow(index: $0) }
                }
            }
        }
    }
}

struct ScrollRow: View {
    let index: Int
    var body: some View { Text("row \(index)") }
}


struct LongPicker: View {
    @State private var chosen: Int?
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Chosen \(chosen.map(String.init) ?? "none")")
            List(0..<30, id: \.self, selection: $chosen) { Text("item \($0)").listRowSeparator(.hidden) }
        }
    }
}