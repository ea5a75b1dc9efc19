import Foundation

/// What a built-in layout (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`)
/// keeps between its `Layout` calls: the node of the matching container view over the
/// subviews, which sizes them and says where each goes.
///
/// Only a layout called directly (from another layout's methods) uses it: `layout { ... }`
/// lays its content out with the node itself.
public struct _BuiltInLayoutCache {
    let node: _LayoutNode & ChildPlacingNode

    init(node: _LayoutNode & ChildPlacingNode) {
        self.node = node
    }

    /// The size of the container for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal.cells))
    }

    /// Places `subviews` where the node puts its children in `bounds`.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for (subview, rect) in zip(subviews, node.childRects(in: bounds.size.cells)) {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(rect.minX), y: bounds.minY + CGFloat(rect.minY)),
                          proposal: ProposedViewSize(CGSize(rect.size)))
        }
    }
}

/// A container node that can say where its children go.
protocol ChildPlacingNode: AnyObject {
    /// The children's rectangles in a container of `size`, relative to its top-left corner.
    func childRects(in size: CellSize) -> [CellRect]
}

extension StackNode: ChildPlacingNode {}
extension ZStackNode: ChildPlacingNode {}
extension GridNode: ChildPlacingNode {}

extension LayoutSubviews {
    /// The nodes of these subviews, in order.
    var subviewNodes: [_LayoutNode] { Array(nodes[indices]) }
}
