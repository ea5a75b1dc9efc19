for song in ["A"] {
    print(song)
}

Text("a")
