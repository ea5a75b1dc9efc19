let songs = load("missing.json")

Text("a")
