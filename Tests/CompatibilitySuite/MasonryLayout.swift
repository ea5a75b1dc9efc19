import SwiftUI

/// A masonry grid: each subview goes to the currently shortest column, so tiles of different
/// heights pack without gaps.
struct MasonryLayout: Layout {
    var columns: Int = 2
    var spacing: CGFloat = 8

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    struct Cache {
        var frames: [CGRect] = []
        var width: CGFloat = -1
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = Cache()
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        frames(width: width, subviews: subviews, cache: &cache)
        let height = cache.frames.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        frames(width: bounds.width, subviews: subviews, cache: &cache)
        for (subview, frame) in zip(subviews, cache.frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    private func frames(width: CGFloat, subviews: Subviews, cache: inout Cache) {
        guard cache.width != width else { return }
        let count = max(columns, 1)
        let columnWidth = (width - spacing * CGFloat(count - 1)) / CGFloat(count)
        var heights = Array(repeating: CGFloat.zero, count: count)
        cache.frames = subviews.map { subview in
            let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            let frame = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: heights[column], width: columnWidth, height: height)
            heights[column] += height + spacing
            return frame
        }
        cache.width = width
    }
}

struct PhotoWall: View {
    let captions = [
        "Harbour at dawn", "Market", "A very long caption about the old lighthouse on the hill",
        "Bridge", "Street food stalls after the rain", "Cat",
    ]

    var body: some View {
        ScrollView {
            MasonryLayout(columns: 3) {
                ForEach(captions, id: \.self) { caption in
                    Text(caption)
                        .padding(8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
                }
            }
            .padding(.horizontal)
        }
    }
}
