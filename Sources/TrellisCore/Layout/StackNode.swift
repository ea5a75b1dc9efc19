/// Lays children out in a line along an axis, as SwiftUI's `HStack` and `VStack` do.
///
/// Space is shared the SwiftUI way: spacing first, then the children by descending layout
/// priority; within a priority, the least flexible first, each offered an equal share of what
/// is left (integer division, so the shares add up exactly). Lower-priority children keep
/// their minimum size reserved. A child's flexibility is the difference between its sizes at
/// the minimum (0) and maximum (infinite) proposals along the axis.
///
/// Across the axis, children are aligned by a fraction of the space, or, when the alignment
/// is custom or a child sets it with `.alignmentGuide`, by lining up their guides.
final class StackNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let axis: Axis
    let alignment: Int  // cross-axis alignment fraction
    let spacing: Int
    let children: [_LayoutNode]
    /// The cross-axis alignment as a guide, when children may set it explicitly.
    let guide: AlignmentGuide?
    /// How the guides' values, in points, become cells: the stack's environment's scale.
    let scale: LengthScale
    /// The render's cancellation, asked every few children measured: once cancelled, the rest
    /// are not (their sizes left zero: the output is thrown away).
    private let cancellation: (any RenderCancellation)?
    private var arrangements: ((proposal: CellProposal, sizes: [CellSize])?, (proposal: CellProposal, sizes: [CellSize])?) = (nil, nil)

    /// A stack of `children`; `scale` matters only with a `guide` (whose values it converts).
    /// With a `previous` stack whose layout still holds for `children`, that layout is taken
    /// rather than computed again (``adoptLayout(of:)``).
    init(axis: Axis, alignment: Int, spacing: Int, children: [_LayoutNode], guide: AlignmentGuide? = nil,
         scale: LengthScale = .standard, cancellation: (any RenderCancellation)? = nil, previous: StackNode? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
        self.guide = guide
        self.scale = scale
        self.cancellation = cancellation
        super.init()
        noteChildren(children)
        if let previous { adoptLayout(of: previous) }
    }

    /// Takes the column `previous` laid its children out in, and where it placed them, when
    /// this stack is laid out the same way and each of its children is the one `previous` had
    /// at its index or lies where that one did (``FlowLines/placesAlike(_:at:)``): a row whose
    /// content changed but not its size moves nothing, so the stack is not laid out again,
    /// as a SwiftUI parent is laid out again only when a child's size changes.
    /// - Complexity: O(*n*) identity checks, plus a measurement of each child that changed.
    private func adoptLayout(of previous: StackNode) {
        guard axis == previous.axis, alignment == previous.alignment, spacing == previous.spacing,
            guide == previous.guide, children.count == previous.children.count,
            let (width, column) = previous.lastColumn, let column, previous.lineUpGuide == nil
        else { return }
        for (index, child) in children.enumerated() where child !== previous.children[index] {
            guard !child.isSpacer, !child.mayAlignExplicitly, child.isRigid(atWidth: width),
                column.placesAlike(child, at: index)
            else { return }
        }
        lineUpGuide = nil
        lastColumn = (width, column)
        lastPlacement = previous.lastPlacement.map { Placement(stack: self, taking: $0) }
    }

    /// The guide children are lined up by, if they are (see ``AlignmentGuide/needsOffsets(of:)``).
    private lazy var lineUpGuide: AlignmentGuide? = guide.flatMap { $0.needsOffsets(of: children) ? $0 : nil }

    /// The spacing before each child (none before the first, none next to a spacer), added up.
    private lazy var totalSpacing: Int = {
        guard children.count > 1 else { return 0 }
        var total = 0
        for index in 1..<children.count where !children[index].isSpacer && !children[index - 1].isSpacer {
            total += spacing
        }
        return total
    }()

    /// The sizes of the children for `proposal`, remembered for the last two proposals
    /// (a stack is measured at its parent's proposal, then drawn at the size it chose).
    private func childSizes(_ proposal: CellProposal) -> [CellSize] {
        if let hit = arrangements.0, hit.proposal == proposal { return hit.sizes }
        if let hit = arrangements.1, hit.proposal == proposal { return hit.sizes }
        let sizes = distribute(proposal)
        arrangements = (arrangements.1, (proposal, sizes))
        return sizes
    }

    /// The sizes of the children for `proposal`.
    ///
    /// A child whose size is the same at the minimum and maximum proposals along the axis
    /// (a line of text in a `VStack`) is taken to have that size at every proposal in between
    /// and is not measured again. With one layout priority, the children that are not flexible
    /// at all keep declaration order without sorting.
    /// - Complexity: O(*n*) in the number of children when they share one layout priority and
    ///   at most a few are flexible (O(*n* log *n*) otherwise), plus their measurements.
    private func distribute(_ proposal: CellProposal) -> [CellSize] {
        var crossProposal = proposal
        guard let available = proposal[axis], available != CellProposal.infinity else {
            // Ideal (nil) or maximum (infinity): every child at that proposal along the axis.
            var childProposal = crossProposal
            childProposal[axis] = proposal[axis]
            var sizes = [CellSize](repeating: .zero, count: children.count)
            for (index, child) in children.enumerated() {
                if cancellation.stops(at: index) { break }
                sizes[index] = child.sizeThatFits(childProposal)
            }
            return sizes
        }
        crossProposal[axis] = 0
        var maxProposal = proposal
        maxProposal[axis] = CellProposal.infinity
        var sizes = [CellSize](repeating: .zero, count: children.count)
        var minimums = [Int](repeating: 0, count: children.count)
        var flexibilities = [Int](repeating: 0, count: children.count)
        var isSized = [Bool](repeating: false, count: children.count)
        for (index, child) in children.enumerated() {
            if cancellation.stops(at: index) { return sizes }
            let minimum = child.sizeThatFits(crossProposal)
            let maximum = child.sizeThatFits(maxProposal)
            minimums[index] = minimum[axis]
            flexibilities[index] = maximum[axis] &- minimum[axis]
            if minimum == maximum {
                sizes[index] = minimum
                isSized[index] = true
            }
        }
        var remaining = max(0, available - totalSpacing)
        let priority = children.first?.layoutPriority ?? 0
        let order: [Int]
        if children.allSatisfy({ $0.layoutPriority == priority }), !flexibilities.contains(where: { $0 < 0 }) {
            // One priority: the same order as the sort below, sorting only the flexible.
            order = children.indices.filter { flexibilities[$0] == 0 }
                + children.indices.filter { flexibilities[$0] > 0 }.sorted { left, right in
                    let (fl, fr) = (flexibilities[left], flexibilities[right])
                    return fl != fr ? fl < fr : left < right
                }
        } else {
            order = children.indices.sorted { left, right in
                let (pl, pr) = (children[left].layoutPriority, children[right].layoutPriority)
                if pl != pr { return pl > pr }
                let (fl, fr) = (flexibilities[left], flexibilities[right])
                return fl != fr ? fl < fr : left < right
            }
        }
        var start = 0
        while start < order.count {
            let priority = children[order[start]].layoutPriority
            var end = start + 1
            while end < order.count && children[order[end]].layoutPriority == priority { end += 1 }
            let reserved = order[end...].reduce(0) { $0 + minimums[$1] }
            var groupRemaining = max(0, remaining - reserved)
            for (position, index) in order[start..<end].enumerated() {
                if !isSized[index] {
                    let share = groupRemaining / (end - start - position)
                    var childProposal = proposal
                    childProposal[axis] = share
                    sizes[index] = children[index].sizeThatFits(childProposal)
                }
                groupRemaining = max(0, groupRemaining - sizes[index][axis])
                remaining = max(0, remaining - sizes[index][axis])
            }
            start = end
        }
        return sizes
    }

    /// The rows of this stack as one column `width` cells across, when it is vertical and each
    /// child is rigid at that width (``_LayoutNode/isRigid(atWidth:)``) with nothing else
    /// shaping it (no spacer, no guide lining children up); `nil` otherwise. Then the stack
    /// sizes and places its rows as a lazy stack does, with the ``FlowLines`` a `VStack`
    /// streamed at the root is drawn with (``VerticalFlow/Kind/stack(guide:)``): the whole and
    /// the streamed render of such a stack share one placement. Remembered for the last width.
    private func rigidColumn(width: Int?) -> FlowLines? {
        guard axis == .vertical, let width, width != CellProposal.infinity, lineUpGuide == nil else { return nil }
        if let last = lastColumn, last.width == width { return last.lines }
        var lines: FlowLines?
        if children.allSatisfy({ !$0.isSpacer && $0.isRigid(atWidth: width) }) {
            var column = FlowLines.column(length: width, alignment: alignment, spacing: spacing, capacity: children.count)
            for child in children {
                var row = FlowChild.node(child)
                column.append(&row)
            }
            lines = column
        }
        lastColumn = (width, lines)
        return lines
    }

    private var lastColumn: (width: Int, lines: FlowLines?)?

    override func measure(_ proposal: CellProposal) -> CellSize {
        if let column = rigidColumn(width: proposal.width) {
            return CellSize(width: column.widestChild, height: column.total)
        }
        let sizes = childSizes(proposal)
        var size = CellSize.zero
        size[axis] = sizes.reduce(totalSpacing) { Cells.outset($0, by: $1[axis]) }
        if let lineUpGuide {
            size[axis.cross] = lineUpGuide.lineUp(children, sizes: sizes, scale: scale).extent
        } else {
            size[axis.cross] = sizes.reduce(0) { max($0, $1[axis.cross]) }
        }
        return size
    }

    /// Where the children go in a rectangle of `size`, remembered for the last size drawn.
    private func placement(in size: CellSize) -> Placement {
        if let placement = lastPlacement, placement.size == size { return placement }
        let placement: Placement
        if let column = rigidColumn(width: size.width) {
            placement = Placement(stack: self, size: size, rects: children.indices.map { column.rect(of: $0, line: $0) })
        } else {
            placement = Placement(stack: self, size: size, sizes: childSizes(CellProposal(size)))
        }
        lastPlacement = placement
        return placement
    }

    private var lastPlacement: Placement?

    /// The children's rectangles in a stack of one size, relative to its top-left corner.
    private final class Placement {
        let size: CellSize
        let rects: [CellRect]
        private unowned let stack: StackNode

        init(stack: StackNode, size: CellSize, rects: [CellRect]) {
            self.stack = stack
            self.size = size
            self.rects = rects
        }

        /// The placement `other` is, for `stack`, whose children lie where `other`'s do.
        convenience init(stack: StackNode, taking other: Placement) {
            self.init(stack: stack, size: other.size, rects: other.rects)
            childOverflow = other.childOverflow
            overflow = other.overflow
        }

        /// The children, of `sizes`, one after another along the stack's axis, `spacing` apart
        /// but next to a spacer, and aligned across it.
        convenience init(stack: StackNode, size: CellSize, sizes: [CellSize]) {
            var rects: [CellRect] = []
            rects.reserveCapacity(sizes.count)
            var position = 0
            let lineUp = stack.lineUpGuide?.lineUp(stack.children, sizes: sizes, scale: stack.scale, in: size[stack.axis.cross])
            for (index, childSize) in sizes.enumerated() {
                if index > 0 && !stack.children[index].isSpacer && !stack.children[index - 1].isSpacer {
                    position += stack.spacing
                }
                let crossOffset = lineUp?.starts[index]
                    ?? Alignment.offset(childSize[stack.axis.cross], in: size[stack.axis.cross], fraction: stack.alignment)
                let origin = stack.axis == .horizontal ? CellPoint(x: position, y: crossOffset) : CellPoint(x: crossOffset, y: position)
                rects.append(CellRect(origin: origin, size: childSize))
                position += childSize[stack.axis]
            }
            self.init(stack: stack, size: size, rects: rects)
        }

        /// The largest overflow of any child at its own size; `nil` when one is unknown.
        lazy var childOverflow: LineOverflow? = LineOverflow.union(zip(stack.children, rects).lazy.map { $0.overflow(in: $1.size) })

        /// The overflow of the whole stack outside `size`.
        lazy var overflow: LineOverflow? = LineOverflow.union(zip(stack.children, rects).lazy.map { child, rect in
            child.overflow(in: rect.size)?.placed(at: rect, in: self.size)
        })
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        placement(in: size).overflow
    }

    /// The children's rectangles in a stack of `size`, relative to its top-left corner.
    func childRects(in size: CellSize) -> [CellRect] {
        placement(in: size).rects
    }

    /// The children that can draw on the canvas's lines when the stack is at `rect`: all of
    /// them, except in a vertical stack drawn a band at a time, where the others are skipped.
    /// - Complexity: O(log *n*) in the number of children.
    private func visibleChildren(_ placement: Placement, at rect: CellRect, on canvas: inout Canvas) -> Range<Int> {
        let all = 0..<children.count
        guard axis == .vertical, rect.minY < 0 || rect.maxY > canvas.lineLimit,
              let margin = placement.childOverflow else { return all }
        let rects = placement.rects
        // Children are in line order: both their tops and their bottoms never decrease.
        let first = all.partitioningIndex { rect.minY + rects[$0].maxY + margin.below > 0 }
        let end = (first..<children.count).partitioningIndex { rect.minY + rects[$0].minY - margin.above >= canvas.lineLimit }
        if end < children.count { canvas.clippedBelow = true }
        return first..<end
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let placement = placement(in: rect.size)
        for index in visibleChildren(placement, at: rect, on: &canvas) {
            let child = placement.rects[index]
            children[index].draw(
                in: CellRect(origin: CellPoint(x: rect.minX + child.minX, y: rect.minY + child.minY), size: child.size),
                canvas: &canvas)
        }
    }
}
