// Custom layouts written the way SwiftUI articles write them: the Layout protocol tests render
// them. Their own numbers (a card stack's step, a radial layout's default size) are cells, so
// the tests render them with `.cells`; a flow layout's `spacing` is points at any scale.
import Foundation
import Trellis

/// Lines of subviews that wrap at the proposed width, spaced by `spacing` within a line or by
/// their preferred spacing.
struct FlowLayout: Layout {
    var alignment: HorizontalAlignment = .leading
    /// The points between neighbours on a line; `nil` for their preferred spacing.
    var spacing: CGFloat?

    struct Line {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = lines(of: subviews, width: proposal.width ?? .infinity)
        let height = lines.reduce(0) { $0 + $1.height } + lineSpacing(subviews) * CGFloat(max(0, lines.count - 1))
        return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for line in lines(of: subviews, width: bounds.width) {
            var x = bounds.minX + (bounds.width - line.width) * (alignment == .leading ? 0 : alignment == .center ? 0.5 : 1)
            for (position, index) in line.indices.enumerated() {
                if position > 0 {
                    x += gap(subviews[line.indices[position - 1]], subviews[index])
                }
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width
            }
            y += line.height + lineSpacing(subviews)
        }
    }

    private func lineSpacing(_ subviews: Subviews) -> CGFloat {
        subviews.count < 2 ? 0 : subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical)
    }

    private func gap(_ subview: LayoutSubview, _ next: LayoutSubview) -> CGFloat {
        spacing ?? subview.spacing.distance(to: next.spacing, along: .horizontal)
    }

    private func lines(of subviews: Subviews, width: CGFloat) -> [Line] {
        var lines: [Line] = [Line()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let gap = lines[lines.count - 1].indices.last.map { self.gap(subviews[$0], subviews[index]) } ?? 0
            if !lines[lines.count - 1].indices.isEmpty && lines[lines.count - 1].width + gap + size.width > width {
                lines.append(Line())
            }
            var line = lines[lines.count - 1]
            line.width += (line.indices.isEmpty ? 0 : gap) + size.width
            line.height = max(line.height, size.height)
            line.indices.append(index)
            lines[lines.count - 1] = line
        }
        return lines.filter { !$0.indices.isEmpty }
    }
}

/// A pile of cards: each one lower and further right than the card before it, by its depth.
struct CardStackLayout: Layout {
    /// How far a card is moved per level of depth.
    var step = CGSize(width: 2, height: 1)

    /// A card's depth in the pile; cards without one are as deep as their position.
    struct Depth: LayoutValueKey {
        static let defaultValue: Int? = nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (index, subview) in subviews.enumerated() {
            let card = subview.dimensions(in: .unspecified)
            let depth = CGFloat(subview[Depth.self] ?? index)
            size.width = max(size.width, depth * step.width + card.width)
            size.height = max(size.height, depth * step.height + card.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let depth = CGFloat(subview[Depth.self] ?? index)
            let card = subview.dimensions(in: .unspecified)
            // Anchored at the bottom-right corner, to use the anchor as the articles do.
            subview.place(at: CGPoint(x: bounds.minX + depth * step.width + card[HorizontalAlignment.trailing],
                                      y: bounds.minY + depth * step.height + card[VerticalAlignment.bottom]),
                          anchor: .bottomTrailing, proposal: .unspecified)
        }
    }
}

/// Subviews around a circle, the first at the right, going clockwise.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 7))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = CGSize(width: bounds.width / 2, height: bounds.height / 2)
        let angle = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            // Kept inside the bounds: pulled in by half the subview's size.
            let x = bounds.midX + cos(angle * Double(index)) * (radius.width - size.width / 2)
            let y = bounds.midY + sin(angle * Double(index)) * (radius.height - size.height / 2)
            subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
        }
    }
}
