let songs = ["A", "B"]

ForEach(sngs, id: \.self) { Text($0) }
