import Foundation

/// How a view keeps its aspect ratio in a frame of another shape.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio inside the frame.
    case fit
    /// The smallest size of the ratio that covers the frame.
    case fill
}

nonisolated extension View {
    /// Proposes the view a size of `aspectRatio` (width over height, in points; `nil` for the
    /// view's own ideal proportions) that fits in or fills the size offered, and takes the
    /// size the view then chooses. A view of fixed size (an image that is not `resizable()`,
    /// a text) keeps its size, as in SwiftUI.
    ///
    /// ```swift
    /// Image(systemName: "star").resizable().aspectRatio(1, contentMode: .fit).frame(width: 80, height: 80)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Proposes the view a size of the proportions of `aspectRatio` that fits in or fills the
    /// size offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
                                     contentMode: contentMode))
    }

    /// Scales the view to the largest size of its own proportions inside the size offered.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to the smallest size of its own proportions covering the size offered.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// Proposes its content the size of a ratio that fits in or fills the proposal. The ratio is
/// in points and turned into cells with the length scale (a square of 16 points is 2
/// columns by 1 line at the standard scale); without one it is the content's ideal size's.
struct AspectRatioModifier: RenderingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        let cellRatio = ratio.map { $0 * scale.points(along: .vertical) / scale.points(along: .horizontal) }
        let contentMode = self.contentMode
        let child = content(inputs)
        return FrameNode(
            child: child, alignment: .center,
            childProposal: { proposal in
                guard let ratio = cellRatio ?? Self.idealRatio(of: child), ratio.isFinite, ratio > 0 else { return proposal }
                return Self.proposal(proposal, ratio: ratio, contentMode: contentMode)
            },
            size: { _, child in child })
    }

    /// The width over height of `node` at its ideal size, `nil` when it has no height.
    private static func idealRatio(of node: _LayoutNode) -> CGFloat? {
        let ideal = node.sizeThatFits(.unspecified)
        return ideal.height > 0 ? CGFloat(ideal.width) / CGFloat(ideal.height) : nil
    }

    /// The size of `ratio` (columns over lines) inside (`.fit`) or around (`.fill`) `proposal`;
    /// an unspecified or infinite extent follows from the other one.
    static func proposal(_ proposal: CellProposal, ratio: CGFloat, contentMode: ContentMode) -> CellProposal {
        func bounded(_ extent: Int?) -> CGFloat? {
            guard let extent, extent != CellProposal.infinity else { return nil }
            return CGFloat(extent)
        }
        let width = bounded(proposal.width)
        let height = bounded(proposal.height)
        let fitted: (CGFloat, CGFloat)
        switch (width, height) {
        case (let width?, let height?):
            let wide = width / height > ratio
            let byHeight = contentMode == .fit ? wide : !wide
            fitted = byHeight ? (height * ratio, height) : (width, width / ratio)
        case (let width?, nil): fitted = (width, width / ratio)
        case (nil, let height?): fitted = (height * ratio, height)
        case (nil, nil): return proposal
        }
        func cells(_ value: CGFloat, within bound: CGFloat?) -> Int {
            let count = value > 0 ? max(1, Cells.count(Double(value))) : 0
            guard contentMode == .fit, let bound else { return count }
            return min(count, Int(bound))
        }
        return CellProposal(width: cells(fitted.0, within: width), height: cells(fitted.1, within: height))
    }
}
