/// A scrollable view; static output shows all of its content.
///
/// Under a live runtime a scroll view shows the size it is offered and scrolls along its
/// axes: with the wheel over it (Shift or a tilted wheel for sideways), Page Up, Page Down,
/// Home and End (vertically), and as focus moves to a control inside it (`ScrollViewport`).
///
/// The content is laid out at its ideal size along the scroll axes (unbounded), and the
/// scroll view takes the size it is offered across them.
public nonisolated struct ScrollView<Content: View>: UnaryView {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let axes = view.axes
        let graph = LiveGraph.anyAlive ? inputs.environment.liveGraph : nil
        let position = graph.map { ScrollViewport.position(at: inputs.identity, in: $0) }
        // A live scroll view keeps its container from frame to frame, so that its content's
        // environment is unchanged and reused content is not evaluated again.
        let container = position?.container ?? ContainerSize()
        var contentInputs = inputs
        contentInputs.environment.containerSize = container
        let child = Content._makeView(view: view.content, inputs: contentInputs)
        if let graph, let position {
            return ScrollViewport.Node(child: child, axes: axes, position: position, graph: graph)
        }
        return FrameNode(
            child: child, alignment: .topLeading,
            childProposal: { proposal in
                container.size = proposal
                return CellProposal(width: axes.contains(.horizontal) ? nil : proposal.width,
                                    height: axes.contains(.vertical) ? nil : proposal.height)
            },
            size: { proposal, child in
                CellSize(width: min(child.width, proposal.width ?? child.width), height: child.height)
            })
    }
}
