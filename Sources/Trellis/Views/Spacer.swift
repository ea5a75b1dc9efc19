/// Flexible space that expands along the axis of its stack, pushing the other subviews apart.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Text("42")
/// }
/// .frame(width: 12)
/// ```
///
///     Name      42
public struct Spacer: UnaryView {
    let minLength: Int

    /// Creates a spacer at least `minLength` cells long (default 0).
    public init(minLength: Double? = nil) {
        self.minLength = minLength.map(Cells.count) ?? 0
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        SpacerNode(minLength: view.minLength, axis: inputs.stackAxis)
    }
}

/// Space along a stack's axis (or both axes outside a stack).
final class SpacerNode: CachingNode {
    let minLength: Int
    let axis: Axis?

    init(minLength: Int, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        func extent(_ along: Axis) -> Int {
            guard axis == nil || axis == along else { return 0 }
            guard let proposed = proposal[along] else { return minLength }
            return max(minLength, proposed)
        }
        return CellSize(width: extent(.horizontal), height: extent(.vertical))
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override var isSpacer: Bool { true }

    override var preferredSpacing: ViewSpacing { .spacer }
}

/// A line that separates content: horizontal (`─`) in a vertical stack or anywhere else,
/// vertical (`│`) in a horizontal stack.
public struct Divider: UnaryView {
    /// Creates a divider.
    public init() {}

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        DividerNode(vertical: inputs.stackAxis == .horizontal)
    }
}

final class DividerNode: CachingNode {
    let vertical: Bool

    init(vertical: Bool) {
        self.vertical = vertical
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let along = vertical ? proposal.height : proposal.width
        let length = along.map { $0 == CellProposal.infinity ? 1 : $0 } ?? 1
        return vertical ? CellSize(width: 1, height: length) : CellSize(width: length, height: 1)
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        canvas.fill(rect, scalar: vertical ? "│" : "─", style: canvas.styleIndex(TextStyle(attributes: .dim)))
    }
}
