import Foundation
import Testing
import Trellis

/// Golden outputs of SwiftUI's row content of a table beyond `TableRow`: sections with their
/// header rows, `ForEach` over rows and `OutlineGroup` as rows; and columns made by
/// `TableColumnForEach`.
@MainActor @Suite("Rendering: table sections, ForEach rows and outline rows") struct TableSectionsRenderTests {
    typealias Item = TableRowsRenderTests.Item

    /// A table of `rows` in two columns: the item's name and its size.
    func table<Rows: TableRowContent>(@TableRowBuilder<Item> rows: () -> Rows) -> some View
    where Rows.TableRowValue == Item {
        Table(of: Item.self) {
            TableColumn("Name", value: \.id)
            TableColumn("Size") { Text("\($0.size)") }
        } rows: {
            rows()
        }
    }

    @Test("Section in a Table: its header bold across the columns, its rows below at the same depth")
    func sections() {
        let view = table {
            Section("Files") {
                TableRow(Item(id: "a", size: 1))
                TableRow(Item(id: "b", size: 2))
            }
            Section {
                TableRow(Item(id: "c", size: 3))
            } header: {
                Text("More")
            }
            Section {
                TableRow(Item(id: "d", size: 4))
            }
        }
        #expect(rendered(view) == "Name Size\n─────────\nFiles\na    1\nb    2\nMore\nc    3\nd    4")
        #expect(ViewRenderer(width: 20).render(view).ansi.contains("\(csi)1mFiles"))
    }

    @Test("A section that collapses: ▾ and its rows while expanded, ▸ and its header alone while collapsed")
    func collapsingSections() {
        let view = table {
            Section("Open", isExpanded: .constant(true)) {
                TableRow(Item(id: "x", size: 1))
            }
            Section(isExpanded: .constant(false)) {
                TableRow(Item(id: "hidden", size: 9))
            } header: {
                Text("Shut")
            }
        }
        #expect(rendered(view) == "Name Size\n─────────\n▾ Open\nx    1\n▸ Shut")
    }

    @Test("ForEach among a table's rows: a row per element, with or without a content closure")
    func forEachRows() {
        let items = [Item(id: "a", size: 1), Item(id: "b", size: 2)]
        let view = table {
            ForEach(items)
            ForEach(items) { item in
                DisclosureTableRow(item) {
                    TableRow(Item(id: item.id + "!", size: item.size))
                }
            }
        }
        #expect(rendered(view) == "Name Size\n─────────\na    1\nb    2\n▸ a  1\n▸ b  2")
    }

    @Test("OutlineGroup among a table's rows: the tree's rows, each level indented two columns more")
    func outlineRows() {
        let columns = { () -> TableColumn<Item, Never, Text, Text> in TableColumn("Name", value: \.id) }
        let plain = Table(of: Item.self) {
            columns()
        } rows: {
            OutlineGroup(TableRowsRenderTests.root, children: \.children)
        }
        let written = Table(of: Item.self) {
            columns()
        } rows: {
            OutlineGroup([TableRowsRenderTests.root], children: \.children) { TableRow($0) }
        }
        let expected = "Name\n─────────────\nSources\n  App.swift\n  Views\n    Row.swift"
        #expect(rendered(plain) == expected)
        #expect(rendered(written) == expected)
    }

    @Test("TableColumnForEach: the columns its content makes of each element, in order")
    func columnsForEach() {
        let items = [Item(id: "a", size: 1), Item(id: "b", size: 2)]
        let view = Table(items) {
            TableColumn("Name", value: \.id)
            TableColumnForEach(1..<3) { factor in
                TableColumn("x\(factor)") { (item: Item) in Text("\(item.size * factor)") }
            }
        }
        #expect(rendered(view) == "Name x1 x2\n──────────\na    1  2\nb    2  4")
    }
}
