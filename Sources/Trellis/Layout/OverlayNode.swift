/// A node drawn with another behind or over it: the primary node decides the size, the
/// secondary one is proposed that size and placed by alignment (`.overlay`, `.background`).
final class OverlayNode: _LayoutNode {
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
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        primary.sizeThatFits(proposal)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let secondarySize = secondary.sizeThatFits(CellProposal(rect.size))
        let offset = alignment.offset(of: secondarySize, in: rect.size)
        let secondaryRect = CellRect(origin: CellPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: secondarySize)
        if placement == .background { secondary.draw(in: secondaryRect, canvas: &canvas) }
        primary.draw(in: rect, canvas: &canvas)
        if placement == .overlay { secondary.draw(in: secondaryRect, canvas: &canvas) }
    }
}
