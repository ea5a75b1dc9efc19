import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// Documents' `@Observable final class` models: held in `@State`, read in bodies (each read
/// tracked, so that a write redraws exactly the bodies that read the property), written in
/// actions and methods, bound with `$model.property` and `@Bindable`.
@MainActor @Suite("Live models") struct LiveModelTests {
    static let split = """
        @Observable final class Pair {
            var left = 0
            var right = 0
            func bumpLeft() { left += 1 }
        }
        struct Left: View {
            let pair: Pair
            var body: some View { Text("L\\(pair.left)") }
        }
        struct Right: View {
            let pair: Pair
            var body: some View { Text("R\\(pair.right)") }
        }
        struct Root: View {
            @State private var pair = Pair()
            var body: some View {
                VStack {
                    Left(pair: pair)
                    Right(pair: pair)
                    Button("left") { pair.bumpLeft() }
                    Button("right") { pair.right += 10 }
                }
            }
        }
        Root()
        """

    @Test("a write to one property evaluates only the body that reads it")
    func exactRedraw() throws {
        let document = try LiveDocumentTests.document(Self.split)
        let driver = try document.testDriver(width: 20, height: 5)
        driver.send(.tab)
        let before = driver.bodyEvaluations
        driver.send(.return)
        #expect(driver.screen.contains("L1") && driver.screen.contains("R0"), "\(driver.screen)")
        #expect(driver.bodyEvaluations - before == 1, "bodies evaluated: \(driver.bodyEvaluations - before)")
        driver.send(.tab)
        let second = driver.bodyEvaluations
        driver.send(.return)
        #expect(driver.screen.contains("L1") && driver.screen.contains("R10"), "\(driver.screen)")
        #expect(driver.bodyEvaluations - second == 1, "bodies evaluated: \(driver.bodyEvaluations - second)")
        try document.checkFailures()
    }

    @Test("$model.property and @Bindable bind a model's properties to controls")
    func bindings() throws {
        let document = try LiveDocumentTests.document("""
            @Observable final class Profile {
                var name = ""
                var subscribed = false
            }
            struct Editor: View {
                @Bindable var profile: Profile
                var body: some View { Toggle("Subscribed", isOn: $profile.subscribed) }
            }
            struct Screen: View {
                @State private var profile = Profile()
                var body: some View {
                    VStack {
                        TextField("Name", text: $profile.name)
                        Editor(profile: profile)
                        Text("\\(profile.name) \\(profile.subscribed ? "yes" : "no")")
                    }
                }
            }
            Screen()
            """)
        let driver = try document.testDriver(width: 30, height: 4)
        driver.send(.tab)
        driver.type("Ada")
        driver.send(.tab)
        driver.send(.space)
        #expect(driver.screen.contains("Ada yes"), "\(driver.screen)")
        try document.checkFailures()
    }

    @Test("the to-do example runs the same in a one-shot render")
    func example() throws {
        let rendered = try LiveBindingTests.example().render(width: 40, format: .plain)
        #expect(rendered.contains("To do: 1 of 2"), "\(rendered)")
        #expect(rendered.contains("Buy milk"), "\(rendered)")
    }

    @Test("check: classes without @Observable or initial values, cycles, unknown and constant properties")
    func diagnostics() {
        let found = ScriptTesting.diagnostics("""
            class Plain {
                var a = 0
            }
            @Observable final class Node {
                var value = 0
                var next: Node? = nil
                var open: Int
                let fixed = 1
                init() {}
            }
            struct Screen: View {
                @State private var node = Node()
                @State private var other = Node(value: 1)
                @Bindable var number: Int
                var body: some View {
                    VStack {
                        TextField("x", text: $node.vaule)
                        Button("b") { node.fixed = 2 }
                        Stepper("s", value: $node.fixed)
                    }
                }
            }
            Screen(number: 1)
            """)
        let expected = [
            "1:1: a class without '@Observable'",
            "6:9: property 'next' holding a class instance inside a class",
            "7:9: property 'open' of a class needs an initial value",
            "9:5: this member of an @Observable class",
            "13:37: extra argument 'value'",
            "14:19: ",
            "17:40: value of type 'Node' has no member 'vaule'; did you mean 'value'?",
            "18:32: cannot assign to 'fixed'",
            "19:39: cannot assign to 'fixed'",
        ]
        for prefix in expected {
            #expect(found.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(found)")
        }
        #expect(found.count == expected.count, "\(found)")
    }

    @Test("attack: a computed property that writes the model while a body reads it fails there")
    func writeWhileReading() throws {
        let document = try LiveDocumentTests.document("""
            @Observable final class Model {
                var count = 0
                var next: Int {
                    count += 1
                    return count
                }
            }
            struct Screen: View {
                @State private var model = Model()
                var body: some View { Text("n \\(model.next)") }
            }
            Screen()
            """)
        let driver = try document.testDriver(width: 30, height: 4)
        driver.update()
        let found = LiveDocumentAttackTests.failures(of: document)
        #expect(found == ["4:9: 'count' of Model is changed while a body is evaluated; change state in an action (a Button's, onAppear, onChange, onSubmit)"])
    }

    @Test("attack: a model method that calls itself stops at the call depth")
    func recursion() throws {
        let document = try LiveDocumentTests.document("""
            @Observable final class Model {
                var count = 0
                func spin() {
                    count += 1
                    spin()
                }
            }
            struct Screen: View {
                @State private var model = Model()
                var body: some View { Button("spin \\(model.count)") { model.spin() } }
            }
            Screen()
            """)
        let driver = try document.testDriver(width: 30, height: 4)
        driver.send(.tab)
        driver.send(.return)
        let found = LiveDocumentAttackTests.failures(of: document)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("5:9: calls nest more than") == true, "\(found)")
        #expect(driver.screen.contains("spin "), "\(driver.screen)")
    }
}
