import Testing
import Trellis
@testable import TrellisCore

/// A live `List` over a `ForEach` of data makes only the rows its scroll view shows, keeps
/// the rows it made while they do not change, and makes others as it scrolls, as the selection
/// moves and as rows change; every screen equals a whole render of the same state.
@MainActor @Suite("Runtime: a List makes only the rows it shows")
struct ListWindowTests {
    @Test("the first frame of a 100,000-row list evaluates about a screenful of row bodies")
    func firstFrame() {
        let driver = TestDriver(WindowedList(board: TaskBoard(count: 100_000)), width: 40, height: 20)
        #expect(driver.lines.prefix(3) == ["Chosen none", "[ ] Task 0", String(repeating: "─", count: 40)])
        let rows = driver.bodyEvaluations(of: TaskRowView.self)
        #expect(rows > 0 && rows <= 45, "\(rows) rows made")
    }

    @Test("the page keys, End and the wheel make the rows they scroll to")
    func scrolling() {
        let driver = TestDriver(WindowedList(board: TaskBoard(count: 100_000)), width: 40, height: 20)
        driver.send(.pageDown)
        #expect(driver.lines[1] == "[ ] Task 9", "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.end)
        #expect(driver.lines.last == "[ ] Task 99999", "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        let made = driver.bodyEvaluations(of: TaskRowView.self)
        driver.send(bytes: Array("\u{1B}[<64;3;4M".utf8))  // the wheel, up three lines: two rows come into view
        #expect(driver.lines.contains("[ ] Task 99997") && !driver.lines.contains("[ ] Task 99998"), "\(driver.lines)")
        #expect(driver.bodyEvaluations(of: TaskRowView.self) <= made + 2)
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.home)
        #expect(driver.lines[1] == "[ ] Task 0")
        #expect(driver.renderWhole().lines == driver.lines)
    }

    @Test("the arrow keys move the selection past the rows made, and the list follows")
    func arrows() {
        let driver = TestDriver(WindowedList(board: TaskBoard(count: 100_000)), width: 40, height: 20)
        driver.send(.tab)
        for _ in 0..<40 { driver.send(.downArrow) }
        #expect(driver.lines.first == "Chosen 39", "\(driver.lines)")
        #expect(driver.lines.contains("[ ] Task 39"), "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.upArrow)
        #expect(driver.lines.first == "Chosen 38")
    }

    @Test("a selection made off screen brings its row into view")
    func offScreenSelection() {
        let choice = ListChoice()
        let driver = TestDriver(WindowedList(board: TaskBoard(count: 100_000), choice: choice), width: 40, height: 20)
        choice.row = 50_000
        driver.update()
        #expect(driver.lines.first == "Chosen 50000")
        #expect(driver.lines.contains("[ ] Task 50000"), "\(driver.lines)")
        #expect(driver.renderWhole().lines == driver.lines)
        driver.send(.tab)
        driver.send(.downArrow)
        #expect(driver.lines.first == "Chosen 50001")
        #expect(driver.lines.contains("[ ] Task 50001"), "\(driver.lines)")
    }

    @Test("toggling a row on screen evaluates its body alone, after scrolls too")
    func toggles() {
        let board = TaskBoard(count: 100_000)
        let driver = TestDriver(WindowedList(board: board), width: 40, height: 20)
        for step in 0..<6 {
            if step == 3 { driver.send(.pageDown) }
            let index = step < 3 ? step : 12
            let before = driver.bodyEvaluations(of: TaskRowView.self)
            board.tasks[index].done.toggle()
            driver.update()
            #expect(driver.bodyEvaluations(of: TaskRowView.self) == before + 1)
            #expect(driver.lines.contains("[\(board.tasks[index].done ? "x" : " ")] Task \(index)"), "\(driver.lines)")
            #expect(driver.renderWhole().lines == driver.lines)
        }
    }

    @Test("a frame keeps the rows that did not change: a toggle or a one-line scroll makes one row")
    func keptRows() {
        let board = TaskBoard(count: 10_000)
        let made = RowCount()
        let driver = TestDriver(CountedList(board: board, made: made), width: 40, height: 20)
        let first = made.count
        #expect(first > 0 && first <= 21, "\(first) rows made")
        board.tasks[3].done.toggle()
        driver.update()
        #expect(made.count == first + 1)
        #expect(driver.lines.contains("[x] Task 3"))
        driver.send(bytes: Array("\u{1B}[<65;3;4M".utf8))  // the wheel, down three lines: two rows come into view
        #expect(made.count <= first + 3, "\(made.count - first) rows made again")
        let screen = driver.lastFrame
        #expect(screen == driver.renderWhole())
    }

    @Test("a toggle that makes a row taller or shorter lays the rows out again; one that does not keeps their layout")
    func rowSizes() {
        let board = TaskBoard(count: 1_000)
        let driver = TestDriver(GrowingList(board: board), width: 24, height: 12)
        for index in [2, 2, 4, 0, 4, 3] {
            board.tasks[index].done.toggle()  // done: a note that wraps onto a second line
            driver.update()
            let screen = driver.lastFrame
            #expect(screen == driver.renderWhole(), "after toggling \(index)")
            #expect(driver.lines.contains("Task \(index)") != board.tasks[index].done)
        }
        #expect(driver.lines.filter { $0.hasPrefix("done, with a") }.count == 2, "\(driver.lines)")
    }

    @Test("a row kept from the last frame is drawn again when the selection moves onto or off it")
    func keptRowsFollowTheSelection() {
        let picked = PickedRows()
        let driver = TestDriver(PickingList(board: TaskBoard(count: 1_000), picked: picked), width: 40, height: 12)
        func isInverse(_ task: Int) -> Bool {
            guard let line = driver.lines.firstIndex(of: "[ ] Task \(task)"), let frame = driver.lastFrame else { return false }
            return frame[line, 0].style.attributes.contains(.inverse)
        }
        picked.rows = [2]
        driver.update()
        #expect(isInverse(2) && !isInverse(3))
        picked.rows = [3]
        driver.update()
        #expect(!isInverse(2) && isInverse(3))
        let screen = driver.lastFrame
        #expect(screen == driver.renderWhole())
    }

    @Test("a list made again by the body that holds its selection keeps its rows: a key makes the two it changes")
    func keptRowsUnderANewForEach() {
        let driver = TestDriver(SelectingList(board: TaskBoard(count: 10_000)), width: 40, height: 20)
        driver.send(.tab)
        driver.send(.downArrow)
        let made = driver.rowsMade
        driver.send(.downArrow)
        #expect(driver.rowsMade - made == 2, "\(driver.rowsMade - made) rows made")
        #expect(driver.lastFrame?[2, 0].style.attributes.contains(.inverse) == true)
        #expect(driver.lastFrame == driver.renderWhole())
    }

    @Test("a list over a range, made again at each key, keeps its rows too")
    func keptRowsOverARange() {
        let driver = TestDriver(SelectingRange(), width: 40, height: 20)
        driver.send(.tab)
        driver.send(.downArrow)
        let made = driver.rowsMade
        driver.send(.downArrow)
        #expect(driver.rowsMade - made == 2, "\(driver.rowsMade - made) rows made")
        #expect(driver.lastFrame == driver.renderWhole())
    }

    @Test("rows of a list made again with content that draws them otherwise are made again")
    func newContentRemakesRows() {
        let label = RowLabel()
        let driver = TestDriver(LabelledList(board: TaskBoard(count: 10_000), label: label), width: 40, height: 10)
        #expect(driver.lines.first == "Task 0", "\(driver.lines)")
        label.text = "Item"
        driver.update()
        #expect(driver.lines.first == "Item 0", "\(driver.lines)")
        #expect(driver.lastFrame == driver.renderWhole())
    }

    @Test("the arrow keys read the ids of the rows near the selection, not of every row")
    func arrowsReadNearbyIDs() {
        let rows = CountedIDs(count: 100_000)
        let driver = TestDriver(IDCountingList(rows: rows), width: 40, height: 20)
        driver.send(.tab)
        let before = rows.reads
        for _ in 0..<30 { driver.send(.downArrow) }
        #expect(driver.lines.first == "Chosen 29", "\(driver.lines)")
        #expect(rows.reads - before < 30 * 200, "\(rows.reads - before) ids read")
        #expect(driver.lastFrame == driver.renderWhole())
    }

    @Test("rows kept are made again when the list's environment changes")
    func keptRowsTakeTheEnvironment() {
        let style = ListStyleChoice()
        let driver = TestDriver(StyledList(style: style), width: 30, height: 8)
        #expect(driver.lastFrame?[0, 0].style.attributes.contains(.bold) == false)
        style.bold = true
        driver.update()
        #expect(driver.lastFrame?[0, 0].style.attributes.contains(.bold) == true)
        let screen = driver.lastFrame
        #expect(screen == driver.renderWhole())
    }

    @Test("a text field in a kept row takes focus and typed text; the other rows stay kept")
    func keptRowsWithControls() {
        let notes = NoteBook(count: 1_000)
        let driver = TestDriver(NoteList(notes: notes), width: 40, height: 10)
        driver.send(.tab)
        driver.send(.tab)  // the second row's field
        driver.type("hi")
        #expect(notes.notes[1].text == "hi")
        #expect(driver.lines.contains { $0.contains("hi") }, "\(driver.lines)")
        let screen = driver.lastFrame
        #expect(screen == driver.renderWhole())
    }

    @Test("scrollTo an id far past the rows made shows its row at the anchor")
    func scrollTo() {
        let driver = TestDriver(JumpingList(), width: 30, height: 10)
        #expect(driver.lines.first == "row 70000", "\(driver.lines)")
        #expect(driver.bodyEvaluations < 100)
        #expect(driver.renderWhole().lines == driver.lines)
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

/// The row a `WindowedList` selects.
@Observable final class ListChoice {
    var row: Int?
}

struct WindowedList: View {
    let board: TaskBoard
    var choice = ListChoice()
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Chosen \(choice.row.map(String.init) ?? "none")")
            List(board.tasks, id: \.index, selection: Binding(get: { choice.row }, set: { choice.row = $0 })) {
                TaskRowView(task: $0)
            }
        }
    }
}

/// A list whose done rows take two lines: a toggle changes a row's height.
struct GrowingList: View {
    let board: TaskBoard
    var body: some View {
        List(board.tasks, id: \.index) { task in
            Text(task.done ? "done, with a note that wraps (\(task.index))" : "Task \(task.index)")
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

struct JumpingList: View {
    var body: some View {
        ScrollViewReader { proxy in
            List(0..<100_000, id: \.self) { Text("row \($0)") }
                .onAppear { proxy.scrollTo(70_000, anchor: .top) }
        }
    }
}

/// Counts the rows a list's `ForEach` resolves.
final class RowCount {
    var count = 0
}

struct CountedList: View {
    let board: TaskBoard
    let made: RowCount
    var body: some View {
        List(board.tasks, id: \.index) { task in
            let _ = made.count += 1
            TaskRowView(task: task)
        }
    }
}

@Observable final class PickedRows {
    var rows: Set<Int> = []
}

struct PickingList: View {
    let board: TaskBoard
    let picked: PickedRows
    var body: some View {
        List(board.tasks, id: \.index, selection: Binding(get: { picked.rows }, set: { picked.rows = $0 })) {
            TaskRowView(task: $0)
        }
    }
}

@Observable final class ListStyleChoice {
    var bold = false
}

/// Keeps its list as a stored value: a new style evaluates the list's body again with the
/// same `ForEach`, in a new environment.
struct StyledList: View {
    let style: ListStyleChoice
    let rows = List(0..<1_000, id: \.self) { Text("row \($0)") }
    var body: some View {
        rows.bold(style.bold)
    }
}

@Observable final class NoteItem {
    let index: Int
    var text = ""
    init(index: Int) { self.index = index }
}

@Observable final class NoteBook {
    var notes: [NoteItem]
    init(count: Int) { notes = (0..<count).map(NoteItem.init) }
}

struct NoteList: View {
    let notes: NoteBook
    var body: some View {
        List(notes.notes, id: \.index) { note in
            @Bindable var note = note
            TextField("note \(note.index)", text: $note.text)
        }
    }
}

/// A list whose selection is the state of the body that makes it: each move makes a new
/// `List` and `ForEach`.
struct SelectingList: View {
    let board: TaskBoard
    @State private var selection: Int?
    var body: some View {
        List(board.tasks, id: \.index, selection: $selection) { TaskRowView(task: $0) }
    }
}

/// The same over a range of 100,000 integers.
struct SelectingRange: View {
    @State private var selection: Int?
    var body: some View {
        List(0..<100_000, selection: $selection) { Text("item \($0)") }
    }
}

@Observable final class RowLabel {
    var text = "Task"
}

/// A list whose row content reads a label its body captures: a new label makes new rows.
struct LabelledList: View {
    let board: TaskBoard
    let label: RowLabel
    var body: some View {
        let text = label.text
        List(board.tasks, id: \.index) { Text("\(text) \($0.index)") }
    }
}

/// Rows whose ids count how often they are read.
final class CountedIDs {
    final class Row: Identifiable {
        let index: Int
        unowned let owner: CountedIDs
        init(index: Int, owner: CountedIDs) { (self.index, self.owner) = (index, owner) }
        var id: Int {
            owner.reads += 1
            return index
        }
    }
    var reads = 0
    private(set) var rows: [Row] = []
    init(count: Int) { rows = (0..<count).map { Row(index: $0, owner: self) } }
}

struct IDCountingList: View {
    let rows: CountedIDs
    @State private var selection: Int?
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Chosen \(selection.map(String.init) ?? "none")")
            List(rows.rows, selection: $selection) { Text("row \($0.index)") }
        }
    }
}

