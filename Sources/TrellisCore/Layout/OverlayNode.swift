/// A node drawn with another behind or over it: the primary node decides the size, the
/// secondary one is proposed that size and placed by alignment (`.overlay`, `.background`).
final class OverlayNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    enum Placement { case overlay, background }

    let primary: _LayoutNode
    let secondary: _LayoutNode
    let placement: Placement
    let alignment: Alignment

    init(primary: _LayoutNode, secondary: _LayoutNode, placement: Placement, alignment: Alignment) {
        self.primary = primary
        self.secondary = secondary
        self.placement = placement
        self.alignment = alignment
        super.init()
        noteChildren([primary, secondary])
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        primary.sizeThatFits(proposal)
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        let secondarySize = secondary.sizeThatFits(CellProposal(size))
        let secondaryRect = alignment.rect(of: secondarySize, in: CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        guard let primaryOverflow = primary.overflow(in: size),
              let secondaryOverflow = secondary.overflow(in: secondarySize) else { return nil }
        return primaryOverflow.union(secondaryOverflow.placed(at: secondaryRect, in: size))
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let secondarySize = secondary.sizeThatFits(CellProposal(rect.size))
        let secondaryRect = alignment.rect(of: secondarySize, in: rect)
        if placement == .background { secondary.draw(in: secondaryRect, canvas: &canvas) }
        primary.draw(in: rect, canvas: &canvas)
        if placement == .overlay { secondary.draw(in: secondaryRect, canvas: &canvas) }
    }
}
