import Testing
import Trellis
@testable import TrellisCore

/// Lifecycle modifiers, `@FocusState`, `focusable` and `onKeyPress` under a live runtime, with
/// SwiftUI's semantics.
@MainActor @Suite("Runtime: lifecycle and focus")
struct LifecycleFocusTests {
    @Test("onAppear once per identity lifetime; onDisappear once when the identity goes")
    func appearance() {
        let log = EventLog()
        let driver = TestDriver(HidingHost(child: LoggedChild(log: log)), width: 30, height: 6)
        #expect(log.events == ["appear"])
        driver.send(.tab)  // Hide
        driver.send(.tab)  // Touch
        driver.send(.return)  // the host re-evaluates: the child's identity stays
        driver.send(.return)
        #expect(driver.screen.contains("Touch 2"))
        #expect(log.events == ["appear"])
        driver.send(.tab, modifiers: .shift)  // Hide
        driver.send(.return)
        #expect(log.events == ["appear", "disappear"])
        driver.send(.return)  // Show: a new lifetime
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    @Test("ForEach rows appear and disappear by element id, not by position")
    func rowsByID() {
        let log = EventLog()
        let driver = TestDriver(LifecycleRows(log: log), width: 30, height: 8)
        #expect(log.events == ["appear a", "appear b", "appear c"])
        driver.send(.tab)
        driver.send(.return)  // removes the first row
        #expect(log.events.suffix(1) == ["disappear a"])
        #expect(driver.screen.contains("b") && !driver.lines.contains("a"))
    }

    @Test("onChange reports old and new values, only when the value changed")
    func change() {
        let log = EventLog()
        let driver = TestDriver(ChangeCounter(log: log), width: 30, height: 5)
        #expect(log.events == ["initial 0 0"])
        driver.send(.tab)  // Add
        driver.send(.return)
        driver.send(.return)
        #expect(log.events == ["initial 0 0", "new 1", "0 -> 1", "new 2", "1 -> 2"])
        let count = log.events.count
        driver.send(.tab)  // Touch: re-evaluates with the same count
        driver.send(.return)
        #expect(driver.screen.contains("Touch 1"))
        #expect(log.events.count == count)
    }

    @Test("state written by onAppear is on the first frame; a chain of onChange settles")
    func settling() {
        let driver = TestDriver(AppearLoader(), width: 30, height: 4)
        #expect(driver.screen == "Loaded 3\nDoubled 6")
        #expect(driver.frameCount > 1, "the frame was evaluated again after the actions")
    }

    @Test("an action that always writes state is bounded, not a hang")
    func runaway() {
        let driver = TestDriver(RunawayChange(), width: 30, height: 2)
        #expect(driver.frameCount == LiveSession.settlingPasses)
        driver.update()  // the runaway asks for more frames; each update is bounded too
        #expect(driver.frameCount == 2 * LiveSession.settlingPasses)
    }

    @Test("@FocusState Bool follows Tab, and writing it focuses the field")
    func focusStateBool() {
        let driver = TestDriver(FocusBoolForm(), width: 30, height: 5)
        #expect(driver.screen.contains("idle"))
        driver.send(.tab)  // the field
        #expect(driver.screen.contains("editing"))
        driver.send(.tab)  // the button
        #expect(driver.screen.contains("idle"))
        driver.send(.return)  // the button sets the state: focus moves to the field
        #expect(driver.screen.contains("editing"))
        driver.type("hi")
        #expect(driver.screen.contains("[ hi"))
    }

    @Test("@FocusState naming fields: onAppear focuses one, Tab and a button move focus")
    func focusStateHashable() {
        let driver = TestDriver(FocusFieldsForm(), width: 40, height: 6)
        #expect(driver.screen.contains("focus: name"))
        driver.type("Ann")
        driver.send(.tab)  // email
        #expect(driver.screen.contains("focus: email"))
        driver.type("a@b")
        driver.send(.tab)  // Next
        #expect(driver.screen.contains("focus: none"))
        driver.send(.return)  // field = .name
        #expect(driver.screen.contains("focus: name"))
        driver.type("e")
        #expect(driver.screen.contains("[ Anne"))
        #expect(driver.screen.contains("[ a@b"))
        driver.send(.tab)  // email
        driver.send(.tab)  // Next
        driver.send(.tab)  // Hide email
        driver.send(.return)
        #expect(driver.screen.contains("focus: none"))
        driver.send(.tab, modifiers: .shift)  // Next
        driver.send(.tab, modifiers: .shift)  // name: the email field is gone
        #expect(driver.screen.contains("focus: name"))
    }

    @Test("the focused field leaving the tree sets its @FocusState to nil")
    func focusedFieldRemoved() {
        let driver = TestDriver(VanishingField(), width: 30, height: 4)
        driver.send(.tab)
        #expect(driver.screen.contains("focused: true"))
        driver.type("x")  // the field's onChange hides it
        #expect(!driver.screen.contains("["))
        #expect(driver.screen.contains("focused: false"))
    }

    @Test("focusable views take focus; onKeyPress handlers see keys before the control")
    func keyPress() {
        let driver = TestDriver(KeyPressPanel(), width: 30, height: 5)
        driver.send(.upArrow)  // nothing focused: no handler runs
        #expect(driver.screen.contains("Level 0"))
        driver.send(.tab)
        driver.send(.upArrow)
        driver.send(.upArrow)
        driver.send(.downArrow)
        #expect(driver.screen.contains("Level 1"))
        driver.send(.tab)  // the field
        driver.type("ab")
        driver.send(.return)  // handled by the field's onKeyPress: submits
        #expect(driver.screen.contains("Sent ab"))
        driver.type("q")  // the handler ignores it: the field types it
        #expect(driver.screen.contains("[ q"))
    }

    @Test("a one-shot render runs onAppear and onChange(initial:) once, onDisappear never")
    func oneShot() {
        let log = EventLog()
        _ = ViewRenderer(width: 30).render(ChangeCounter(log: log), format: .plain)
        #expect(log.events == ["initial 0 0"])
        let appearLog = EventLog()
        _ = ViewRenderer(width: 30).render(HidingHost(child: LoggedChild(log: appearLog)), format: .plain)
        #expect(appearLog.events == ["appear"])
    }
}

/// What lifecycle actions ran, in order.
final class EventLog {
    var events: [String] = []
}

/// A text that logs its appearing and disappearing.
struct LoggedChild: View {
    let log: EventLog
    var body: some View {
        Text("Child")
            .onAppear { log.events.append("appear") }
            .onDisappear { log.events.append("disappear") }
    }
}

struct LifecycleRows: View {
    let log: EventLog
    @State private var rows = ["a", "b", "c"]
    var body: some View {
        VStack(alignment: .leading) {
            Button("Drop first") { rows.removeFirst() }
            ForEach(rows, id: \.self) { row in
                Text(row)
                    .onAppear { log.events.append("appear \(row)") }
                    .onDisappear { log.events.append("disappear \(row)") }
            }
        }
    }
}

struct ChangeCounter: View {
    let log: EventLog
    @State private var count = 0
    @State private var touches = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count \(count)")
                .onChange(of: count, initial: true) { old, new in
                    log.events.append(old == new ? "initial \(old) \(new)" : "\(old) -> \(new)")
                }
                .onChange(of: count) { new in log.events.append("new \(new)") }
            Button("Add") { count += 1 }
            Button("Touch \(touches)") { touches += 1 }
        }
    }
}

struct AppearLoader: View {
    @State private var loaded = 0
    @State private var doubled = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Loaded \(loaded)")
            Text("Doubled \(doubled)")
        }
        .onAppear { loaded = 3 }
        .onChange(of: loaded) { _, new in doubled = 2 * new }
    }
}

struct RunawayChange: View {
    @State private var ticks = 0
    var body: some View {
        Text("Ticks \(ticks)")
            .onChange(of: ticks, initial: true) { ticks += 1 }
    }
}

struct FocusBoolForm: View {
    @FocusState private var nameFocused: Bool
    @State private var name = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($nameFocused)
            Button("Edit name") { nameFocused = true }
            Text(nameFocused ? "editing" : "idle")
        }
    }
}

struct FocusFieldsForm: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var showsEmail = true
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($field, equals: .name)
            if showsEmail {
                TextField("Email", text: $email).focused($field, equals: .email)
            }
            Button("Next") { field = .name }
            Button(showsEmail ? "Hide email" : "Show email") { showsEmail.toggle() }
            Text("focus: \(field.map { "\($0)" } ?? "none")")
        }
        .onAppear { field = .name }
    }
}

struct VanishingField: View {
    @FocusState private var focused: Bool
    @State private var text = ""
    var body: some View {
        VStack(alignment: .leading) {
            if text.isEmpty {
                TextField("Type", text: $text).focused($focused)
            }
            Text("focused: \(focused)")
        }
    }
}

struct KeyPressPanel: View {
    @State private var level = 0
    @State private var draft = ""
    @State private var sent = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("Level \(level)")
                .focusable()
                .onKeyPress(.upArrow) {
                    level += 1
                    return .handled
                }
                .onKeyPress(.downArrow) {
                    level -= 1
                    return .handled
                }
            TextField("Message", text: $draft)
                .onKeyPress { press in
                    guard press.key == .return else { return .ignored }
                    sent = draft
                    draft = ""
                    return .handled
                }
            Text("Sent \(sent)")
        }
    }
}
