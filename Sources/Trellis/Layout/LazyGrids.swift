/// A grid that flows its subviews into columns, row by row.
///
/// Columns come from ``GridItem``s; `.adaptive` makes as many columns as fit. Each row is as
/// tall as its tallest cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) {
///     ForEach(cards) { card in GroupBox(card.title) { Text(card.body) } }
/// }
/// ```
public struct LazyVGrid<Content: View>: UnaryView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// Creates a vertical grid; `spacing` is the lines between rows (default 0).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Cells.count) ?? 0
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        GridFlowNode(axis: .vertical, items: view.columns, alignment: view.alignment.fraction, lineSpacing: view.spacing,
                     children: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

/// A grid that flows its subviews into rows, column by column.
public struct LazyHGrid<Content: View>: UnaryView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// Creates a horizontal grid; `spacing` is the columns between columns (default 1).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Cells.count) ?? 1
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        GridFlowNode(axis: .horizontal, items: view.rows, alignment: view.alignment.fraction, lineSpacing: view.spacing,
                     children: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

/// Flows children into tracks across `axis.cross`, line after line along `axis`.
final class GridFlowNode: CachingNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: Int
    let lineSpacing: Int
    let children: [_LayoutNode]
    private var lastLines: Lines?
    private var lastOverflow: (size: CellSize, overflow: LineOverflow?)?

    init(axis: Axis, items: [GridItem], alignment: Int, lineSpacing: Int, children: [_LayoutNode]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.children = children
    }

    /// The children flowed into the tracks of one cross length: each child's size in its
    /// track, each line's offset along the axis and extent, and how far the children draw
    /// outside their rectangles. Line `n` holds children `n * perLine` up to the next line's.
    private final class Lines {
        let length: Int
        let axis: Axis
        let tracks: GridTracks
        /// The children of a full line: one per track.
        let perLine: Int
        let sizes: [CellSize]
        let offsets: [Int]
        /// The extent of the last line (the others' follow from the offsets).
        private let lastExtent: Int
        private let lineSpacing: Int
        /// Each track's alignment of a child in its cell.
        private let alignments: [Alignment]
        /// The largest overflow of any child at its own size; `nil` when one is unknown.
        let childOverflow: LineOverflow?

        init(grid: GridFlowNode, length: Int) {
            self.length = length
            let axis = grid.axis
            self.axis = axis
            tracks = GridTracks(items: grid.items, length: length, defaultSpacing: axis == .vertical ? 1 : 0)
            alignments = tracks.alignments.map { $0 ?? .center }
            let perLine = max(1, tracks.sizes.count)
            let children = tracks.sizes.isEmpty ? [] : grid.children  // no tracks: nothing to place
            var sizes: [CellSize] = []
            sizes.reserveCapacity(children.count)
            var offsets: [Int] = []
            offsets.reserveCapacity((children.count + perLine - 1) / perLine)
            let proposals = tracks.sizes.map { length in
                var proposal = CellProposal.unspecified
                proposal[axis.cross] = length
                return proposal
            }
            var overflow: LineOverflow? = .inside
            var position = 0, extent = 0, track = 0
            for index in children.indices {
                let child = children[index]
                let size = child.sizeThatFits(proposals[track])
                sizes.append(size)
                if let known = overflow {
                    overflow = child.overflow(in: size).map(known.union)
                }
                if track == 0 {
                    if index > 0 { position += extent + grid.lineSpacing }
                    offsets.append(position)
                    extent = 0
                }
                extent = max(extent, size[axis])
                track = track + 1 == perLine ? 0 : track + 1
            }
            self.sizes = sizes
            self.perLine = perLine
            self.offsets = offsets
            lastExtent = extent
            lineSpacing = grid.lineSpacing
            childOverflow = overflow
        }

        /// The extent along the axis: the lines and the spacing between them.
        var total: Int { (offsets.last ?? 0) + lastExtent }

        /// The extent of line `line` along the axis: its tallest (or widest) child.
        func extent(ofLine line: Int) -> Int {
            line + 1 < offsets.count ? offsets[line + 1] - lineSpacing - offsets[line] : lastExtent
        }

        /// The extent across: the tracks and the spacing between them.
        var used: Int { tracks.used }

        /// The children of line `line`.
        func children(ofLine line: Int) -> Range<Int> {
            (line * perLine)..<min(sizes.count, (line + 1) * perLine)
        }

        /// The rectangle of child `index` of line `line`, relative to the first track's start
        /// and the first line's start.
        func rect(of index: Int, line: Int) -> CellRect {
            let track = index - line * perLine
            let cross = tracks.starts[track]
            var cellSize = CellSize.zero
            cellSize[axis] = extent(ofLine: line)
            cellSize[axis.cross] = tracks.sizes[track]
            let cell = CellRect(
                origin: axis == .vertical ? CellPoint(x: cross, y: offsets[line]) : CellPoint(x: offsets[line], y: cross),
                size: cellSize)
            return alignments[track].rect(of: sizes[index], in: cell)
        }
    }

    private func lines(for length: Int) -> Lines {
        if let last = lastLines, last.length == length { return last }
        let lines = Lines(grid: self, length: length)
        lastLines = lines
        return lines
    }

    /// The cross length to lay out in: the proposal, or the ideal sum of tracks.
    private func crossLength(_ proposal: CellProposal) -> Int {
        if let length = proposal[axis.cross], length != CellProposal.infinity { return length }
        let ideal = children.reduce(0) { max($0, $1.sizeThatFits(.unspecified)[axis.cross]) }
        return max(1, ideal) * max(1, items.count) + max(0, items.count - 1)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let lines = lines(for: crossLength(proposal))
        var size = CellSize.zero
        size[axis] = lines.total
        size[axis.cross] = lines.used
        return size
    }

    /// Where the first track starts in a grid of `size`.
    private func crossStart(_ lines: Lines, in size: CellSize) -> Int {
        Alignment.offset(lines.used, in: size[axis.cross], fraction: alignment)
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        if let last = lastOverflow, last.size == size { return last.overflow }
        let lines = lines(for: crossLength(CellProposal(size)))
        var shift = CellPoint(x: 0, y: 0)
        if axis == .vertical { shift.x = crossStart(lines, in: size) } else { shift.y = crossStart(lines, in: size) }
        var overflows: [LineOverflow?] = []
        for line in lines.offsets.indices {
            for index in lines.children(ofLine: line) {
                let rect = lines.rect(of: index, line: line)
                let placed = CellRect(origin: CellPoint(x: rect.minX + shift.x, y: rect.minY + shift.y), size: rect.size)
                overflows.append(children[index].overflow(in: rect.size)?.placed(at: placed, in: size))
            }
        }
        let overflow = LineOverflow.union(overflows)
        lastOverflow = (size, overflow)
        return overflow
    }

    /// The lines that can draw on the canvas's lines when the grid is at `rect`: all of them,
    /// except in a vertical grid drawn a band at a time, where the others are skipped.
    /// - Complexity: O(log *n*) in the number of lines.
    private func visibleLines(_ lines: Lines, at rect: CellRect, on canvas: Canvas) -> Range<Int> {
        let all = 0..<lines.offsets.count
        guard axis == .vertical, rect.minY < 0 || rect.maxY > canvas.lineLimit,
              let margin = lines.childOverflow else { return all }
        let first = all.partitioningIndex { rect.minY + lines.offsets[$0] + lines.extent(ofLine: $0) + margin.below > 0 }
        let end = (first..<all.upperBound).partitioningIndex { rect.minY + lines.offsets[$0] - margin.above >= canvas.lineLimit }
        return first..<end
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let lines = lines(for: crossLength(CellProposal(rect.size)))
        let start = crossStart(lines, in: rect.size)
        let origin = axis == .vertical
            ? CellPoint(x: rect.minX + start, y: rect.minY) : CellPoint(x: rect.minX, y: rect.minY + start)
        for line in visibleLines(lines, at: rect, on: canvas) {
            for index in lines.children(ofLine: line) {
                let child = lines.rect(of: index, line: line)
                children[index].draw(
                    in: CellRect(origin: CellPoint(x: origin.x + child.minX, y: origin.y + child.minY), size: child.size),
                    canvas: &canvas)
            }
        }
    }
}
