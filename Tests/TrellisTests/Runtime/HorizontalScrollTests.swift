import Testing
import Trellis
@testable import TrellisCore

/// `ScrollView(.horizontal)` and `ScrollView([.horizontal, .vertical])` under a live runtime:
/// Shift with the wheel and a tilted wheel scroll sideways, focus moving to a control out of
/// view scrolls sideways as little as shows it, and a wide cluster cut at either side becomes
/// spaces. Each screen is checked against a fresh whole render of the same state.
@MainActor @Suite("Runtime: sideways scrolling")
struct HorizontalScrollTests {
    @Test("Shift with the wheel, and a tilted wheel, scroll a sideways scroll view three columns")
    func wheelSideways() {
        let driver = TestDriver(WideRuler(), width: 10, height: 3)
        #expect(driver.lines.prefix(2) == ["Ruler", "0123456789"])
        for (report, shown) in [
            ("69", "3456789abc"),  // Shift and down: right
            ("67", "6789abcdef"),  // tilted right
            ("66", "3456789abc"),  // tilted left
            ("65", "6789abcdef"),  // plain down, where nothing scrolls vertically: right
            ("65", "9abcdefghi"),
            ("65", "abcdefghij"),  // as far as the content goes
            ("68", "789abcdefg"),  // Shift and up: left
        ] {
            let evaluations = driver.bodyEvaluations
            driver.send(bytes: Array("\u{1B}[<\(report);3;2M".utf8))
            #expect(driver.lines[1] == shown, "after \(report)")
            #expect(driver.bodyEvaluations == evaluations)  // scrolling only draws again
            #expect(Self.matchesWholeRender(driver))
        }
        driver.send(bytes: Array("\u{1B}[<69;3;1M".utf8))  // over the title: nothing scrolls
        #expect(driver.lines[1] == "789abcdefg")
    }

    @Test("in a vertical scroll view, the plain wheel scrolls it and Shift scrolls the row sideways")
    func nested() {
        let driver = TestDriver(WideRows(), width: 8, height: 3)
        #expect(driver.lines == ["row 0 ab", "row 1 ab", "row 2 ab"])
        driver.send(bytes: Array("\u{1B}[<69;2;2M".utf8))  // Shift and down over row 1
        #expect(driver.lines == ["row 0 ab", " 1 abcde", "row 2 ab"])
        driver.send(bytes: Array("\u{1B}[<65;2;2M".utf8))  // plain down: the list moves
        #expect(driver.lines.first == "row 3 ab")
        #expect(Self.matchesWholeRender(driver))
    }

    @Test("focus moving to a control out of view scrolls sideways as little as shows it")
    func revealsFocus() {
        let driver = TestDriver(WideToolbar(), width: 12, height: 2)
        #expect(driver.lines[1] == "B0 B1 B2 B3")
        for _ in 0..<6 { driver.send(.tab) }  // to B5, columns 15 and 16
        #expect(driver.lines[1] == " B2 B3 B4 B5")
        driver.send(.return)
        #expect(driver.lines[0] == "Pressed 5")
        driver.send(.tab, modifiers: .shift)  // B4 is in view: nothing moves
        #expect(driver.lines[1] == " B2 B3 B4 B5")
        for _ in 0..<4 { driver.send(.tab, modifiers: .shift) }  // to B0, to the left
        #expect(driver.lines[1] == "B0 B1 B2 B3")
        #expect(Self.matchesWholeRender(driver))
    }

    @Test("a wide cluster cut at either side of the view becomes a space; no line is wider")
    func wideClusters() {
        let driver = TestDriver(WideKanji(), width: 9, height: 1)
        #expect(driver.lines == ["漢字漢字"])  // the fifth 漢 would cross the edge
        driver.send(bytes: Array("\u{1B}[<69;2;1M".utf8))  // three columns: half of 字 cut on the left
        #expect(driver.lines == [" 漢字漢字"])
        for line in driver.lines { #expect(CellWidth.width(of: line) <= 9) }
        #expect(Self.matchesWholeRender(driver))
    }

    @Test("a scroll view along both axes keeps both offsets: page keys down, Shift-wheel sideways")
    func bothAxes() {
        let driver = TestDriver(WideGrid(), width: 6, height: 3)
        #expect(driver.lines == ["r0 abc", "r1 abc", "r2 abc"])
        driver.send(.pageDown)  // two lines: the height less one
        driver.send(bytes: Array("\u{1B}[<69;2;2M".utf8))
        #expect(driver.lines == ["abcdef", "abcdef", "abcdef"])
        #expect(Self.matchesWholeRender(driver))
        driver.send(.home)
        #expect(driver.lines.first == "abcdef")
        driver.send(bytes: Array("\u{1B}[<68;2;2M".utf8))
        #expect(driver.lines.first == "r0 abc")
    }

    @Test("scrollTo with an anchor places the view sideways: .leading at the left edge, .trailing at the right")
    func scrollToSideways() {
        let model = SidewaysTarget()
        let driver = TestDriver(SidewaysReader(target: model), width: 12, height: 1)
        #expect(driver.lines == ["c15 c16 c17"])  // from onAppear: .leading
        model.anchor = .trailing
        model.id = 3
        driver.update()
        #expect(driver.lines == ["c0 c1 c2 c3"])  // c3 at the right edge, as far left as goes
        #expect(Self.matchesWholeRender(driver))
    }

    @Test("a one-shot render of a sideways scroll view shows its start, cut to the width")
    func oneShot() {
        let text = ViewRenderer(width: 10).render(WideRuler(), format: .plain)
        #expect(text.split(separator: "\n") == ["Ruler", "0123456789"])
    }

    /// Whether the driver's screen is what a fresh whole render of the same state draws.
    private static func matchesWholeRender(_ driver: TestDriver) -> Bool {
        driver.renderWhole().lines == driver.lines
    }
}

struct WideRuler: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Ruler")
            ScrollView(.horizontal) { Text("0123456789abcdefghij") }
        }
    }
}

struct WideRows: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<8, id: \.self) { index in
                    ScrollView(.horizontal) { Text("row \(index) abcdefgh") }
                }
            }
        }
    }
}

struct WideToolbar: View {
    @State private var pressed = "none"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pressed \(pressed)")
            ScrollView(.horizontal) {
                HStack(spacing: 1) {
                    ForEach(0..<8, id: \.self) { index in
                        Button("B\(index)") { pressed = "\(index)" }
                    }
                }
            }
        }
        .environment(\.lengthScale, .cells)  // the stack's spacing in columns
    }
}

struct WideKanji: View {
    var body: some View {
        ScrollView(.horizontal) { Text("漢字漢字漢字漢字") }
    }
}

struct WideGrid: View {
    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<6, id: \.self) { Text("r\($0) abcdef") }
            }
        }
    }
}

@Observable final class SidewaysTarget {
    var id = 15
    var anchor = UnitPoint.leading
}

struct SidewaysReader: View {
    let target: SidewaysTarget
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 1) {
                    ForEach(0..<20, id: \.self) { Text("c\($0)") }
                }
            }
            .onAppear { proxy.scrollTo(target.id, anchor: target.anchor) }
            .onChange(of: target.id) { proxy.scrollTo(target.id, anchor: target.anchor) }
        }
        .environment(\.lengthScale, .cells)
    }
}
