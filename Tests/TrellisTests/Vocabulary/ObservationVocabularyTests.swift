import Testing
import Trellis

/// Both of SwiftUI's models of observed data compile and render what the objects hold: the
/// Observation model (`@Observable`, `@Bindable`) and the older one (`ObservableObject`,
/// `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
@MainActor @Suite("Vocabulary: observed objects") struct ObservationVocabularyTests {
    @Test("@StateObject, @ObservedObject and @EnvironmentObject read the object; $ makes bindings")
    func observableObjects() {
        let made = Counter()
        let view = PlaylistScreen(made: made).environmentObject(Settings())
        expectRender(view, width: 20, plain: """
            Road trip: 2 songs
            [Dune] Emma
            
            """)
        expectRender(view, width: 9, plain: """
            Road
            trip: 2
            songs
            [Dun Emma
            e]
            
            """)
        #expect(made.count == 1)
    }

    @Test("@Bindable makes bindings to an @Observable object's properties")
    func bindable() {
        let song = Song()
        let view = SongTitle(song: song)
        expectRender(view, width: 20, plain: "Renamed\n")
        #expect(song.title == "Renamed")
    }
}

private final class Playlist: ObservableObject {
    @Published var name = "Road trip"
    @Published var songs = ["Dune", "Emma"]

    init(made: Counter) {
        made.hit()
    }
}

private final class Settings: ObservableObject {
    @Published var highlightsFirst = true
}

private struct PlaylistScreen: View {
    let made: Counter
    @StateObject private var playlist: Playlist

    init(made: Counter) {
        self.made = made
        _playlist = StateObject(wrappedValue: Playlist(made: made))
    }

    var body: some View {
        SongRow(playlist: playlist, name: $playlist.name)
    }
}

private struct SongRow: View {
    @ObservedObject var playlist: Playlist
    @Binding var name: String
    @EnvironmentObject private var settings: Settings

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(name): \(playlist.songs.count) songs")
            HStack {
                ForEach(Array(playlist.songs.enumerated()), id: \.offset) { index, song in
                    Text(settings.highlightsFirst && index == 0 ? "[\(song)]" : song)
                }
            }
        }
    }
}

@Observable private final class Song {
    var title = "Untitled"
}

private struct SongTitle: View {
    @Bindable var song: Song

    var body: some View {
        let title = $song.title
        title.wrappedValue = "Renamed"
        return Text(song.title)
    }
}
