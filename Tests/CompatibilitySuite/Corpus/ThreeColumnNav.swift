import SwiftUI

// Written for this suite in the idiom of wigging/swift-macos,
// "xcode-projects/ThreeColumnNav/ThreeColumnNav/ContentView.swift" (MIT; not copied): a three-column macOS
// NavigationView: a sidebar List of NavigationLink(_:destination:tag:selection:), a middle list,
// placeholder columns, and a toolbar button toggling the sidebar through AppKit.

struct Shelf {
    let title: String
    let books: [String]
}

struct ShelfSidebar: View {
    let shelves: [Shelf]
    @State private var selection: String?

    var body: some View {
        List(shelves, id: \.title) { shelf in
            NavigationLink(shelf.title, destination: ShelfColumn(books: shelf.books), tag: shelf.title, selection: $selection)
        }
        .listStyle(SidebarListStyle())
        .frame(minWidth: 160)
        .toolbar {
            Button {
                NSApp.keyWindow?.firstResponder?.tryToPerform(#selector(NSSplitViewController.toggleSidebar(_:)), with: nil)
            } label: {
                Label("Toggle Sidebar", systemImage: "sidebar.leading")
            }
        }
    }
}

struct ShelfColumn: View {
    let books: [String]
    @State private var selection: String?

    var body: some View {
        List(books, id: \.self) { book in
            NavigationLink(book, destination: Text("Reading \(book)"), tag: book, selection: $selection)
        }
    }
}

struct LibraryWindow: View {
    let shelves = [
        Shelf(title: "Fiction", books: ["Dune", "Emma"]),
        Shelf(title: "Science", books: ["Cosmos"]),
    ]

    var body: some View {
        NavigationView {
            ShelfSidebar(shelves: shelves)
            Text("Pick a shelf")
            Text("Pick a book")
        }
        .frame(width: 680, height: 380)
    }
}
