// The magazine of "Mastering container views in SwiftUI. Basics." (seed 004), as a container:
// it reads its subviews by index with `Group(subviews:)`, drawing the first one large across
// the whole width and the others in a row of equal columns beneath it.
import Foundation
import Trellis

/// The first subview large, the rest in a row beneath.
public struct Magazine<Content: View>: View {
    let content: Content
    /// The points of a column and a line, which the row below is split and spaced in.
    @Environment(\.lengthScale) private var lengthScale

    /// A magazine of `content`'s subviews.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { subviews in
            VStack(alignment: .leading, spacing: 16) {
                if !subviews.isEmpty {
                    subviews[0]
                        .frame(maxWidth: .infinity, minHeight: 48)
                        .padding(.horizontal, 16)
                        .border(.double)
                }
                if subviews.count > 1 {
                    MagazineRowLayout(column: lengthScale.points(along: .horizontal), line: lengthScale.points(along: .vertical)) {
                        ForEach(subviews[1...], id: \.id) { subview in
                            subview
                                .frame(maxWidth: .infinity)
                                .padding(.horizontal, 8)
                                .border(.rounded)
                        }
                    }
                }
            }
        }
    }
}

/// Columns of equal width in whole columns (the first ones a column wider when the width does
/// not divide), one column apart: all the subviews in one row when each gets its ideal width
/// that way, otherwise as many per row as do (at least one), in further rows one line apart.
struct MagazineRowLayout: Layout {
    /// The points of one column: the gap between columns, and the unit their widths are in.
    let column: CGFloat
    /// The points of one line: the gap between rows.
    let line: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = columnWidths(for: proposal, subviews: subviews)
        let heights = Self.rowHeights(subviews: subviews, widths: widths)
        return CGSize(
            width: widths.reduce(0, +) + column * CGFloat(widths.count - 1),
            height: heights.reduce(0, +) + line * CGFloat(max(0, heights.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = columnWidths(for: ProposedViewSize(width: bounds.width, height: nil), subviews: subviews)
        let heights = Self.rowHeights(subviews: subviews, widths: widths)
        var y = bounds.minY
        for (row, height) in heights.enumerated() {
            var x = bounds.minX
            for (index, width) in widths.enumerated() where row * widths.count + index < subviews.count {
                subviews[row * widths.count + index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: width, height: height))
                x += width + column
            }
            y += height + line
        }
    }

    /// The width of each column: as many columns as fit the proposed width with every subview
    /// at its ideal width, sharing that width in whole columns; their ideal widths when none
    /// is proposed.
    private func columnWidths(for proposal: ProposedViewSize, subviews: Subviews) -> [CGFloat] {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var count = max(1, subviews.count)
        guard let available = proposal.width, available.isFinite else { return Array(repeating: ideal, count: count) }
        while count > 1, (available - column * CGFloat(count - 1)) / CGFloat(count) < ideal { count -= 1 }
        let shared = max(0, Int((available / column).rounded(.down)) - (count - 1))
        return (0..<count).map { CGFloat(shared / count + ($0 < shared % count ? 1 : 0)) * column }
    }

    /// The height of each row: its tallest subview at its column's width.
    private static func rowHeights(subviews: Subviews, widths: [CGFloat]) -> [CGFloat] {
        stride(from: 0, to: subviews.count, by: widths.count).map { start in
            (start..<min(start + widths.count, subviews.count))
                .map { subviews[$0].sizeThatFits(ProposedViewSize(width: widths[$0 - start], height: nil)).height }.max() ?? 0
        }
    }
}
