import SwiftUI

/// A library catalogue in the style of a macOS sample: an `NSObject` model sorted by
/// `SortDescriptor` columns, editable lists, presentations and animations.
final class Book: NSObject, Identifiable {
    let id = UUID()
    var title: String
    var author: String?
    var pages: Int
    var rating: Double?
    var isRead: Bool
    var added: Date

    init(title: String, author: String?, pages: Int, rating: Double?, isRead: Bool, added: Date) {
        self.title = title
        self.author = author
        self.pages = pages
        self.rating = rating
        self.isRead = isRead
        self.added = added
    }
}

struct Shelf: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct CatalogTable: View {
    let books: [Book]
    @State private var sortOrder = [SortDescriptor(\Book.title)]

    var body: some View {
        Table(books, sortOrder: $sortOrder) {
            TableColumn("Title", value: \.title)
            TableColumn("Author", value: \.author) { book in
                Text(book.author ?? "Unknown")
            }
            TableColumn("Pages", value: \.pages) { book in
                Text("\(book.pages)")
            }
            TableColumn(Text("Rating"), value: \.rating) { book in
                Text(book.rating.map { String(format: "%.1f", $0) } ?? "–")
            }
            TableColumn("Read", value: \.isRead) { book in
                Image(systemName: book.isRead ? "checkmark" : "circle")
            }
            TableColumn("Added", value: \.added) { book in
                Text(book.added, style: .date)
            }
        }
    }
}

struct KeyPathCatalog: View {
    struct Entry: Identifiable {
        let id: Int
        var name: String
    }

    let entries: [Entry]
    @State private var order = [KeyPathComparator(\Entry.name)]

    var body: some View {
        Table(entries, sortOrder: $order) {
            TableColumn("Name", value: \.name, comparator: .localizedStandard)
            TableColumn(Text("Name again"), value: \.name)
        }
    }
}

struct ShelfEditor: View {
    @State private var shelves = [Shelf(name: "Novels"), Shelf(name: "Poetry")]
    @State private var selection: Shelf.ID?
    @State private var renaming: Shelf?
    @State private var showsHelp = false
    @State private var notes = ""
    @State private var noteSelection: TextSelection?

    var body: some View {
        VStack {
            List($shelves, editActions: .delete, selection: $selection) { $shelf in
                TextField("Name", text: $shelf.name)
                    .contextMenu { RenameButton() }
            }
            ForEach($shelves, editActions: .all) { $shelf in
                Text(shelf.name)
            }
            GroupBox(label: Label("Notes", systemImage: "note.text")) {
                TextEditor(text: $notes, selection: $noteSelection)
            }
            ProgressView(timerInterval: Date()...Date().addingTimeInterval(60), countsDown: false) {
                Text("Loan period")
            }
        }
        .alert(Text("Rename"), isPresented: .constant(renaming != nil), presenting: renaming) { shelf in
            Button("OK") { print(shelf.name) }
        } message: { shelf in
            Text("Renaming \(shelf.name)")
        }
        .popover(isPresented: $showsHelp, attachmentAnchor: .point(.top)) {
            Text("Swipe a shelf to delete it.")
        }
        .navigationDestination(item: $renaming) { shelf in
            Text(shelf.name)
        }
        .animation(.interpolatingSpring(duration: 0.4, bounce: 0.2), value: shelves)
        .animation(.spring(Spring(duration: 0.3)), value: selection)
        .transition(.opacity.animation(.interactiveSpring(duration: 0.2)))
    }
}

struct BoundsKey: PreferenceKey {
    static let defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
        value.append(contentsOf: nextValue())
    }
}

struct HighlightedCover: View {
    var body: some View {
        Color.clear
            .overlayPreferenceValue(BoundsKey.self) { rects in
                Text("\(rects.count) highlighted")
            }
            .backgroundPreferenceValue(BoundsKey.self, alignment: .topLeading) { rects in
                Text("\(rects.count)")
            }
    }
}

struct AssistiveSettings {
    var technologies: AccessibilityTechnologies = [.voiceOver]

    mutating func enableSwitchControl() -> Bool {
        technologies.formUnion(.switchControl)
        return technologies.contains(.switchControl) && !technologies.intersection(.voiceOver).isEmpty
    }
}
