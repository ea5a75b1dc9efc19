let songs = load("songs.json")

ForEach(songs, id: \.title) { song in
    Text(song.titel)
}
