import Testing
import Trellis
@testable import TrellisCore

/// `@State` under a live runtime lives in the graph, keyed by identity; writes and observed
/// model changes draw a frame; nothing else does.
@MainActor @Suite("Runtime: state, focus and frames")
struct LiveStateTests {
    @Test("a button increments @State, and only the changed cells are written")
    func counter() {
        let driver = TestDriver(LiveCounter(), width: 30, height: 5)
        #expect(driver.lines.first == "Count: 0")
        let firstFrame = driver.bytesWritten
        driver.send(.tab)
        driver.send(.return)
        driver.send(.space)
        #expect(driver.lines.first == "Count: 2")
        let before = driver.bytesWritten
        driver.send(.return)
        #expect(driver.lines.first == "Count: 3")
        let oneCell = driver.bytesWritten - before
        #expect(oneCell <= 48, "a one-cell change wrote \(oneCell) bytes")
        #expect(oneCell < firstFrame)
    }

    @Test("state survives its parent's re-evaluation and is dropped when its view leaves")
    func identityLifetime() {
        let driver = TestDriver(HidingHost(child: LiveCounter()), width: 30, height: 6)
        driver.send(.tab)  // Hide
        driver.send(.tab)  // Touch
        driver.send(.tab)  // Add
        driver.send(.return)
        driver.send(.return)
        #expect(driver.screen.contains("Count: 2"))
        driver.send(.tab, modifiers: .shift)  // Touch
        driver.send(.return)  // the host re-evaluates, making a new LiveCounter value
        #expect(driver.screen.contains("Touch 1"))
        #expect(driver.screen.contains("Count: 2"))
        driver.send(.tab, modifiers: .shift)  // Hide
        driver.send(.return)
        #expect(!driver.screen.contains("Count"))
        driver.send(.return)  // Show: a new identity's life starts from the initial value
        #expect(driver.screen.contains("Count: 0"))
    }

    @Test("a one-shot render keeps a view's initial state")
    func oneShot() {
        #expect(ViewRenderer(width: 30).render(LiveCounter(), format: .plain).hasPrefix("Count: 0"))
    }

    @Test("Space and Return flip a focused toggle")
    func toggle() {
        let driver = TestDriver(LiveSettings(), width: 30, height: 4)
        #expect(driver.screen.contains("Wi-Fi is off"))
        driver.send(.space)  // nothing focused: nothing happens
        #expect(driver.screen.contains("Wi-Fi is off"))
        driver.send(.tab)
        driver.send(.space)
        #expect(driver.screen.contains("Wi-Fi is on"))
        driver.send(.return)
        #expect(driver.screen.contains("Wi-Fi is off"))
    }

    @Test("a text field edits its binding; a button adds the rows")
    func todoList() {
        let driver = TestDriver(LiveTodoList(), width: 40, height: 8)
        #expect(driver.screen.contains("0 items"))
        driver.send(.tab)
        driver.type("milk")
        driver.send(.delete)
        driver.type("k!")
        driver.send(.tab)
        driver.send(.return)
        driver.send(.tab, modifiers: .shift)
        driver.paste("eggs\n")
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.lines.contains("• milk!"))
        #expect(driver.lines.contains("• eggs"))
        #expect(driver.screen.contains("2 items"))
        #expect(!driver.lines[0].contains("eggs"), "the field was emptied")
    }

    @Test("Tab and Shift-Tab cycle focus; the focused control is drawn in reverse video")
    func focusCycling() {
        let driver = TestDriver(LiveThreeButtons(), width: 20, height: 5)
        func focusedLabel() -> String? {
            let grid = driver.renderWhole()
            return (0..<grid.height).first { row in
                (0..<grid.width).contains { grid[row, $0].style.attributes.contains(.inverse) }
            }.map { grid.lines[$0] }
        }
        #expect(focusedLabel() == nil)
        var seen: [String?] = []
        for _ in 0..<4 {
            driver.send(.tab)
            seen.append(focusedLabel())
        }
        #expect(seen == ["One", "Two", "Three", "One"])
        driver.send(.tab, modifiers: .shift)
        #expect(focusedLabel() == "Three")
        driver.send(.return)
        #expect(driver.screen.contains("Pressed: three"))
    }

    @Test("idle: input that changes nothing evaluates no body and writes no byte")
    func idle() {
        let driver = TestDriver(LiveCounter(), width: 30, height: 5)
        driver.send(.tab)
        let bytes = driver.bytesWritten, bodies = driver.bodyEvaluations, frames = driver.frameCount
        driver.send(.upArrow)
        driver.send(bytes: Array("\u{1B}[I\u{1B}[<0;3;1M".utf8))  // focus in, a click
        driver.update()
        #expect(driver.bytesWritten == bytes)
        #expect(driver.bodyEvaluations == bodies)
        #expect(driver.frameCount == frames)
    }

    @Test("an @Observable model read by a body draws a frame when it changes, not otherwise")
    func observation() {
        let inbox = LiveInbox()
        let driver = TestDriver(LiveInboxBadge(inbox: inbox), width: 20, height: 2)
        #expect(driver.screen == "Unread: 0")
        let frames = driver.frameCount
        inbox.unrelated += 1  // not read by any body
        driver.update()
        #expect(driver.frameCount == frames)
        inbox.unread = 3
        driver.update()
        #expect(driver.screen == "Unread: 3")
        inbox.unread = 4  // tracking was re-armed by the last frame
        driver.update()
        #expect(driver.screen == "Unread: 4")
    }

    @Test("Ctrl-C asks the runtime to quit")
    func quit() {
        let driver = TestDriver(LiveCounter(), width: 20, height: 3)
        #expect(!driver.quitRequested)
        driver.send("c", modifiers: .control)
        #expect(driver.quitRequested)
    }

    @Test("@State on the App struct lives in the graph: a write redraws and the value stays")
    func appState() {
        let driver = TestDriver(TallyApp(), width: 20, height: 3)
        #expect(driver.lines.first == "Tally: 0")
        driver.send(.tab)
        driver.send(.return)
        driver.send(.return)
        #expect(driver.lines.first == "Tally: 2")
    }

    @Test("an app's window group runs under the driver")
    func app() {
        let driver = TestDriver(LiveCounterApp(), width: 20, height: 3)
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.lines.first == "Count: 1")
    }
}

struct LiveCounterApp: App {
    var body: some Scene {
        WindowGroup("LiveCounter") { LiveCounter() }
    }
}

/// An app that keeps its own state, as SwiftUI apps may.
struct TallyApp: App {
    @State private var tally = 0
    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading) {
                Text("Tally: \(tally)")
                Button("Add") { tally += 1 }
            }
        }
    }
}
