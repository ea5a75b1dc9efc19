import SwiftUI

/// A horizontal stack that makes every subview as wide as the widest one, with the spacing
/// each pair of neighbours prefers.
struct EqualWidthHStack: Layout {
    struct CacheData {
        let maxSize: CGSize
        let spacing: [CGFloat]
        let totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        return CacheData(maxSize: maxSize, spacing: spacing, totalSpacing: spacing.reduce(0, +))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + cache.totalSpacing, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let placement = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placement)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { currentMax, size in
            CGSize(width: max(currentMax.width, size.width), height: max(currentMax.height, size.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct VoteButtons: View {
    @State private var votes: [String: Int] = [:]
    let pets = ["Cat", "Goldfish", "Dog"]

    var body: some View {
        EqualWidthHStack {
            ForEach(pets, id: \.self) { pet in
                Button {
                    votes[pet, default: 0] += 1
                } label: {
                    Text(pet)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}
