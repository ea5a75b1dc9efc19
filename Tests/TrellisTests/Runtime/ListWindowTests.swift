import Testing
import Trellis
@testable import TrellisCore

/// A live `List` over a `ForEach` of data makes only the rows its scroll view shows (with a
/// margin), and makes others as it scrolls, as the selection moves and as rows change; every
/// screen equals a whole render of the same state.
@MainActor @Suite("Runtime: a List makes only the rows it shows")
struct ListWindowTests {
    @Test("the first frame of a 100,000-row list evaluates about a screenful of row bodies")
    func firstFrame() {
        let driver = TestDriver(WindowedList(model: WindowedRows(count: 100_000)), width: 40, height: 20)
        #expect(driver.lines.prefix(3) == ["Chosen none", "[ ] row 0", String(repeating: "─", count: 40)])
        let rows = driver.bodyEvaluations(of: WindowedRow.self)
        #expect(rows > 0 && rows <= 45, "\(rows) rows made")
    }

    @Test("the page keys, End and the wheel make the rows they scroll to")
    func scrolling() {
        let driver = TestDriver(WindowedList(model: WindowedRows(count: 100_000)), width: 40, height: 20)
        driver.send(.pageDown)
        #expect(driver.lines[1] == "[ ] row 9", "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.end)
        #expect(driver.lines.last == "[ ] row 99999", "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        let made = driver.bodyEvaluations(of: WindowedRow.self)
        driver.send(bytes: Array("\u{1B}[<64;3;4M".utf8))  // the wheel, up three lines: within the rows made
        #expect(driver.lines.contains("[ ] row 99997") && !driver.lines.contains("[ ] row 99998"), "\(driver.lines)")
        #expect(driver.bodyEvaluations(of: WindowedRow.self) == made)
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.home)
        #expect(driver.lines[1] == "[ ] row 0")
        #expect(driver.renderWhole().lines == driver.lines)
    }

    @Test("the arrow keys move the selection past the rows made, and the list follows")
    func arrows() {
        let driver = TestDriver(WindowedList(model: WindowedRows(count: 100_000)), width: 40, height: 20)
        driver.send(.tab)
        for _ in 0..<40 { driver.send(.downArrow) }
        #expect(driver.lines.first == "Chosen 39", "\(driver.lines)")
        #expect(driver.lines.contains("[ ] row 39"), "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.upArrow)
        #expect(driver.lines.first == "Chosen 38")
    }

    @Test("a selection made off screen brings its row into view")
    func offScreenSelection() {
        let model = WindowedRows(count: 100_000)
        let driver = TestDriver(WindowedList(model: model), width: 40, height: 20)
        model.chosen = 50_000
        driver.update()
        #expect(driver.lines.first == "Chosen 50000")
        #expect(driver.lines.contains("[ ] row 50000"), "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.tab)
        driver.send(.downArrow)
        #expect(driver.lines.first == "Chosen 50001")
        #expect(driver.lines.contains("[ ] row 50001"), "\(driver.lines)")
    }

    @Test("toggling a row on screen evaluates its body alone, after scrolls too")
    func toggles() {
        let model = WindowedRows(count: 100_000)
        let driver = TestDriver(WindowedList(model: model), width: 40, height: 20)
        for step in 0..<6 {
            if step == 3 { driver.send(.pageDown) }
            let index = step < 3 ? step : 12
            let before = driver.bodyEvaluations(of: WindowedRow.self)
            model.items[index].done.toggle()
            driver.update()
            #expect(driver.bodyEvaluations(of: WindowedRow.self) == before + 1)
            #expect(driver.lines.contains("[\(model.items[index].done ? "x" : " ")] row \(index)"), "\(driver.lines)")
            #expect(driver.renderWhole().lines == driver.lines)
        }
    }

    @Test("content that is not one view per element makes every row")
    func eagerFallback() {
        let driver = TestDriver(UnevenList(), width: 20, height: 8)
        let divider = String(repeating: "─", count: 20)
        #expect(driver.lines.prefix(5) == ["row 0", divider, "extra", divider, "row 1"], "\(driver.lines)")
        driver.send(.end)
        #expect(driver.lines.last == "row 29", "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
    }
}

@Observable final class WindowedItem {
    let index: Int
    var done = false
    init(index: Int) { self.index = index }
}

@Observable final class WindowedRows {
    var items: [WindowedItem]
    var chosen: Int?
    init(count: Int) { items = (0..<count).map(WindowedItem.init) }
}

struct WindowedRow: View {
    let item: WindowedItem
    var body: some View {
        Text("[\(item.done ? "x" : " ")] row \(item.index)")
    }
}

struct WindowedList: View {
    let model: WindowedRows
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Chosen \(model.chosen.map(String.init) ?? "none")")
            List(model.items, id: \.index, selection: Binding(get: { model.chosen }, set: { model.chosen = $0 })) {
                WindowedRow(item: $0)
            }
        }
    }
}

struct UnevenList: View {
    var body: some View {
        List(0..<30, id: \.self) { index in
            Text("row \(index)")
            if index == 0 { Text("extra") }
        }
    }
}
