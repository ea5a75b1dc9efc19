import Foundation
import Testing
import Trellis

/// Golden outputs of disclosure groups, outlines, control groups, tables, grid cells that
/// span columns, custom toggle and group box styles, and the geometry and scroll readers.
@MainActor @Suite("Rendering: disclosure, tables and styles") struct DisclosureAndTableRenderTests {
    @Test("DisclosureGroup: ▾ and its content indented while expanded, ▸ alone while collapsed")
    func disclosure() {
        let view = VStack(alignment: .leading, spacing: 0) {
            DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Size: 4 KB") }
            DisclosureGroup("More") { Text("Hidden") }
        }
        expectRender(view, width: 16, plain: """
            ▾ Details
              Size: 4 KB
            ▸ More

            """, ansi: """
            \(csi)90m▾\(csi)0m Details
              Size: 4 KB
            \(csi)90m▸\(csi)0m More

            """)
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    @Test("OutlineGroup: every level expanded, each indented two columns more")
    func outline() {
        let tree = Node(id: "Sources", children: [Node(id: "App.swift"), Node(id: "Views", children: [Node(id: "Row.swift")])])
        expectRender(OutlineGroup(tree, children: \.children) { Text($0.id) }, width: 16, plain: """
            Sources
              App.swift
              Views
                Row.swift

            """)
        expectRender(OutlineGroup(tree.children ?? [], id: \.id, children: \.children) { Text($0.id) }, width: 16, plain: """
            App.swift
            Views
              Row.swift

            """)
    }

    @Test("ControlGroup: its controls side by side")
    func controlGroup() {
        expectRender(ControlGroup { Text("Bold"); Text("Italic") }, width: 16, plain: "Bold Italic\n")
        expectRender(ControlGroup("Format") { Text("Bold") }, width: 16, plain: "Bold\n")
    }

    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
    }

    @Test("Table: bold titles, a rule, a line per row, columns aligned")
    func table() {
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]
        let view = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }
        expectRender(view, width: 20, plain: """
            Name Age
            ────────
            Ada  36
            Alan 41

            """, ansi: """
            \(csi)1mName\(csi)0m \(csi)1mAge\(csi)0m
            \(csi)2m────────\(csi)0m
            Ada  36
            Alan 41

            """)
        let sorted = Table(people, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }
            TableColumn("Note") { _ in Text("-") }
        }
        #expect(rendered(sorted) == "Name Age Note\n─────────────\nAda  36  -\nAlan 41  -")
        // Columns are as wide as their widest cell; the rule spans the table.
        #expect(rendered(Table([Person(id: 1, name: "Grace Hopper", age: 85)]) { TableColumn("N", value: \.name) })
            == "N\n────────────\nGrace Hopper")
    }

    @Test("gridCellColumns: a cell spans columns and the spacing between them")
    func gridSpans() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("Apples"); Text("3"); Text("$1") }
            GridRow { Text("Total").gridCellColumns(2); Text("$1") }
            GridRow { Text("A much longer total").gridCellColumns(2); Text("$9") }
        }
        // The spanning cell wider than its two columns widens the second.
        expectRender(view, width: 30, plain: """
            Apples 3            $1
            Total               $1
            A much longer total $9

            """)
        let fitting = Grid(alignment: .leading) {
            GridRow { Text("Apples"); Text("3"); Text("$1") }
            GridRow { Text("Tot").gridCellColumns(2); Text("$1") }
            GridRow { Text("x").gridCellColumns(0); Text("y") }
        }
        expectRender(fitting, width: 30, plain: """
            Apples 3 $1
            Tot      $1
            x      y

            """)
    }

    struct Checklist: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "☑" : "☐")
                configuration.label
            }
        }
    }

    struct Framed: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).border(.ascii)
        }
    }

    struct Card: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label.bold()
                configuration.content
            }
            .border(.ascii)
        }
    }

    @Test("custom toggle and group box styles draw their bodies; the built-in ones the default")
    func styles() {
        let toggles = VStack(alignment: .leading, spacing: 0) {
            Toggle("Milk", isOn: .constant(true))
            Toggle("Eggs", isOn: .constant(false))
        }
        expectRender(toggles.toggleStyle(Checklist()), width: 12, plain: """
            ☑ Milk
            ☐ Eggs

            """)
        expectSameRender(toggles.toggleStyle(.switch), as: toggles)
        expectRender(GroupBox("Totals") { Text("3 items") }.groupBoxStyle(Card()), width: 14, plain: """
            +-------+
            |Totals |
            |3 items|
            +-------+

            """, ansi: """
            +-------+
            |\(csi)1mTotals\(csi)0m |
            |3 items|
            +-------+

            """)
        expectSameRender(GroupBox("T") { Text("x") }.groupBoxStyle(.automatic), as: GroupBox("T") { Text("x") })
        // A style drawing `Toggle(configuration)` decorates the default toggle.
        expectRender(Toggle("Milk", isOn: .constant(true)).toggleStyle(Framed()), width: 12, plain: """
            +----------+
            |Milk   [x]|
            +----------+

            """)
    }

    @Test("onGeometryChange reports the view's frame once; the view draws unchanged")
    func geometryChange() {
        final class Reports { var values: [CGSize] = [] }
        let reports = Reports()
        let view = Text("Hello").padding(.horizontal, 2)
            .onGeometryChange(for: CGSize.self) { $0.size } action: { reports.values.append($0) }
        let output = ViewRenderer(width: 20, lengthScale: .cells).render(view).plain
        #expect(output == "  Hello\n")
        #expect(reports.values == [CGSize(width: 9, height: 1)])
    }

    @Test("ScrollViewReader draws its content; scrolling changes nothing")
    func scrollReader() {
        let view = ScrollViewReader { proxy in
            VStack(spacing: 0) { Text("A").id(1); Text("B").id(2) }
                .onAppear { proxy.scrollTo(2, anchor: .bottom) }
        }
        expectSameRender(view, as: VStack(spacing: 0) { Text("A"); Text("B") })
    }
}

@MainActor extension DisclosureAndTableRenderTests {
    struct Plus: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text(configuration.isExpanded ? "-" : "+")
                    configuration.label
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test("a custom disclosure group style draws its body from the label, content and state")
    func disclosureStyle() {
        let view = VStack(alignment: .leading, spacing: 0) {
            DisclosureGroup("Open", isExpanded: .constant(true)) { Text("inside") }
            DisclosureGroup("Shut") { Text("hidden") }
        }
        expectRender(view.disclosureGroupStyle(Plus()), width: 10, plain: """
            - Open
            inside
            + Shut

            """)
        expectSameRender(view.disclosureGroupStyle(.automatic), as: view)
    }
}

@MainActor extension DisclosureAndTableRenderTests {
    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label.bold()
                configuration.content
            }
        }
    }

    struct Boxed: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).border(.ascii)
        }
    }

    @Test("a custom labeled content style draws its body; LabeledContent(configuration) the default row")
    func labeledContentStyle() {
        let row = LabeledContent("Version", value: "6.3")
        expectRender(row.labeledContentStyle(Stacked()), width: 12, plain: """
            Version
            6.3

            """, ansi: """
            \(csi)1mVersion\(csi)0m
            6.3

            """)
        expectRender(row.labeledContentStyle(Boxed()), width: 14, plain: """
            +------------+
            |Version  6.3|
            +------------+

            """, ansi: """
            +------------+
            |Version  \(csi)90m6.3\(csi)0m|
            +------------+

            """)
        expectSameRender(row.labeledContentStyle(.automatic), as: row)
    }
}

@MainActor extension DisclosureAndTableRenderTests {
    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                configuration.label
                Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "…")
            }
        }
    }

    struct FramedProgress: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).border(.ascii)
        }
    }

    @Test("a custom progress style draws its body from the fraction and labels; built-in styles the bar")
    func progressStyle() {
        let views = VStack(alignment: .leading, spacing: 0) {
            ProgressView("Sync", value: 0.25)
            ProgressView(value: 3, total: 2)
            ProgressView()
        }
        expectRender(views.progressViewStyle(Percent()), width: 12, plain: """
            Sync 25%
            100%
            …

            """)
        expectRender(ProgressView(value: 0.5).progressViewStyle(FramedProgress()), width: 12, plain: """
            +----------+
            |█████░░░░░|
            +----------+

            """)
        expectSameRender(views.progressViewStyle(.linear), as: views)
        expectSameRender(views.progressViewStyle(.circular), as: views)
    }
}
