import Testing
import Trellis

/// Golden outputs of `GroupBox`, `List` and `ScrollView`.
@MainActor @Suite("Rendering: containers") struct ContainerRenderTests {
    @Test("GroupBox draws a rounded box with its label in the top border")
    func groupBox() {
        let view = VStack(alignment: .leading) {
            GroupBox("#0") { Text("task 00000: fix layout") }
            GroupBox { Text("no label") }
            GroupBox("a long label") { Text("x") }
        }
        expectRender(view, width: 30, plain: """
            ╭ #0 ────────────────────╮
            │ task 00000: fix layout │
            ╰────────────────────────╯
            ╭──────────╮
            │ no label │
            ╰──────────╯
            ╭ a long label ╮
            │ x            │
            ╰──────────────╯
            
            """)
        expectRender(view, width: 14, plain: """
            ╭ #0 ────────╮
            │ task       │
            │ 00000: fix │
            │ layout     │
            ╰────────────╯
            ╭──────────╮
            │ no label │
            ╰──────────╯
            ╭ a long… ╮
            │ x       │
            ╰─────────╯
            
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
            Sam
            Scrolling in the Deep
            ────────────────────────
            Born to Build & Run
            Some Body Like View
            3 songs
            Sommer
            Bad Guy
            no section
            
            """, ansi: """
            \(csi)1mSam\(csi)0m
            Scrolling in the Deep
            \(csi)2m────────────────────────\(csi)0m
            Born to Build & Run
            Some Body Like View
            \(csi)90m3 songs\(csi)0m
            \(csi)1mSommer\(csi)0m
            Bad Guy
            no section
            
            """)
        expectRender(view, width: 12, plain: """
            Sam
            Scrolling in
            the Deep
            ────────────
            Born to
            Build & Run
            Some Body
            Like View
            3 songs
            Sommer
            Bad Guy
            no section
            
            """, ansi: """
            \(csi)1mSam\(csi)0m
            Scrolling in
            the Deep
            \(csi)2m────────────\(csi)0m
            Born to
            Build & Run
            Some Body
            Like View
            \(csi)90m3 songs\(csi)0m
            \(csi)1mSommer\(csi)0m
            Bad Guy
            no section
            
            """)
    }

    @Test("ScrollView shows all its content in static output")
    func scrollView() {
        let view = VStack(alignment: .leading, spacing: 1) {
            ScrollView { VStack(alignment: .leading) { ForEach(0..<4) { Text("row \($0)") } } }
            ScrollView(.horizontal) { HStack { ForEach(0..<6) { Text("column \($0)") } } }
        }
        expectRender(view, width: 30, plain: """
            row 0
            row 1
            row 2
            row 3
            
            column 0 column 1 column 2 col
            
            """)
        expectRender(view, width: 16, plain: """
            row 0
            row 1
            row 2
            row 3
            
            column 0 column
            
            """)
    }
}
