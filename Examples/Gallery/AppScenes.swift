import Trellis

/// Screens of an ordinary SwiftUI app, beyond the seeds' containers: navigation bars, tab
/// bars, split views, forms with text fields, tables and outlines, as Trellis draws them.
enum AppScenes {
    struct Song: Identifiable {
        let id: Int
        var title: String
        var artist: String
        var plays: Int
    }

    static let songs = [
        Song(id: 1, title: "So What", artist: "Miles Davis", plays: 412),
        Song(id: 2, title: "Blue in Green", artist: "Bill Evans", plays: 230),
        Song(id: 3, title: "Naima", artist: "John Coltrane", plays: 198),
    ]

    static var scenes: [(String, AnyView)] {
        [
            ("NavigationStack with a toolbar", AnyView(library)),
            ("TabView and a Form", AnyView(settings)),
            ("NavigationSplitView with a Table", AnyView(split)),
        ]
    }

    static var library: some View {
        NavigationStack {
            List(songs) { song in
                NavigationLink(value: song.id) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(song.title).bold()
                        Text(song.artist).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {}
                    Button("Sort", systemImage: "arrow.up.arrow.down") {}
                }
                ToolbarItem(placement: .bottomBar) { Text("\(songs.count) songs").foregroundStyle(.tertiary) }
            }
        }
    }

    static var settings: some View {
        TabView(selection: .constant("settings")) {
            Tab("Library", systemImage: "music.note.list", value: "library") { library }
            Tab("Settings", systemImage: "gear", value: "settings") {
                Form {
                    Section("Account") {
                        TextField("Name", text: .constant("Jane Appleseed"))
                        TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                        SecureField("Password", text: .constant("hunter2"))
                    }
                    Section("Playback") {
                        Toggle("Crossfade", isOn: .constant(true))
                        LabeledContent("Version", value: "2.4")
                        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                            Toggle("Gapless", isOn: .constant(false))
                        }
                    }
                }
            }
        }
    }

    static var split: some View {
        NavigationSplitView {
            List {
                Label("Songs", systemImage: "music.note")
                Label("Artists", systemImage: "person.2")
                Label("Favourites", systemImage: "star.fill")
            }
            .navigationTitle("Music")
        } detail: {
            Table(songs) {
                TableColumn("Title", value: \.title)
                TableColumn("Artist", value: \.artist)
                TableColumn("Plays") { Text("\($0.plays)") }
            }
            .navigationTitle("Songs")
        }
    }
}
