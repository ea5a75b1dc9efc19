import Foundation
import Testing
import Trellis

/// What SwiftUI's other spellings of containers, controls and presentations draw: columns
/// sorted by a `SortDescriptor` over `NSObject` rows, `editActions:` lists, a group box made
/// from a style's configuration, a timer progress view, `RenameButton` and scoped animations.
@MainActor @Suite("Rendering: SwiftUI's other spellings of containers and controls") struct SwiftUISpellingsRenderTests {
    final class Book: NSObject, Identifiable {
        let title: String
        let author: String?
        let pages: Int
        let isRead: Bool

        init(_ title: String, by author: String?, pages: Int, isRead: Bool) {
            self.title = title
            self.author = author
            self.pages = pages
            self.isRead = isRead
        }
    }

    struct Shelf: Identifiable {
        let id: Int
        var name: String
    }

    @Test("TableColumn over NSObject rows sorted by SortDescriptor: titles and cells, rows in data order")
    func sortDescriptorColumns() {
        let books = [Book("Emma", by: "Austen", pages: 474, isRead: true), Book("Beowulf", by: nil, pages: 96, isRead: false)]
        let view = Table(books, sortOrder: .constant([SortDescriptor(\Book.title)])) {
            TableColumn("Title", value: \.title)
            TableColumn("Author", value: \.author) { Text($0.author ?? "?") }
            TableColumn(Text("Pages"), value: \.pages) { Text("\($0.pages)") }
            TableColumn("Read", value: \.isRead) { Text($0.isRead ? "yes" : "no") }
        }
        #expect(rendered(view) == "Title   Author Pages Read\n─────────────────────────\nEmma    Austen 474   yes\nBeowulf ?      96    no")
    }

    @Test("TableColumn(_:value:comparator:) sorted by KeyPathComparator: the string at the key path")
    func keyPathComparatorStringColumns() {
        let shelves = [Shelf(id: 1, name: "Poetry"), Shelf(id: 2, name: "Novels")]
        let view = Table(shelves, sortOrder: .constant([KeyPathComparator(\Shelf.name)])) {
            TableColumn(Text("Name"), value: \.name)
            TableColumn("Again", value: \.name, comparator: .localizedStandard)
        }
        #expect(rendered(view) == "Name   Again\n─────────────\nPoetry Poetry\nNovels Novels")
    }

    @Test("List and ForEach with editActions draw the rows of the forms without them")
    func editActions() {
        let shelves = Binding.constant([Shelf(id: 1, name: "Poetry"), Shelf(id: 2, name: "Novels")])
        expectSameRender(List(shelves, editActions: .delete) { $shelf in Text(shelf.name) }, as: List(shelves) { $shelf in Text(shelf.name) })
        expectSameRender(
            List(shelves, id: \.name, editActions: .all, selection: .constant(Set<String>())) { $shelf in Text(shelf.name) },
            as: List(shelves, id: \.name, selection: .constant(Set<String>())) { $shelf in Text(shelf.name) })
        expectSameRender(
            VStack { ForEach(shelves, editActions: .move) { $shelf in Text(shelf.name) } },
            as: VStack { ForEach(shelves) { $shelf in Text(shelf.name) } })
    }

    struct Framed: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).border(.ascii)
        }
    }

    @Test("GroupBox(configuration) in a style draws the rounded box once; GroupBox(label:content:) the labelled box")
    func groupBoxForms() {
        expectRender(GroupBox("Totals") { Text("3 items") }.groupBoxStyle(Framed()), width: 14, plain: """
            +-----------+
            |╭ Totals ─╮|
            |│ 3 items │|
            |╰─────────╯|
            +-----------+

            """)
        expectSameRender(GroupBox(label: Text("Totals")) { Text("3 items") }, as: GroupBox { Text("3 items") } label: { Text("Totals") })
    }

    @Test("ProgressView(timerInterval:): the part of an interval long past, elapsed or left")
    func timerProgress() {
        let past = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)
        expectSameRender(ProgressView(timerInterval: past, countsDown: false), as: ProgressView(value: 1.0))
        expectSameRender(ProgressView(timerInterval: past), as: ProgressView(value: 0.0))
        expectSameRender(ProgressView(timerInterval: past, countsDown: false) { Text("Loan") }, as: ProgressView("Loan", value: 1.0))
    }

    @Test("RenameButton draws the button with a pencil and Rename")
    func renameButton() {
        expectSameRender(RenameButton(), as: Button(action: {}) { Label("Rename", systemImage: "pencil") })
    }

    @Test("animation(_:body:) and transaction(_:body:) draw the view as body modifies it")
    func scopedAnimation() {
        let modified = Text("Title").animation(.interpolatingSpring(duration: 0.3, bounce: 0.2)) { content in
            HStack(spacing: 1) { Text("»"); content }
        }
        expectSameRender(modified, as: HStack(spacing: 1) { Text("»"); Text("Title") })
        let transacted = Text("Title").transaction({ $0.animation = nil }) { content in content.padding(.leading, 2) }
        expectSameRender(transacted, as: Text("Title").padding(.leading, 2))
    }
}
