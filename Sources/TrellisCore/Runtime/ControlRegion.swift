/// Where the controls of a live runtime's frame are drawn, so that a mouse click can reach the
/// control under it: each control's content is wrapped in a node that notes the rectangle it is
/// drawn in with the graph (``LiveGraph/noteRegion(_:of:)``).
nonisolated extension View {
    /// Notes where this control is drawn with the live runtime's graph `focus` was attached to;
    /// changes nothing in a one-shot render.
    func controlRegion(_ focus: ControlFocus) -> some View {
        modifier(ControlRegionModifier(record: focus.regionRecorder))
    }
}

struct ControlRegionModifier: RenderingModifier {
    let record: ((CellRect) -> Void)?

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let child = content(inputs)
        guard let record else { return child }
        return HitRegionNode(child: child, record: record)
    }
}

/// A node that draws its child where it is placed and reports that rectangle.
final class HitRegionNode: _LayoutNode {
    let child: _LayoutNode
    let record: (CellRect) -> Void

    init(child: _LayoutNode, record: @escaping (CellRect) -> Void) {
        self.child = child
        self.record = record
        super.init()
        traits = child.traits
    }

    override func sizeThatFits(_ proposal: CellProposal) -> CellSize { child.sizeThatFits(proposal) }

    override func overflow(in size: CellSize) -> LineOverflow? { child.overflow(in: size) }

    override var layoutPriority: Double { child.layoutPriority }

    override var isSpacer: Bool { child.isSpacer }

    override func isRigid(atWidth width: Int) -> Bool { child.isRigid(atWidth: width) }

    override var preferredSpacing: ViewSpacing { child.preferredSpacing }

    override var mayAlignExplicitly: Bool { child.mayAlignExplicitly }

    override func explicitAlignment(_ guide: AlignmentGuide, in size: CellSize) -> CGFloat? {
        child.explicitAlignment(guide, in: size)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        record(rect)
        child.draw(in: rect, canvas: &canvas)
    }
}
