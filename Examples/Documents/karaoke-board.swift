// The karaoke display board of the WWDC24 talk "Demystify SwiftUI containers", as a view
// document: the container is written here with the talk's own API, the songs come from JSON.
//
// The first board is the talk's composition: three Texts and a ForEach over Sam's nine songs,
// four declared subviews that resolve to twelve cards. The second is its sectioned board:
// one column per Section, Sam's dibs and a song out of Matt's range crossed off, and Sommer's
// whole section rejected with one modifier.
//
//     trellis render Examples/Documents/karaoke-board.swift
//     trellis resolve Examples/Documents/karaoke-board.swift --json

let songs = load("karaoke-songs.json")

extension ContainerValues {
    @Entry var isDisplayBoardCardRejected: Bool = false
}

extension View {
    func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 16) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent { section.content }
                }
            }
        }
    }
}

struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    CardView(
                        isSmall: subviews.count > 15,
                        isRejected: subview.containerValues.isDisplayBoardCardRejected
                    ) {
                        subview
                    }
                }
            }
        }
    }
}

struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content.bold().padding().border(.double)
    }
}

struct CardView<Content: View>: View {
    var isSmall = false
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        content
            .strikethrough(isRejected)
            .foregroundStyle(isRejected ? Color.red : Color.primary)
            .padding(.horizontal, isSmall ? 0 : 8)
            .border(.rounded)
    }
}

VStack(alignment: .leading, spacing: 16) {
    Text("Song ideas").font(.headline)
    DisplayBoard {
        Text("I Will Always Subview")
        Text("Viewtiful Day")
        Text("Take On Metadata")
        ForEach(songs.sam, id: \.title) { song in
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
