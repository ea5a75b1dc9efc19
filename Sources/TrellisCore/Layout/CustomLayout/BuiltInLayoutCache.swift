import Foundation

/// What a built-in layout (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`)
/// keeps between its `Layout` calls: the node of the matching container view over the
/// subviews, which sizes them and says where each goes.
///
/// Only a layout called directly (from another layout's methods) uses it: `layout { ... }`
/// lays its content out with the node itself.
public struct _BuiltInLayoutCache {
    let node: _LayoutNode & ChildPlacingNode
    /// How the subviews' cells become the points the layout answers in.
    let scale: LengthScale

    init(node: _LayoutNode & ChildPlacingNode, scale: LengthScale) {
        self.node = node
        self.scale = scale
    }

    /// The size of the container for `proposal`, in points.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        scale.points(node.sizeThatFits(scale.cells(proposal)))
    }

    /// Places `subviews` where the node puts its children in `bounds` (in points, its size
    /// rounded up to whole cells).
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for (subview, rect) in zip(subviews, node.childRects(in: scale.cells(bounds.size))) {
            let offset = scale.points(rect.origin)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                          proposal: ProposedViewSize(scale.points(rect.size)))
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
