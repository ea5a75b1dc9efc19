import SwiftUI

// Written for this suite in the idiom of yolo-cat/1133-iOS-SwiftUIDemo,
// "SwiftUIDemo/Demo/Navigation/TabView_Demo.swift" (no licence given, not copied): an app's
// root TabView built from iOS 18 `Tab(_:systemImage:value:)` entries with a selection, a
// badge, and a navigation stack inside one tab.

enum RootTab: Hashable {
    case library, search, settings
}

struct TabRoot: View {
    @State private var selection = RootTab.library
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "books.vertical", value: RootTab.library) {
                NavigationStack {
                    List(1...5, id: \.self) { index in
                        Text("Book \(index)")
                    }
                    .navigationTitle("Library")
                }
            }
            .badge(unread)
            Tab("Search", systemImage: "magnifyingglass", value: RootTab.search, role: .search) {
                Text("Search the catalogue")
            }
            Tab("Settings", systemImage: "gear", value: RootTab.settings) {
                Button("Mark all read") { unread = 0 }
            }
        }
    }
}
