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
final class GridFlowNode: _LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: Int
    let lineSpacing: Int
    let children: [_LayoutNode]
    private var lastTracks: (length: Int, tracks: GridTracks)?

    init(axis: Axis, items: [GridItem], alignment: Int, lineSpacing: Int, children: [_LayoutNode]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.children = children
    }

    private func tracks(for length: Int) -> GridTracks {
        if let last = lastTracks, last.length == length { return last.tracks }
        let tracks = GridTracks(items: items, length: length, defaultSpacing: axis == .vertical ? 1 : 0)
        lastTracks = (length, tracks)
        return tracks
    }

    /// The cross length to lay out in: the proposal, or the ideal sum of tracks.
    private func crossLength(_ proposal: CellProposal) -> Int {
        if let length = proposal[axis.cross], length != CellProposal.infinity { return length }
        let ideal = children.reduce(0) { max($0, $1.sizeThatFits(.unspecified)[axis.cross]) }
        return max(1, ideal) * max(1, items.count) + max(0, items.count - 1)
    }

    /// Calls `body` with each line's children and the line's extent along the axis.
    private func forEachLine(_ tracks: GridTracks, _ body: (Range<Int>, Int) -> Void) {
        let perLine = max(1, tracks.sizes.count)
        var start = 0
        while start < children.count {
            let end = min(children.count, start + perLine)
            var extent = 0
            for index in start..<end {
                var proposal = CellProposal.unspecified
                proposal[axis.cross] = tracks.sizes[index - start]
                extent = max(extent, children[index].sizeThatFits(proposal)[axis])
            }
            body(start..<end, extent)
            start = end
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let length = crossLength(proposal)
        let tracks = tracks(for: length)
        var total = 0
        var lines = 0
        forEachLine(tracks) { _, extent in
            total += extent
            lines += 1
        }
        var size = CellSize.zero
        size[axis] = total + max(0, lines - 1) * lineSpacing
        size[axis.cross] = tracks.sizes.reduce(0, +) + tracks.spacings.reduce(0, +)
        return size
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let tracks = tracks(for: crossLength(CellProposal(rect.size)))
        let used = tracks.sizes.reduce(0, +) + tracks.spacings.reduce(0, +)
        var position = axis == .vertical ? rect.minY : rect.minX
        let crossStart = (axis == .vertical ? rect.minX : rect.minY)
            + Alignment.offset(used, in: rect.size[axis.cross], fraction: alignment)
        forEachLine(tracks) { range, extent in
            var cross = crossStart
            for index in range {
                let track = index - range.lowerBound
                var proposal = CellProposal.unspecified
                proposal[axis.cross] = tracks.sizes[track]
                let size = children[index].sizeThatFits(proposal)
                var cellSize = CellSize.zero
                cellSize[axis] = extent
                cellSize[axis.cross] = tracks.sizes[track]
                let cell = CellRect(
                    origin: axis == .vertical ? CellPoint(x: cross, y: position) : CellPoint(x: position, y: cross),
                    size: cellSize)
                children[index].draw(in: (tracks.alignments[track] ?? .center).rect(of: size, in: cell), canvas: &canvas)
                cross += tracks.sizes[track] + tracks.spacings[track]
            }
            position += extent + lineSpacing
        }
    }
}
