import Foundation

nonisolated extension View {
    /// Sets where this view's `g` guide lies, in points from its leading edge, computed from
    /// its dimensions (in points too, at the environment's ``LengthScale``): stacks and custom
    /// layouts aligning by `g` line it up with the others'.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Total")
    ///     Text("42").alignmentGuide(.leading) { _ in -16 }
    /// }
    /// ```
    ///
    ///     Total
    ///       42
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets where this view's `g` guide lies, in points from its top edge, computed from its
    /// dimensions (in points too): stacks and custom layouts aligning by `g` line it up with
    /// the others'.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}

struct AlignmentGuideModifier: RenderingModifier {
    let guide: AlignmentGuide
    let computeValue: (ViewDimensions) -> CGFloat

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        AlignmentGuideNode(child: content(inputs), guide: guide, scale: inputs.environment.lengthScale,
                           computeValue: computeValue)
    }
}

/// A child laid out and drawn as it is, with one alignment guide set by a closure that
/// answers in points at `scale`.
final class AlignmentGuideNode: _LayoutNode {
    let child: _LayoutNode
    let guide: AlignmentGuide
    let scale: LengthScale
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: _LayoutNode, guide: AlignmentGuide, scale: LengthScale, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.child = child
        self.guide = guide
        self.scale = scale
        self.computeValue = computeValue
    }

    override func sizeThatFits(_ proposal: CellProposal) -> CellSize { child.sizeThatFits(proposal) }
    override func draw(in rect: CellRect, canvas: inout Canvas) { child.draw(in: rect, canvas: &canvas) }
    override func overflow(in size: CellSize) -> LineOverflow? { child.overflow(in: size) }
    override var isSpacer: Bool { child.isSpacer }
    override var preferredSpacing: ViewSpacing { child.preferredSpacing }
    override var mayAlignExplicitly: Bool { true }

    override func explicitAlignment(_ guide: AlignmentGuide, in size: CellSize) -> CGFloat? {
        guard guide == self.guide else { return child.explicitAlignment(guide, in: size) }
        return scale.cellLength(computeValue(ViewDimensions(size: size, node: child, scale: scale)), along: guide.axis)
    }
}
