import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
    var artist: String
}

/// A library screen: a stack with a title, toolbar items at two placements, value-based
/// links and a destination for them, pushed through a bound path.
struct NavigationLibrary: View {
    @State private var path = NavigationPath()
    @State private var albums = [
        Album(id: 1, title: "Kind of Blue", artist: "Miles Davis"),
        Album(id: 2, title: "Blue Train", artist: "John Coltrane"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(albums) { album in
                NavigationLink(value: album) {
                    VStack(alignment: .leading) {
                        Text(album.title).font(.headline)
                        Text(album.artist).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Album.self) { album in
                Text(album.title).navigationTitle(album.title)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButtonLike()
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { path.append(albums[0]) }
                    NavigationLink("Settings") { Text("Settings") }
                }
            }
        }
    }
}

private struct EditButtonLike: View {
    var body: some View {
        Button("Edit") {}
    }
}
