import Testing
import Trellis

/// Golden outputs of `GroupBox`, `List` and `ScrollView`.
@Suite("Rendering: containers") struct ContainerRenderTests {
    @Test("GroupBox draws a rounded box with its label in the top border")
    func groupBox() {
        let view = VStack(alignment: .leading) {
            GroupBox("#0") { Text("task 00000: fix layout") }
            GroupBox { Text("no label") }
            GroupBox("a long label") { Text("x") }
        }
        expectRender(view, width: 30, plain: """
            """)
        expectRender(view, width: 14, plain: """
            """)
    }

    @Test("List: sections with bold headers and dim footers, separators between rows unless hidden")
    func list() {
        let view = List {
            Section {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run").listRowSeparator(.hidden)
                Text("Some Body Like View")
            } header: {
                Text("Sam")
            } footer: {
                Text("3 songs")
            }
            Section("Sommer") {
                Text("Bad Guy")
            }
            Text("no section")
        }
        expectRender(view, width: 24, plain: """
            """, ansi: """
            """)
        expectRender(view, width: 12, plain: """
            """, ansi: """
            """)
    }

    @Test("ScrollView shows all its content in static output")
    func scrollView() {
        let view = VStack(alignment: .leading, spacing: 1) {
            ScrollView { VStack(alignment: .leading) { ForEach(0..<4) { Text("row \($0)") } } }
                .frame(height: 2)
            ScrollView(.horizontal) { HStack { ForEach(0..<6) { Text("column \($0)") } } }
        }
        expectRender(view, width: 30, plain: """
            """)
        expectRender(view, width: 16, plain: """
            """)
    }
}
