/// Lays children out in a line along an axis, as SwiftUI's `HStack` and `VStack` do.
///
/// Space is shared the SwiftUI way: spacing first, then the children by descending layout
/// priority; within a priority, the least flexible first, each offered an equal share of what
/// is left (integer division, so the shares add up exactly). Lower-priority children keep
/// their minimum size reserved.
final class StackNode: _LayoutNode {
    let axis: Axis
    let alignment: Int  // cross-axis alignment fraction
    let spacing: Int
    let children: [_LayoutNode]

    init(axis: Axis, alignment: Int, spacing: Int, children: [_LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    /// The spacing before each child (none before the first, none next to a spacer).
    private var totalSpacing: Int {
        guard children.count > 1 else { return 0 }
        var total = 0
        for index in 1..<children.count where !children[index].isSpacer && !children[index - 1].isSpacer {
            total += spacing
        }
        return total
    }

    /// The sizes of the children along the axis for `proposal`.
    /// - Complexity: O(*n* log *n*) in the number of children, plus their measurements.
    private func childSizes(_ proposal: CellProposal) -> [CellSize] {
        var crossProposal = proposal
        guard let available = proposal[axis], available != CellProposal.infinity else {
            // Ideal (nil) or maximum (infinity): every child at that proposal along the axis.
            return children.map { child in
                var childProposal = crossProposal
                childProposal[axis] = proposal[axis]
                return child.sizeThatFits(childProposal)
            }
        }
        crossProposal[axis] = 0
        let minimums = children.map { $0.sizeThatFits(crossProposal)[axis] }
        var maxProposal = proposal
        maxProposal[axis] = CellProposal.infinity
        let maximums = children.map { $0.sizeThatFits(maxProposal)[axis] }

        var sizes = [CellSize](repeating: .zero, count: children.count)
        var remaining = max(0, available - totalSpacing)
        let order = children.indices.sorted { left, right in
            let (pl, pr) = (children[left].layoutPriority, children[right].layoutPriority)
            if pl != pr { return pl > pr }
            let (fl, fr) = (maximums[left] &- minimums[left], maximums[right] &- minimums[right])
            return fl != fr ? fl < fr : left < right
        }
        var start = 0
        while start < order.count {
            let priority = children[order[start]].layoutPriority
            var end = start
            while end < order.count && children[order[end]].layoutPriority == priority { end += 1 }
            let reserved = order[end...].reduce(0) { $0 + minimums[$1] }
            var groupRemaining = max(0, remaining - reserved)
            for (position, index) in order[start..<end].enumerated() {
                let share = groupRemaining / (end - start - position)
                var childProposal = proposal
                childProposal[axis] = share
                let size = children[index].sizeThatFits(childProposal)
                sizes[index] = size
                groupRemaining = max(0, groupRemaining - size[axis])
                remaining = max(0, remaining - size[axis])
            }
            start = end
        }
        return sizes
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let sizes = childSizes(proposal)
        var size = CellSize.zero
        size[axis] = sizes.reduce(totalSpacing) { Cells.outset($0, by: $1[axis]) }
        size[axis.cross] = sizes.reduce(0) { max($0, $1[axis.cross]) }
        return size
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let sizes = childSizes(CellProposal(rect.size))
        var position = axis == .horizontal ? rect.minX : rect.minY
        for (index, child) in children.enumerated() {
            if index > 0 && !child.isSpacer && !children[index - 1].isSpacer { position += spacing }
            let size = sizes[index]
            let crossOffset = Alignment.offset(size[axis.cross], in: rect.size[axis.cross], fraction: alignment)
            let origin = axis == .horizontal
                ? CellPoint(x: position, y: rect.minY + crossOffset)
                : CellPoint(x: rect.minX + crossOffset, y: position)
            child.draw(in: CellRect(origin: origin, size: size), canvas: &canvas)
            position += size[axis]
        }
    }
}
