import SwiftUI

/// A flow layout whose arithmetic is a pure function of sizes, computed once per change of
/// subviews and kept in the layout's cache.
struct CachedFlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(sizes: cache.sizes, containerWidth: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let offsets = arrange(sizes: cache.sizes, containerWidth: bounds.width).offsets
        for (subview, offset) in zip(subviews, offsets) {
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: .unspecified)
        }
    }

    func arrange(sizes: [CGSize], containerWidth: CGFloat) -> (offsets: [CGPoint], size: CGSize) {
        var offsets: [CGPoint] = []
        var position = CGPoint.zero
        var lineHeight: CGFloat = 0
        var maxX: CGFloat = 0
        for size in sizes {
            if position.x + size.width > containerWidth, position.x > 0 {
                position.x = 0
                position.y += lineHeight + spacing
                lineHeight = 0
            }
            offsets.append(position)
            position.x += size.width
            maxX = max(maxX, position.x)
            position.x += spacing
            lineHeight = max(lineHeight, size.height)
        }
        return (offsets, CGSize(width: maxX, height: position.y + lineHeight))
    }
}

struct NameCloud: View {
    let names = ["Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken"]

    var body: some View {
        ScrollView {
            AnyLayout(CachedFlowLayout(spacing: 10)) {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .padding(6)
                        .border(Color.secondary)
                }
            }
            .padding(12)
        }
    }
}
