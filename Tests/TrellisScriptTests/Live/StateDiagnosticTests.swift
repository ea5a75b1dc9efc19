import Testing
@testable import TrellisScript

/// What documents cannot do with state yet, or do wrong: one diagnostic each, at its place,
/// from checking alone (`trellis check`).
@MainActor @Suite("State diagnostics") struct StateDiagnosticTests {
    @Test("property wrappers other than @State, @Binding, @Environment and @ViewBuilder")
    func propertyWrappers() {
        let found = ScriptTesting.diagnostics("""
            struct Row: View {
                @Binding var on: Bool
                @StateObject var model = 1
                @AppStorage("k") var stored = 1
                var body: some View { Text(on ? "x" : "y") }
            }
            Row(on: .constant(true))
            """)
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("3:5: '@StateObject' (ObservableObject classes) is not supported in view documents; declare an '@Observable final class'") == true, "\(found)")
        #expect(found.last?.hasPrefix("4:5: the property wrapper '@AppStorage' is not supported in view documents; view properties have @State, @Binding") == true, "\(found)")
    }

    @Test("a class without @Observable, and @State without an initial value")
    func classesAndUninitialisedState() {
        let found = ScriptTesting.diagnostics("""
            class Model {
                var count = 0
            }
            struct Counter: View {
                @State var count: Int
                var body: some View { Text("\\(count)") }
            }
            Counter()
            """)
        #expect(found.contains { $0.hasPrefix("1:1: a class without '@Observable' (its changes would redraw nothing) is not supported") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("5:16: '@State var count' without an initial value") }, "\(found)")
    }

    @Test("bindings only to this view's @State, of the control's type")
    func bindings() {
        let found = ScriptTesting.diagnostics("""
            struct Form: View {
                var title: String = "t"
                @State private var count = 0
                var body: some View {
                    VStack {
                        Toggle("A", isOn: $count)
                        TextField("B", text: $title)
                        TextField("C", text: title)
                        Toggle("D", isOn: .constant(true))
                        Stepper("E", value: $cuont)
                    }
                }
            }
            Form()
            """)
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("6:31: ") && $0.contains("'Binding<Int>'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("7:34: this binding is not supported") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("8:34: this binding is not supported") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("10:33: ") && $0.contains("count") }, "\(found)")
    }

    @Test("actions are checked as statements: unknown names, constants, while loops")
    func actions() {
        let found = ScriptTesting.diagnostics("""
            struct Panel: View {
                var limit = 3
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("A") { limit += 1 }
                        Button("B") { cuont += 1 }
                        Button("C") { while true { count += 1 } }
                        Button("D") { value in count = value }
                    }
                }
            }
            Panel()
            """)
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("6:27: cannot assign to 'limit'") && $0.contains("@State var") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("7:27: ") && $0.contains("cuont") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("8:27: a 'while' loop") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("9:27: the closure takes 0 parameters, not 1") }, "\(found)")
    }
}
