// The karaoke display board of the WWDC24 talk "Demystify SwiftUI containers", drawn by the
// bundled DisplayBoard plugin (karaoke-board.swift writes the same container in the document).
//
// The first board is the talk's composition grown crowded: three Texts and a ForEach over each
// singer's songs, sixteen cards, so they are drawn smaller. The second is its sectioned board:
// one column per Section, Sam's dibs and a song out of Matt's range crossed off, and Sommer's
// whole section rejected with one modifier.
//
//     trellis render Examples/Documents/display-board.swift --width 80

import DisplayBoard

let songs = load("karaoke-songs.json")

VStack(alignment: .leading, spacing: 16) {
    Text("Song ideas").font(.headline)
    DisplayBoard {
        Text("I Will Always Subview")
        Text("Viewtiful Day")
        Text("Take On Metadata")
        ForEach(songs.sam, id: \.title) { song in
            Text(song.title)
        }
        ForEach(songs.sommer, id: \.title) { song in
            Text(song.title)
        }
    }
    Text("By singer").font(.headline)
    DisplayBoard {
        Section("Sam's Songs") {
            ForEach(songs.sam, id: \.title) { song in
                Text(song.title)
                    .displayBoardCardRejected(song.calledDibs || song.title == "Scrolling in the Deep")
            }
        }
        Section("Sommer's Songs") {
            ForEach(songs.sommer, id: \.title) { song in
                Text(song.title)
            }
        }
        .displayBoardCardRejected(true)
    }
}
