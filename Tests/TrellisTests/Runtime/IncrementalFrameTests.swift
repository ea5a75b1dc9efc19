import Testing
@testable import Trellis

/// Incremental frames: a change evaluates the bodies that read it, and the bodies whose view
/// or inputs changed, and no other; counted, not timed.
@MainActor @Suite("Runtime: incremental evaluation")
struct IncrementalFrameTests {
    @Test("toggling one row of a 10,000-row List evaluates exactly one of the app's bodies")
    func oneRowOfTenThousand() {
        let model = TaskBoard(count: 10_000)
        let driver = TestDriver(TaskBoardView(board: model), width: 60, height: 20)
        #expect(driver.bodyEvaluations(of: TaskRowView.self) <= 21)  // a screen of rows (`ListWindow`)
        #expect(driver.lines.contains("[ ] Task 2"))
        let (rows, screens, bodies) = (driver.bodyEvaluations(of: TaskRowView.self),
                                       driver.bodyEvaluations(of: TaskBoardView.self), driver.bodyEvaluations)
        model.tasks[2].done.toggle()
        driver.update()
        #expect(driver.lines.contains("[x] Task 2"))
        #expect(!driver.lines.contains("[ ] Task 2"))
        #expect(driver.bodyEvaluations(of: TaskRowView.self) == rows + 1)
        #expect(driver.bodyEvaluations(of: TaskBoardView.self) == screens)
        // The row's own body alone: the List's row around it (its badge, highlight, click
        // target and separator) is made in place, in the row the list makes again.
        #expect(driver.bodyEvaluations - bodies == 1)
    }

    @Test("a @State write evaluates the body that owns the state, not its siblings or parent")
    func stateWriteEvaluatesItsOwner() {
        let driver = TestDriver(CounterPair(), width: 30, height: 6)
        let (pairs, counters) = (driver.bodyEvaluations(of: CounterPair.self), driver.bodyEvaluations(of: LiveCounter.self))
        #expect(counters == 2)
        driver.send(.tab)  // focus moves: a whole frame
        let (pairsAfterFocus, countersAfterFocus) = (driver.bodyEvaluations(of: CounterPair.self), driver.bodyEvaluations(of: LiveCounter.self))
        #expect(pairsAfterFocus == pairs + 1)
        #expect(countersAfterFocus == counters + 2)
        driver.send(.return)  // the first counter's button
        #expect(driver.lines.filter { $0.hasPrefix("Count") } == ["Count: 1", "Count: 0"])
        #expect(driver.bodyEvaluations(of: LiveCounter.self) == countersAfterFocus + 1)
        #expect(driver.bodyEvaluations(of: CounterPair.self) == pairsAfterFocus)
    }

    @Test("an Equatable view skips its body when equal, though its parent's body ran")
    func equatableSkips() {
        let model = BadgeModel()
        let driver = TestDriver(BadgeHost(model: model), width: 30, height: 4)
        let badges = driver.bodyEvaluations(of: RoundedBadge.self), hosts = driver.bodyEvaluations(of: BadgeHost.self)
        model.title = "Inbox!"  // read by the host; the badge's count is unchanged
        driver.update()
        #expect(driver.lines.contains("Inbox!"))
        #expect(driver.bodyEvaluations(of: BadgeHost.self) == hosts + 1)
        #expect(driver.bodyEvaluations(of: RoundedBadge.self) == badges)
        model.count = 7  // the badge's input changes: its body runs
        driver.update()
        #expect(driver.lines.contains("(7)"))
        #expect(driver.bodyEvaluations(of: RoundedBadge.self) == badges + 1)
    }

    @Test("a view whose stored properties changed is evaluated again; one whose did not is not")
    func changedInputsEvaluate() {
        let model = BadgeModel()
        let driver = TestDriver(PlainHost(model: model), width: 30, height: 4)
        let labels = driver.bodyEvaluations(of: PlainLabel.self)
        model.title = "Renamed"
        driver.update()
        #expect(driver.lines.filter { !$0.isEmpty } == ["Renamed", "fixed"])
        #expect(driver.bodyEvaluations(of: PlainLabel.self) == labels + 1, "the title label, not the fixed one")
    }

    @Test("an environment value changed above a body evaluates it again")
    func environmentChange() {
        let model = BadgeModel()
        let driver = TestDriver(EnvironmentHost(model: model), width: 30, height: 3)
        #expect(driver.lines[0] == "tone 0")
        model.count = 2
        driver.update()
        #expect(driver.lines[0] == "tone 2")
    }

    @Test("a ForEach closure's reads are tracked: the rows follow the model")
    func closureReads() {
        let model = TaskBoard(count: 3)
        let driver = TestDriver(ClosureBoard(board: model), width: 30, height: 5)
        #expect(driver.lines.contains("Task 0: open"))
        model.tasks[0].done = true
        driver.update()
        #expect(driver.lines.contains("Task 0: done"))
        model.tasks.append(TaskItem(index: 3))
        driver.update()
        #expect(driver.lines.contains("Task 3: open"))
    }

    @Test("a ForEach longer than a tracking chunk tracks every row's reads, in every chunk")
    func chunkedClosureReads() {
        let model = TaskBoard(count: 1_100)  // chunks of chunks: 32 × 32 < 1,100
        let driver = TestDriver(ClosureBoard(board: model), width: 30, height: 1_100)
        for index in [0, 31, 32, 1_023, 1_024, 1_099] {
            model.tasks[index].done = true
            driver.update()
            #expect(driver.lines.contains("Task \(index): done"))
        }
        #expect(driver.lines.filter { $0.hasSuffix(": done") }.count == 6)
    }

    @Test("a view handed a binding is evaluated again when the bound state changes, though it compares equal")
    func boundStateReads() {
        // The toggle and the label get the same binding each time their parent runs (its bits
        // are the storage it reaches); what they read through it changed, so they draw anew.
        let settings = TestDriver(LiveSettings(), width: 30, height: 3)
        settings.send(.tab)
        settings.send(.space)
        #expect(settings.lines.first?.hasSuffix("[x]") == true)
        #expect(settings.lines.contains("Wi-Fi is on"))
        settings.send(.space)
        #expect(settings.lines.first?.hasSuffix("[ ]") == true)

        let driver = TestDriver(BoundLabelHost(), width: 20, height: 3)
        let labels = driver.bodyEvaluations(of: BoundLabel.self)
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.lines.first == "on")
        driver.send(.return)
        #expect(driver.lines.first == "off")
        // The button's write re-evaluated the host (which declares the state) and the label
        // (which reads it); the focus move evaluated it once more.
        #expect(driver.bodyEvaluations(of: BoundLabel.self) == labels + 3)
    }

    @Test("a row that leaves and returns starts from its initial state; a reused one keeps it")
    func reusedRowsKeepState() {
        let driver = TestDriver(HidingHost(child: LiveCounter()), width: 30, height: 6)
        driver.send(.tab)
        driver.send(.tab)
        driver.send(.tab)  // the counter's button
        driver.send(.return)
        #expect(driver.screen.contains("Count: 1"))
        driver.send(.tab, modifiers: .shift)
        driver.send(.return)  // touches the host: the counter is reused, its count kept
        #expect(driver.screen.contains("Count: 1"))
        driver.send(.tab, modifiers: .shift)
        driver.send(.return)  // hides the counter
        driver.send(.return)  // shows it again
        #expect(driver.screen.contains("Count: 0"))
    }
}

/// A host that declares state but reads it only through the binding it hands its label.
struct BoundLabelHost: View {
    @State private var isOn = false
    var body: some View {
        VStack(alignment: .leading) {
            BoundLabel(isOn: $isOn)
            Button("Flip") { isOn.toggle() }
        }
    }
}

struct BoundLabel: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
}

@Observable final class TaskItem {
    let index: Int
    var done = false
    init(index: Int) { self.index = index }
}

@Observable final class TaskBoard {
    var tasks: [TaskItem]
    init(count: Int) { tasks = (0..<count).map(TaskItem.init) }
}

struct TaskRowView: View {
    let task: TaskItem
    var body: some View {
        Text("\(task.done ? "[x]" : "[ ]") Task \(task.index)")
    }
}

struct TaskBoardView: View {
    let board: TaskBoard
    var body: some View {
        List(board.tasks, id: \.index) { TaskRowView(task: $0) }
    }
}

struct ClosureBoard: View {
    let board: TaskBoard
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(board.tasks, id: \.index) { task in
                Text("Task \(task.index): \(task.done ? "done" : "open")")
            }
        }
    }
}

struct CounterPair: View {
    var body: some View {
        VStack(alignment: .leading) {
            LiveCounter()
            LiveCounter()
        }
    }
}

@Observable final class BadgeModel {
    var title = "Inbox"
    var count = 3
}

struct RoundedBadge: View, Equatable {
    let count: Int
    let drawnAt: Int  // ignored by ==: equal badges are the same badge
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
    var body: some View { Text("(\(count))") }
}

struct BadgeHost: View {
    let model: BadgeModel
    var body: some View {
        VStack(alignment: .leading) {
            Text(model.title)
            RoundedBadge(count: model.count, drawnAt: model.title.count)
        }
    }
}

struct PlainLabel: View {
    let text: String
    var body: some View { Text(text) }
}

struct PlainHost: View {
    let model: BadgeModel
    var body: some View {
        VStack(alignment: .leading) {
            PlainLabel(text: model.title)
            PlainLabel(text: "fixed")
        }
    }
}

extension EnvironmentValues {
    @Entry var tone = 0
}

struct ToneLabel: View {
    @Environment(\.tone) private var tone
    var body: some View { Text("tone \(tone)") }
}

struct EnvironmentHost: View {
    let model: BadgeModel
    var body: some View {
        ToneHolder().environment(\.tone, model.count == 3 ? 0 : model.count)
    }
}

struct ToneHolder: View {
    var body: some View { ToneLabel() }
}
