import Foundation

extension View {
    /// Draws this view moved by `x` columns and `y` lines, without changing its layout.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(OffsetModifier(x: Cells.offset(x), y: Cells.offset(y)))
    }

    /// Draws this view moved by `offset` (width in columns, height in lines).
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }

    /// Lays this view out but draws nothing.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}

struct OffsetModifier: RenderingModifier {
    let x: Int
    let y: Int

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        DrawingNode(child: content(inputs)) { child, rect, canvas in
            child.draw(in: CellRect(origin: CellPoint(x: rect.minX + x, y: rect.minY + y), size: rect.size), canvas: &canvas)
        }
    }
}

struct HiddenModifier: RenderingModifier {
    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        DrawingNode(child: content(inputs)) { _, _, _ in }
    }
}

/// A child laid out as it is but drawn by a rule (moved, hidden, restyled).
final class DrawingNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let child: _LayoutNode
    let drawing: (_LayoutNode, CellRect, inout Canvas) -> Void

    init(child: _LayoutNode, drawing: @escaping (_LayoutNode, CellRect, inout Canvas) -> Void) {
        self.child = child
        self.drawing = drawing
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        child.sizeThatFits(proposal)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        drawing(child, rect, &canvas)
    }

    override var isSpacer: Bool { child.isSpacer }
}
