// The WWDC24 "Demystify SwiftUI containers" DisplayBoard (seeds 000–002): the container side
// as the talk writes it, with only the import changed. The talk does not list the board's
// column spacing, the card layout, background and card views; they are written here with the
// same API, lengths in points like the rest (the card layout's too: a custom `Layout` sizes
// and places in points).
import Trellis

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
        HStack(spacing: 24) {
            ForEach(sectionOf: content) { section in
                VStack(spacing: 20) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent {
                        section.content
                    }
                    .background { BoardSectionBackgroundView() }
                }
            }
        }
        .background { BoardBackgroundView() }
    }
}

struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            Group(subviewsOf: content) { subviews in
                ForEach(subviews) { subview in
                    CardView(
                        scale: subviews.count > 15 ? .small : .normal,
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
    enum Scale { case small, normal }

    var scale: Scale = .normal
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        content
            .strikethrough(isRejected)
            .padding(.horizontal, scale == .small ? 0 : 8)
            .border(.rounded)
    }
}

struct BoardBackgroundView: View {
    var body: some View { Color.clear }
}

struct BoardSectionBackgroundView: View {
    var body: some View { Color.clear }
}

/// Cards pinned down a column, each nudged left or right a little.
struct DisplayBoardCardLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        return CGSize(width: width + 16, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let nudge: CGFloat = [0, 16, 8][index % 3]
            subview.place(at: CGPoint(x: bounds.minX + nudge, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct Song: Identifiable {
    let id = UUID()
    let title: String
}

struct KaraokeBoard: View {
    let songsFromSam = [Song(title: "Scrolling in the Deep"), Song(title: "Born to Build & Run")]
    let songsFromSommer = [Song(title: "Some Body Like View"), Song(title: "Cupertino Dreamin'")]

    var body: some View {
        DisplayBoard {
            Section("Sam's Songs") {
                ForEach(songsFromSam) { song in
                    Text(song.title)
                }
            }
            Section("Sommer's Songs") {
                ForEach(songsFromSommer) { song in
                    Text(song.title)
                }
                .displayBoardCardRejected(true)
            }
        }
    }
}
