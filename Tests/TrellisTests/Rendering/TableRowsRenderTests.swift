import Foundation
import Testing
import Trellis

/// Golden outputs of SwiftUI's other table forms: rows written one by one, disclosure rows,
/// outlines over a tree, `if` and `#available` among columns and rows, and columns titled by
/// a `Text` or sorted by a comparator.
@MainActor @Suite("Rendering: table rows, outlines and column forms") struct TableRowsRenderTests {
    struct Item: Identifiable {
        let id: String
        var size: Int
        var children: [Item]? = nil
    }

    static let root = Item(id: "Sources", size: 3, children: [
        Item(id: "App.swift", size: 1),
        Item(id: "Views", size: 2, children: [Item(id: "Row.swift", size: 2)]),
    ])

    @Test("Table(of:columns:rows:): one line per TableRow, in the order written")
    func writtenRows() {
        let view = Table(of: Item.self) {
            TableColumn("Name", value: \.id)
            TableColumn(Text("Size")) { Text("\($0.size)") }
        } rows: {
            TableRow(Item(id: "b", size: 2))
            TableRow(Item(id: "a", size: 1))
        }
        #expect(rendered(view) == "Name Size\n─────────\nb    2\na    1")
    }

    @Test("DisclosureTableRow: ▾ and its rows indented while expanded, ▸ alone while collapsed")
    func disclosureRows() {
        let view = Table(of: Item.self) {
            TableColumn("Name", value: \.id)
            TableColumn("Size") { Text("\($0.size)") }
        } rows: {
            DisclosureTableRow(Item(id: "Open", size: 2), isExpanded: .constant(true)) {
                TableRow(Item(id: "x", size: 1))
                TableRow(Item(id: "y", size: 1))
            }
            DisclosureTableRow(Item(id: "Shut", size: 5)) {
                TableRow(Item(id: "hidden", size: 9))
            }
        }
        #expect(rendered(view) == "Name   Size\n───────────\n▾ Open 2\n  x    1\n  y    1\n▸ Shut 5")
    }

    @Test("Table(_:children:): every level of the tree, each indented two columns more")
    func outline() {
        let view = Table([Self.root], children: \.children) {
            TableColumn("Name", value: \.id)
            TableColumn("Size") { Text("\($0.size)") }
        }
        #expect(rendered(view) == "Name          Size\n──────────────────\nSources       3\n  App.swift   1\n  Views       2\n    Row.swift 2")
    }

    @Test("if and #available among columns and rows: what holds is drawn, the rest left out")
    func conditionalContent() {
        let showSize = false
        let showFirst = true
        let view = Table(of: Item.self) {
            TableColumn("Name", value: \.id)
            if showSize {
                TableColumn("Size") { Text("\($0.size)") }
            }
            if #available(macOS 14, *) {
                TableColumn("Kind") { _ in Text("file") }
            }
        } rows: {
            if showFirst {
                TableRow(Item(id: "first", size: 1))
            }
            TableRow(Item(id: "last", size: 2))
        }
        #expect(rendered(view) == "Name  Kind\n──────────\nfirst file\nlast  file")
    }

    /// Orders strings backwards.
    struct Reversed: SortComparator {
        var order: SortOrder = .forward
        func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            lhs == rhs ? .orderedSame : (lhs > rhs) == (order == .forward) ? .orderedAscending : .orderedDescending
        }
    }

    @Test("Columns sorted by a comparator draw their title and cells; rows stay in the given order")
    func comparatorColumns() {
        let items = [Item(id: "b", size: 2), Item(id: "a", size: 1)]
        let view = Table(items, sortOrder: .constant([KeyPathComparator(\Item.id)])) {
            TableColumn("Name", value: \.id, comparator: Reversed()) { Text($0.id) }
            TableColumn(Text("Size"), value: \.size) { Text("\($0.size)") }
        }
        #expect(rendered(view) == "Name Size\n─────────\nb    2\na    1")
    }
}
