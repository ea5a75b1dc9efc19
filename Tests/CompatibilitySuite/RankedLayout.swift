import SwiftUI

/// Each subview carries its rank as a layout value; the layout puts the winner in the middle.
private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct PodiumLayout: Layout {
    var spacing: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
        let height = (sizes.map(\.height).max() ?? 0) * 2
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        let podiumOrder = ordered.count >= 3 ? [ordered[1], ordered[0], ordered[2]] + ordered.dropFirst(3) : ordered
        var x = bounds.minX
        for subview in podiumOrder {
            let size = subview.sizeThatFits(.unspecified)
            let lift = subview[Rank.self] == 1 ? 0 : size.height / CGFloat(subview[Rank.self])
            subview.place(at: CGPoint(x: x, y: bounds.minY + lift), proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

struct Podium: View {
    var body: some View {
        PodiumLayout {
            Text("Goldfish").rank(3)
            Text("Cat").rank(1)
            Text("Dog").rank(2)
        }
        .font(.title)
    }
}
