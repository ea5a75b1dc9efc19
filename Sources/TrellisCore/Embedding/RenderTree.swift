/// A view laid out once and kept, so that it can be measured and drawn across several calls
/// (a plugin measuring its body for the host, then drawing it) without being resolved again.
package final class RenderTree {
    private let node: _LayoutNode

    /// `view` made ready for layout in `environment`; `container` is the size relative frames
    /// refer to.
    public init(_ view: some View, container: CellProposal, environment: EnvironmentValues = EnvironmentValues()) {
        node = _LayoutNode.root(view, proposal: container, environment: environment)
    }

    /// The size the view takes for `proposal` (cached per proposal).
    public func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        node.sizeThatFits(proposal)
    }

    /// The view measured for `proposal` and drawn at the size it takes, clipped to the
    /// proposal (as a root view wider than the output is drawn in the output's width).
    public func render(fitting proposal: CellProposal) -> CellBlock {
        let measured = node.sizeThatFits(proposal)
        let size = CellSize(width: max(0, min(measured.width, proposal.width ?? .max)),
                            height: max(0, min(measured.height, proposal.height ?? .max)))
        var block = CellBlock(size: size)
        node.draw(in: CellRect(origin: CellPoint(x: 0, y: 0), size: size), canvas: &block.canvas)
        block.canvas.clip(toHeight: size.height)
        return block
    }
}
