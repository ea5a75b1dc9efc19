/// A container that shows the first of its subviews that fits the space offered.
///
/// A subview fits when its ideal size along each axis in `axes` (its size when proposed no
/// extent along those axes, and the offered extent along the others) is no more than the
/// offered extent; an axis offered no extent fits anything. When none fits, the last subview
/// is shown. Only the subview shown is drawn, at the size it takes for the offer.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delivered on Wednesday 25 November")
///     Text("Delivered 25 Nov")
/// }
/// ```
///
///     Delivered 25 Nov     (at 20 columns)
public nonisolated struct ViewThatFits<Content: View>: UnaryView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that shows the first subview of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        ViewThatFitsNode(axes: view.axes, children: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

final class ViewThatFitsNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let axes: Axis.Set
    let children: [_LayoutNode]
    /// The child chosen for each size measured: drawn at that size, the view shows the child it
    /// was measured with (proposed that size, an earlier child might fit where it did not fit the
    /// offer).
    private var chosenBySize: [CellSize: _LayoutNode] = [:]

    init(axes: Axis.Set, children: [_LayoutNode]) {
        self.axes = axes
        self.children = children
        super.init()
        noteChildren(children)
    }

    /// The child shown for `proposal`: the first that fits, else the last; `nil` when there are none.
    /// - Complexity: O(*n*) measurements of the children.
    private func chosen(for proposal: CellProposal) -> _LayoutNode? {
        var idealProposal = proposal
        if axes.contains(.horizontal) { idealProposal.width = nil }
        if axes.contains(.vertical) { idealProposal.height = nil }
        return children.first { child in
            let ideal = child.sizeThatFits(idealProposal)
            return Axis.allCases.allSatisfy { axis in
                guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let offered = proposal[axis] else { return true }
                return ideal[axis] <= offered
            }
        } ?? children.last
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        guard let child = chosen(for: proposal) else { return .zero }
        let size = child.sizeThatFits(proposal)
        chosenBySize[size] = chosenBySize[size] ?? child
        return size
    }

    /// The child drawn at `size`.
    private func shown(at size: CellSize) -> _LayoutNode? {
        chosenBySize[size] ?? chosen(for: CellProposal(size))
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        guard let child = shown(at: size) else { return .inside }
        let childSize = child.sizeThatFits(CellProposal(size))
        let childRect = Alignment.center.rect(of: childSize, in: CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        return child.overflow(in: childSize)?.placed(at: childRect, in: size)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard let child = shown(at: rect.size) else { return }
        child.draw(in: Alignment.center.rect(of: child.sizeThatFits(CellProposal(rect.size)), in: rect), canvas: &canvas)
    }
}
