/// A `GroupBox`'s box around a flow at the root of a render, as a value: the renderer draws
/// its edges and title with each band of the flow's lines, as its ``BorderNode`` would.
///
/// Its title is a text of one style kept as a value: the box is `Sendable`, so that it moves
/// to the thread that draws the flow without a node the calling thread made.
struct FlowBox: Sendable {
    let style: BorderStyle
    let color: Color?
    let title: PreparedText?
    /// The cells between the edges and the content across.
    let padding: Int

    /// The cells the box takes around the flow.
    var insets: CellInsets {
        CellInsets(top: 1, leading: 1 + padding, bottom: 1, trailing: 1 + padding)
    }

    /// The box's width around content `width` cells wide, when `proposed` cells are offered:
    /// as its node measures it, wide enough for "╭─ title ─╮" when the proposal allows.
    func width(around width: Int, proposed: Int) -> Int {
        let boxed = width + insets.horizontal
        guard let title else { return boxed }
        var measured = FlowChild.text(title)
        let titleWidth = measured.sizeThatFits(CellProposal(width: max(0, proposed - 4), height: 1)).width
        return max(boxed, min(titleWidth + 4, proposed))
    }

    /// The box's node around `child`.
    func node(around child: _LayoutNode) -> _LayoutNode {
        BorderNode(child: child, style: style, color: color, title: title.map { TextNode($0) }, padding: padding)
    }

    /// Draws the box's edges and title in `rect`, the rectangle its node would be drawn in,
    /// which is at least 2 cells each way.
    func draw(in rect: CellRect, canvas: inout Canvas) {
        var title = title.map(FlowChild.text)  // a title that has to wrap becomes its node here
        style.draw(in: rect, color: color, title: &title, canvas: &canvas)
    }

    /// The rectangle inside the box in `rect`, where the flow is drawn.
    func innerRect(_ rect: CellRect) -> CellRect {
        CellRect(
            origin: CellPoint(x: rect.minX + insets.leading, y: rect.minY + insets.top),
            size: CellSize(
                width: max(0, rect.size.width - insets.horizontal),
                height: max(0, rect.size.height - insets.vertical)))
    }
}
