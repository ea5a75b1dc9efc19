import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// Documents run live through the runtime's `TestDriver`: `@State` kept per view, actions and
/// `$bindings` that change it, every frame and action within the document's limits.
@MainActor @Suite("Live documents") struct LiveDocumentTests {
    static func document(_ source: String, limits: ScriptLimits = .standard) throws -> ScriptDocument {
        try ScriptDocument(source: source, path: "/tmp/live.swift", loader: TestLoader(), limits: limits, standardInput: { Data() })
    }

    static let counter = """
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        Counter()
        """

    @Test("a button's action changes @State and the next frame shows it")
    func counter() throws {
        let document = try Self.document(Self.counter)
        let driver = try document.testDriver(width: 20, height: 4)
        #expect(driver.screen.contains("Count: 0"))
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.screen.contains("Count: 1"))
        driver.send(.space)
        driver.send(.return)
        #expect(driver.screen.contains("Count: 3"))
        try document.checkFailures()
    }

    @Test("a one-shot render shows the initial state; actions do not run")
    func staticRender() throws {
        #expect(try Self.document(Self.counter).render(width: 20, format: .plain).contains("Count: 0"))
    }

    @Test("each instance of a struct keeps its own state")
    func stateIsPerIdentity() throws {
        let document = try Self.document("""
            struct Counter: View {
                var name: String
                @State private var count = 0
                var body: some View {
                    HStack {
                        Text("\\(name)=\\(count)")
                        Button("+") { count += 1 }
                    }
                }
            }
            VStack {
                Counter(name: "a")
                Counter(name: "b")
            }
            """)
        let driver = try document.testDriver(width: 20, height: 4)
        driver.send(.tab)
        driver.send(.tab)
        driver.send(.return)
        driver.send(.return)
        #expect(driver.lines.contains { $0.contains("a=0") })
        #expect(driver.lines.contains { $0.contains("b=2") })
        try document.checkFailures()
    }

    @Test("toggle(), if, append and remove(at:) in actions; a state of records")
    func statements() throws {
        let document = try Self.document("""
            struct Todo {
                var title: String
                var done: Bool = false
            }
            struct Todos: View {
                @State private var items: [Todo] = []
                @State private var compact = false
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(compact ? "compact" : "\\(items.count) items")
                        Button("Add") {
                            items.append(Todo(title: "Item \\(items.count + 1)"))
                            if items.count > 2 { items.remove(at: 0) }
                        }
                        Button("Mode") { compact.toggle() }
                        ForEach(items, id: \\.title) { item in Text(item.title) }
                    }
                }
            }
            Todos()
            """)
        let driver = try document.testDriver(width: 20, height: 8)
        driver.send(.tab)
        for _ in 0..<3 { driver.send(.return) }
        #expect(driver.screen.contains("2 items"))
        #expect(!driver.screen.contains("Item 1"))
        #expect(driver.screen.contains("Item 2") && driver.screen.contains("Item 3"))
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.screen.contains("compact"))
        try document.checkFailures()
    }

    @Test("$bindings: Toggle, TextField, Stepper, Slider and Picker write the view's state")
    func bindings() throws {
        let document = try Self.document("""
            struct Settings: View {
                @State private var lights = false
                @State private var name = ""
                @State private var cups = 1
                @State private var level = 0.5
                @State private var size = "S"
                var body: some View {
                    VStack(alignment: .leading) {
                        Toggle("Lights", isOn: $lights)
                        TextField("Name", text: $name)
                        Stepper("Cups", value: $cups, in: 0...3)
                        Slider(value: $level, in: 0...1)
                        Picker("Size", selection: $size) {
                            Text("Small").tag("S")
                            Text("Large").tag("L")
                        }
                        Text("\\(lights ? "on" : "off") \\(name) \\(cups) \\(level > 0.5 ? "high" : "low") \\(size)")
                    }
                }
            }
            Settings()
            """)
        let driver = try document.testDriver(width: 40, height: 12)
        #expect(driver.screen.contains("off  1 low S"))
        driver.send(.tab)
        driver.send(.space)
        driver.send(.tab)
        driver.type("Ann")
        driver.send(.tab)
        for _ in 0..<5 { driver.send(.rightArrow) }
        driver.send(.tab)
        driver.send(.rightArrow)
        driver.send(.tab)
        driver.send(.downArrow)
        #expect(driver.screen.contains("on Ann 3 high L"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("onAppear runs its statements once the view appears, within the frame's run")
    func onAppear() throws {
        let document = try Self.document("""
            struct Greeting: View {
                @State private var visits = 0
                var body: some View {
                    Text("visits \\(visits)").onAppear { visits += 1 }
                }
            }
            Greeting()
            """)
        let driver = try document.testDriver(width: 20, height: 3)
        #expect(driver.screen.contains("visits 1"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("a press re-evaluates the struct whose state changed, not its unchanged siblings")
    func incremental() throws {
        /// The bodies one press evaluates with `siblings` stateless struct views beside the counter.
        func evaluationsPerPress(siblings: Int) throws -> Int {
            let document = try Self.document("""
                struct Label: View {
                    var text: String
                    var body: some View { Text(text) }
                }
                struct Counter: View {
                    @State private var count = 0
                    var body: some View {
                        Button("Count \\(count)") { count += 1 }
                    }
                }
                VStack {
                    ForEach(0..<\(siblings), id: \\.self) { index in Label(text: "label \\(index)") }
                    Counter()
                }
                """)
            let driver = try document.testDriver(width: 20, height: siblings + 2)
            driver.send(.tab)
            let before = driver.bodyEvaluations
            driver.send(.return)
            #expect(driver.screen.contains("Count 1"))
            try document.checkFailures()
            return driver.bodyEvaluations - before
        }
        #expect(try evaluationsPerPress(siblings: 10) == evaluationsPerPress(siblings: 1))
    }

    @Test("every frame is one run of the limits: many presses never add up to a limit")
    func meterPerRun() throws {
        var limits = ScriptLimits.standard
        limits.views = 200
        let document = try Self.document("""
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        ForEach(0..<20, id: \\.self) { index in Text("\\(index + count)") }
                        Button("Add") { count += 1 }
                    }
                }
            }
            Counter()
            """, limits: limits)
        let driver = try document.testDriver(width: 20, height: 30)
        driver.send(.tab)
        for _ in 0..<50 { driver.send(.return) }
        #expect(driver.screen.contains("50"))
        try document.checkFailures()
    }
}
