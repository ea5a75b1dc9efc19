/// A vertical flow at the root of a render, inside the boxes drawn around it (a `GroupBox`'s):
/// the renderer draws the flow's lines while its children are made, with the boxes' edges
/// around each band (``FlowStreamer``), or lays out the node this makes.
struct RootFlow {
    var flow: VerticalFlow
    /// The boxes around the flow, outermost first.
    var boxes: [FlowBox] = []
    /// The origin of the render's global coordinate space, noted where the root node is drawn
    /// when the flow is laid out whole.
    var globalOrigin: CoordinateSpaceOrigin?

    init(_ flow: VerticalFlow) {
        self.flow = flow
    }

    /// The cells the boxes take around the flow, added up.
    var insets: CellInsets { Self.insets(of: boxes) }

    /// The cells `boxes` take around what they hold, added up.
    static func insets(of boxes: [FlowBox]) -> CellInsets {
        boxes.reduce(CellInsets()) { total, box in
            CellInsets(
                top: total.top + box.insets.top, leading: total.leading + box.insets.leading,
                bottom: total.bottom + box.insets.bottom, trailing: total.trailing + box.insets.trailing)
        }
    }

    /// The node laid out whole: the boxes' nodes around the flow's, made of `children`, or of
    /// children made now when `nil`; in the global coordinate space, as any other root.
    func makeNode(children: [FlowChild]?) -> _LayoutNode {
        let node = boxes.reversed().reduce(children.map(flow.node(children:)) ?? flow.makeNode()) { child, box in
            box.node(around: child)
        }
        return globalOrigin.map { CoordinateSpaceNode(child: node, origin: $0) } ?? node
    }
}
