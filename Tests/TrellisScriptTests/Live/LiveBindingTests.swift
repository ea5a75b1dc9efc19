import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// What a small SwiftUI app ported into a document uses past `@State` and buttons: `@Binding`
/// properties passed `$state` and paths into it, methods that assign state, `onChange` and
/// `onSubmit` actions; each checked with its place, and each run within the work meter.
@MainActor @Suite("Live bindings and methods") struct LiveBindingTests {
    static let todos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Documents/todos.swift")

    static func example() throws -> ScriptDocument {
        let source = try String(contentsOf: todos, encoding: .utf8)
        return try ScriptDocument(source: source, path: todos.path, loader: TestLoader(), limits: .standard, standardInput: { Data() })
    }

    @Test("the to-do example: a row's @Binding toggles the list's state; add, submit, remove done")
    func todoExample() throws {
        let document = try Self.example()
        let driver = try document.testDriver(width: 40, height: 12)
        #expect(driver.screen.contains("To do: 1 of 2"), "\(driver.screen)")
        driver.send(.tab)  // the first row's toggle
        driver.send(.space)
        #expect(driver.screen.contains("To do: 0 of 2"), "\(driver.screen)")
        driver.send(.tab)
        driver.send(.tab)  // the text field
        driver.type("Call mum")
        driver.send(.return)  // onSubmit calls add()
        #expect(driver.screen.contains("Call mum"), "\(driver.screen)")
        #expect(driver.screen.contains("To do: 1 of 3"), "\(driver.screen)")
        #expect(driver.screen.contains("Added 1 this session"), "onChange saw the count grow: \(driver.screen)")
        driver.send(.tab)
        driver.send(.tab)  // Remove done
        driver.send(.return)
        #expect(driver.screen.contains("To do: 1 of 1"), "\(driver.screen)")
        #expect(!driver.screen.contains("Buy milk"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("a @Binding passed on: the grandchild's write reaches the owner's state")
    func bindingPassedOn() throws {
        let document = try LiveDocumentTests.document("""
            struct Leaf: View {
                @Binding var count: Int
                var body: some View { Button("Leaf \\(count)") { count += 10 } }
            }
            struct Middle: View {
                @Binding var count: Int
                var body: some View { Leaf(count: $count) }
            }
            struct Root: View {
                @State private var count = 1
                var body: some View {
                    VStack {
                        Text("Root \\(count)")
                        Middle(count: $count)
                        Leaf(count: .constant(5))
                    }
                }
            }
            Root()
            """)
        let driver = try document.testDriver(width: 20, height: 4)
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.screen.contains("Root 11"), "\(driver.screen)")
        #expect(driver.screen.contains("Leaf 11"), "\(driver.screen)")
        driver.send(.tab)
        driver.send(.return)  // the constant binding ignores the write
        #expect(driver.screen.contains("Leaf 5"), "\(driver.screen)")
        #expect(driver.screen.contains("Root 11"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("ForEach($items) { $item in … } binds each row to its element; other closure forms are refused")
    func bindingRows() throws {
        let document = try LiveDocumentTests.document("""
            struct Item {
                var name: String
                var on = false
            }
            struct Rows: View {
                @State private var items = [Item(name: "a"), Item(name: "b")]
                var body: some View {
                    VStack {
                        ForEach($items, id: \\.name) { $item in
                            Toggle(item.name, isOn: $item.on)
                        }
                        Text("on \\(items.filter { $0.on }.count)")
                    }
                }
            }
            Rows()
            """)
        let driver = try document.testDriver(width: 20, height: 4)
        driver.send(.tab)
        driver.send(.tab)
        driver.send(.space)
        #expect(driver.screen.contains("on 1"), "\(driver.screen)")
        try document.checkFailures()
        let found = ScriptTesting.diagnostics("""
            struct Rows: View {
                @State private var items = [1, 2]
                var body: some View {
                    ForEach($items, id: \\.self) { item in Text("\\(item)") }
                }
            }
            Rows()
            """)
        #expect(found.count == 1 && found.first?.hasPrefix("4:39: write ForEach($items, id: \\.key) { $item in … }") == true, "\(found)")
    }

    @Test("methods assign state; one calls another; `return` leaves early")
    func methods() throws {
        let document = try LiveDocumentTests.document("""
            struct Counter: View {
                @State private var count = 0
                @State private var log: [String] = []
                func bump(by step: Int) {
                    guard count < 3 else { return }
                    count += step
                    note("bumped")
                }
                func note(_ text: String) { log.append(text) }
                var body: some View {
                    VStack {
                        Text("\\(count) \\(log.count)")
                        Button("+") { bump(by: 2) }
                    }
                }
            }
            Counter()
            """)
        let driver = try document.testDriver(width: 20, height: 3)
        driver.send(.tab)
        for _ in 0..<3 { driver.send(.return) }
        #expect(driver.screen.contains("4 2"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("onChange gets the old and new values; a one-shot render shows the initial state")
    func onChange() throws {
        let source = """
            struct Watch: View {
                @State private var count = 0
                @State private var seen = "none"
                var body: some View {
                    VStack {
                        Text("seen \\(seen)")
                        Button("+") { count += 1 }
                    }
                    .onChange(of: count) { old, new in seen = "\\(old)->\\(new)" }
                    .onChange(of: count, initial: true) { seen += "!" }
                }
            }
            Watch()
            """
        let oneShot = try LiveDocumentTests.document(source)
        #expect(try oneShot.render(width: 20, format: .plain).contains("seen none"))
        try oneShot.checkFailures()
        let document = try LiveDocumentTests.document(source)
        let driver = try document.testDriver(width: 20, height: 3)
        driver.send(.tab)
        driver.send(.return)
        driver.send(.return)
        #expect(driver.screen.contains("seen 1->2"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("check: @Binding forms, binding paths, Void methods and onChange, each at its place")
    func diagnostics() {
        let found = ScriptTesting.diagnostics("""
            struct Todo {
                var title: String
                var done = false
            }
            struct Row: View {
                @Binding var todo: Todo
                @Binding var count: Int = 0
                @Binding var loose
                var body: some View { Toggle(todo.title, isOn: $todo.dnoe) }
            }
            struct List2: View {
                @State private var todos = [Todo(title: "a")]
                @State private var name = ""
                func add() { todos.append(Todo(title: name)) }
                func wrong() { return 1 }
                var body: some View {
                    VStack {
                        Text(add())
                        Row(todo: $todos[0], count: $name, loose: .constant(1))
                        Toggle("x", isOn: $name.count)
                        Text("t").onChange(of: name) { a in name = a }
                    }
                }
            }
            List2()
            """)
        let expected = [
            "7:29: '@Binding var count' with an initial value",
            "8:18: property 'loose' needs a type",
            "9:58: value of type 'Todo' has no member 'dnoe'; did you mean 'done'?",
            "15:27: cannot convert value of type 'Int' to expected argument type 'Void'",
            "18:18: cannot convert value of type 'Void' to expected argument type 'String'",
            "19:41: cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Int>'",
            "20:37: value of type 'String' has no member 'count'",
            "21:44: the closure takes 2 parameters, not 1",
        ]
        for prefix in expected {
            #expect(found.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(found)")
        }
        #expect(found.count == expected.count, "\(found)")
    }
}
