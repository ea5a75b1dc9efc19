import Testing
import Trellis
@testable import TrellisCore

/// `task` and `task(id:)` under a live runtime, with SwiftUI's semantics: started as the view
/// appears, cancelled as it goes, restarted when the id changes (checked on the runtime's
/// lifecycle records, which do not depend on when the tasks get to run); the action runs on
/// the main actor and its state writes ask for a frame.
@MainActor @Suite("Runtime: tasks")
struct TaskTests {
    @Test("a task started as the view appears loads what the next frame shows")
    func loads() async {
        let driver = TestDriver(Loader(), width: 30, height: 4)
        #expect(driver.screen.contains("Loading"))
        await driver.waitForTasks()
        #expect(driver.screen.contains("3 items") && !driver.screen.contains("Loading"), "\(driver.screen)")
    }

    @Test("task(id:) is cancelled and started again when its id changes; a task is cancelled as its view goes")
    func cancellation() {
        var events = LifecycleEvents()
        let identity = ViewIdentity.root.appending(.child(0))
        var started: [Task<Void, Never>] = []
        func hooks(id: Int) -> LifecycleEvents.Hooks {
            LifecycleEvents.Hooks(change: .watching(id, initial: false) { _ in }) {
                let task = Task<Void, Never> { _ = try? await Task.sleep(for: .seconds(600)) }
                started.append(task)
                return task
            }
        }
        events.meet(hooks(id: 1), at: identity)
        for action in events.endFrame() { action() }
        #expect(started.count == 1 && !started[0].isCancelled)
        events.meet(hooks(id: 1), at: identity)  // the same id: the task runs on
        for action in events.endFrame() { action() }
        #expect(started.count == 1 && !started[0].isCancelled)
        events.meet(hooks(id: 2), at: identity)  // a new id: cancelled, and started again
        for action in events.endFrame() { action() }
        #expect(started.count == 2 && started[0].isCancelled && !started[1].isCancelled)
        for action in events.endFrame() { action() }  // not met: the view went
        #expect(started[1].isCancelled && events.tasks.isEmpty)
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
