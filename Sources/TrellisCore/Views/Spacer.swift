import Foundation

/// Flexible space that expands along the axis of its stack, pushing the other subviews apart.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Text("42")
/// }
/// .frame(width: 96)
/// ```
///
///     Name      42
public nonisolated struct Spacer: UnaryView {
    let minLength: CGFloat?

    /// Creates a spacer at least `minLength` points long along its stack's axis (default 0;
    /// cells by the environment's ``LengthScale``).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        // Outside a stack a spacer grows both ways; its minimum counts in columns there.
        let axis = inputs.stackAxis
        let minLength = view.minLength.map { inputs.environment.lengthScale.cells($0, along: axis ?? .horizontal) } ?? 0
        return SpacerNode(minLength: minLength, axis: axis)
    }
}

/// Space along a stack's axis (or both axes outside a stack).
final class SpacerNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

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
public nonisolated struct Divider: UnaryView {
    /// Creates a divider.
    public init() {}

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        DividerNode(vertical: inputs.stackAxis == .horizontal)
    }
}

final class DividerNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

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

    /// A horizontal divider is a line as wide as it is offered: at a given width, always one
    /// line tall.
    override func isRigid(atWidth width: Int) -> Bool { !vertical }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        canvas.fill(rect, scalar: vertical ? "│" : "─", style: canvas.styleIndex(TextStyle(attributes: .dim)))
    }
}
