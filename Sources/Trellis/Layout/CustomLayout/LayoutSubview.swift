import Foundation

/// The subviews of a custom ``Layout``: a random-access collection of ``LayoutSubview``.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [_LayoutNode]
    private let state: State

    /// Where `place` records placements while `placeSubviews` runs.
    final class State {
        var placements: LayoutPlacements?
    }

    init(nodes: [_LayoutNode]) {
        self.nodes = nodes
        self.state = State()
    }

    var placements: LayoutPlacements? {
        get { state.placements }
        nonmutating set { state.placements = newValue }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, state: state)
    }
}

/// A proxy for one subview of a custom ``Layout``: measure it, read its values, place it.
public struct LayoutSubview {
    let node: _LayoutNode
    let index: Int
    let state: LayoutSubviews.State

    /// The subview's size for `proposal`, in cells.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal.cells))
    }

    /// The subview's dimensions for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`. Call only from
    /// `placeSubviews`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        state.placements?.items[index] = (position, anchor, proposal)
    }

    /// The layout priority set with `.layoutPriority(_:)`.
    public var priority: Double { node.layoutPriority }

    /// The container values set on this subview for its closest container (R4.2).
    public var containerValues: ContainerValues { node.traits }
}

/// The size of a measured view.
public struct ViewDimensions: Hashable, Sendable {
    /// The width, in columns.
    public let width: CGFloat
    /// The height, in lines.
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The offset of a horizontal alignment guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        CGFloat(Alignment.offset(0, in: Int(width), fraction: guide.fraction))
    }

    /// The offset of a vertical alignment guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        CGFloat(Alignment.offset(0, in: Int(height), fraction: guide.fraction))
    }
}
