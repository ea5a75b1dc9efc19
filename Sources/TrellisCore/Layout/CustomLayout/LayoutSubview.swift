import Foundation

/// The subviews of a custom ``Layout``: a random-access collection of ``LayoutSubview``,
/// whose slices are subviews too (`subviews[1...]`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// The nodes of all the layout's subviews, of which this collection is `indices`.
    let nodes: [_LayoutNode]
    public let startIndex: Int
    public let endIndex: Int
    private let state: State

    /// Where `place` records placements while `placeSubviews` runs.
    final class State {
        var placements: LayoutPlacements?
        /// How the container's view turns lengths into cells.
        let scale: LengthScale
        init(scale: LengthScale) { self.scale = scale }
    }

    init(nodes: [_LayoutNode], scale: LengthScale) {
        self.init(nodes: nodes, bounds: nodes.indices, state: State(scale: scale))
    }

    private init(nodes: [_LayoutNode], bounds: Range<Int>, state: State) {
        self.nodes = nodes
        self.startIndex = bounds.lowerBound
        self.endIndex = bounds.upperBound
        self.state = state
    }

    /// How the container's view turns lengths into cells.
    var scale: LengthScale { state.scale }

    var placements: LayoutPlacements? {
        get { state.placements }
        nonmutating set { state.placements = newValue }
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, state: state)
    }

    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, bounds: bounds, state: state)
    }

    public static func == (left: LayoutSubviews, right: LayoutSubviews) -> Bool {
        left.indices == right.indices && left.state === right.state
    }
}

/// A proxy for one subview of a custom ``Layout``: measure it, read its values, place it.
public struct LayoutSubview: Equatable {
    let node: _LayoutNode
    let index: Int
    let state: LayoutSubviews.State

    /// The subview's size for `proposal`, in points: whole cells, as the proposal rounded
    /// down to whole cells gets it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        state.scale.points(node.sizeThatFits(state.scale.cells(proposal)))
    }

    /// The subview's size for `proposal` and where its alignment guides lie, explicit ones
    /// (set with `.alignmentGuide`) included, in points.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(state.scale.cells(proposal)), node: node, scale: state.scale)
    }

    /// The spacing the subview prefers between it and its neighbours, its distances in points.
    public var spacing: ViewSpacing { node.preferredSpacing.measured(at: state.scale) }

    /// Places the subview with its `anchor` at `position` (in points), sized for `proposal`:
    /// in the cell the anchor's position falls in, the position rounded down to whole cells.
    /// Call only from `placeSubviews`; a later call for the same subview replaces an earlier one.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        state.placements?.items[index] = (position, anchor, proposal)
    }

    /// The layout priority set with `.layoutPriority(_:)`.
    public var priority: Double { node.layoutPriority }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, or the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits[LayoutValueTraitKey<K>.self]
    }

    /// The container values set on this subview for its closest container (R4.2).
    public var containerValues: ContainerValues { node.traits }

    public static func == (left: LayoutSubview, right: LayoutSubview) -> Bool {
        left.node === right.node
    }
}
