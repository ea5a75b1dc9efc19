import SwiftUI

/// A board that wraps every resolved subview of its content in a card and lets a custom
/// layout stagger the cards.
struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        StaggeredCardLayout {
            ForEach(subviews: content) { subview in
                CardView {
                    subview
                }
            }
        }
        .background { Color.indigo.opacity(0.1) }
    }
}

struct CardView<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .multilineTextAlignment(.center)
            .padding(12)
            .frame(width: 160, height: 90)
            .background(.yellow.gradient, in: RoundedRectangle(cornerRadius: 8))
            .shadow(radius: 2)
            .rotationEffect(.degrees(Double.random(in: -3...3)))
    }
}

/// Lays cards out in rows, each row shifted half a card further than the one above it.
struct StaggeredCardLayout: Layout {
    var spacing: CGFloat = 16

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let card = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        let perRow = max(1, Int((width + spacing) / (card.width + spacing)))
        let rows = (subviews.count + perRow - 1) / perRow
        return CGSize(width: width, height: CGFloat(rows) * (card.height + spacing))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        var row = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x + size.width > bounds.maxX {
                row += 1
                point = CGPoint(x: bounds.minX + (row.isMultiple(of: 2) ? 0 : size.width / 2), y: point.y + size.height + spacing)
            }
            subview.place(at: point, proposal: ProposedViewSize(size))
            point.x += size.width + spacing
        }
    }
}

struct KaraokeBoardView: View {
    let songs = ["Scrolling in the Deep", "Born to Build & Run", "Some Body Like View"]

    var body: some View {
        DisplayBoard {
            Text("Love Stack")
            ForEach(songs, id: \.self) { song in
                Text(song)
            }
            Text("Hotel Cal-if-or-else")
        }
    }
}
