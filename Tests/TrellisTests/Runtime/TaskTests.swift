import Testing
import Trellis
@testable import TrellisCore

/// `task` and `task(id:)` under a live runtime, with SwiftUI's semantics: started as the view
/// appears, cancelled as it goes, restarted when the id changes; the action runs on the main
/// actor and its state writes ask for a frame.
@MainActor @Suite("Runtime: tasks")
struct TaskTests {
    @Test("a task started as the view appears loads what the next frame shows")
    func loads() async {
        let driver = TestDriver(Loader(), width: 30, height: 4)
        #expect(driver.screen.contains("Loading"))
        await driver.waitForTasks()
        #expect(driver.screen.contains("3 items") && !driver.screen.contains("Loading"), "\(driver.screen)")
    }

    @Test("task(id:) is cancelled and started again when its id changes")
    func restartsOnChange() async {
        let log = EventLog()
        let driver = TestDriver(Searcher(log: log), width: 30, height: 4)
        await started(log)
        driver.send(.tab)
        driver.send(.return)  // query "b": the task for "a" is cancelled
        await driver.waitForTasks()
        // "cancelled a" and "start b" run in the order the main actor takes them.
        #expect(Set(log.events) == ["start a", "start b", "cancelled a", "done b"] && log.events.last == "done b", "\(log.events)")
        #expect(driver.screen.contains("results for b"))
    }

    @Test("a task is cancelled as its view leaves the tree")
    func cancelledOnDisappear() async {
        let log = EventLog()
        let driver = TestDriver(Ticker(log: log), width: 30, height: 4)
        await started(log)
        driver.send(.tab)
        driver.send(.return)  // hides the ticking view
        await driver.waitForTasks()
        #expect(log.events == ["start", "cancelled"], "\(log.events)")
        #expect(!driver.screen.contains("tick"))
    }

    /// Lets the main actor run until the first task has logged its start.
    private func started(_ log: EventLog) async {
        for _ in 0..<1000 where log.events.isEmpty { await Task.yield() }
    }

    @Test("a one-shot render never starts a task")
    func oneShot() {
        let log = EventLog()
        _ = ViewRenderer(width: 20).render(Text("x").task { log.events.append("ran") })
        #expect(log.events.isEmpty)
    }
}

/// Reads a main-actor model from its task, as SwiftUI code does.
@MainActor final class BookShelf {
    var titles: [String] = []
    func load() async {
        await Task.yield()
        titles = ["a", "b", "c"]
    }
}

private struct Loader: View {
    @State private var library = BookShelf()
    @State private var count: Int?

    var body: some View {
        Text(count.map { "\($0) items" } ?? "Loading…")
            .task {
                await library.load()
                count = library.titles.count
            }
    }
}

private struct Searcher: View {
    let log: EventLog
    @State private var query = "a"
    @State private var results = ""

    var body: some View {
        VStack {
            Text(results)
            Button("Next") { query = "b" }
        }
        .task(id: query) {
            let query = query
            log.events.append("start \(query)")
            if query == "a" {
                try? await Task.sleep(for: .seconds(60))
                if Task.isCancelled { log.events.append("cancelled a") }
                return
            }
            await Task.yield()
            results = "results for \(query)"
            log.events.append("done \(query)")
        }
    }
}

private struct Ticker: View {
    let log: EventLog
    @State private var shows = true

    var body: some View {
        VStack {
            Button("Hide") { shows = false }
            if shows {
                Text("tick").task {
                    log.events.append("start")
                    try? await Task.sleep(for: .seconds(60))
                    if Task.isCancelled { log.events.append("cancelled") }
                }
            }
        }
    }
}
