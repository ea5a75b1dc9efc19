import Foundation

nonisolated extension View {
    /// Draws this view moved by `x` and `y` points (columns and lines by the environment's
    /// ``LengthScale``), without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(x: x, y: y))
    }

    /// Draws this view moved by `offset`, in points.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Lays this view out but draws nothing.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}

struct OffsetModifier: RenderingModifier {
    let x: CGFloat
    let y: CGFloat

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        let (x, y) = (scale.offset(x, along: .horizontal), scale.offset(y, along: .vertical))
        return DrawingNode(child: content(inputs)) { child, rect, canvas in
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
        super.init()
        noteChildren([child])
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        child.sizeThatFits(proposal)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        drawing(child, rect, &canvas)
    }

    override var isSpacer: Bool { child.isSpacer }
}
