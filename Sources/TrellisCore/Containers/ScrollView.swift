/// A scrollable view; static output shows all of its content.
///
/// The content is laid out at its ideal size along the scroll axes (unbounded), and the
/// scroll view takes the size it is offered across them.
public struct ScrollView<Content: View>: UnaryView {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let container = ContainerSize()
        var contentInputs = inputs
        contentInputs.environment.containerSize = container
        let child = Content._makeView(view: view.content, inputs: contentInputs)
        let axes = view.axes
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
