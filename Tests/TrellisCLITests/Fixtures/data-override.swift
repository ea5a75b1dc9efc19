let songs = load("songs.json")

VStack(alignment: .leading) {
    ForEach(songs, id: \.title) { song in
        Text("\(song.title) \(song.stars)")
    }
}
