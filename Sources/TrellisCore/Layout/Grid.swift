import Foundation

/// A table: rows of ``GridRow`` cells whose columns line up.
///
/// Each column is as wide as its widest cell; when the columns do not fit, the widest are
/// narrowed first (their text wraps). A subview of the grid that is not a `GridRow` spans
/// every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Qty") }
///     Divider()
///     GridRow { Text("Apples"); Text("3") }
/// }
/// ```
///
///     Name   Qty
///     ──────────
///     Apples 3
public nonisolated struct Grid<Content: View>: UnaryView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid; spacings are in points (default 1 column, 0 lines).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        return GridNode(alignment: view.alignment,
                        horizontalSpacing: scale.spacing(view.horizontalSpacing, along: .horizontal),
                        verticalSpacing: scale.spacing(view.verticalSpacing, along: .vertical),
                        rows: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

/// One row of a ``Grid``: each of its subviews is a cell.
public nonisolated struct GridRow<Content: View>: UnaryView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        GridRowNode(alignment: view.alignment, cells: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

/// The cells of a grid row; laid out by its grid (alone, it is a horizontal stack).
final class GridRowNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let alignment: VerticalAlignment?
    let cells: [_LayoutNode]
    private lazy var stack = StackNode(axis: .horizontal, alignment: alignment?.fraction ?? 1,
                                       spacing: ViewSpacing.defaultDistance(along: .horizontal), children: cells)

    init(alignment: VerticalAlignment?, cells: [_LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
        super.init()
        noteChildren(cells)
    }

    /// The first column of each cell and the columns it spans (`.gridCellColumns`), in order.
    lazy var columnSpans: [Range<Int>] = {
        var start = 0
        return cells.map { cell in
            let span = max(1, min(cell.traits[GridCellColumnsKey.self], Cells.maxLength))
            defer { start += span }
            return start..<(start + span)
        }
    }()

    /// The columns this row's cells take.
    var columnCount: Int { columnSpans.last?.upperBound ?? 0 }

    override func measure(_ proposal: CellProposal) -> CellSize { stack.sizeThatFits(proposal) }
    override func draw(in rect: CellRect, canvas: inout Canvas) { stack.draw(in: rect, canvas: &canvas) }
}

final class GridNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let rows: [_LayoutNode]

    init(alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int, rows: [_LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
        super.init()
        noteChildren(rows)
    }

    private var columnCount: Int {
        rows.reduce(0) { max($0, ($1 as? GridRowNode)?.columnCount ?? 0) }
    }

    /// The horizontal alignment of each column: the topmost `.gridColumnAlignment` of its
    /// cells, else the grid's.
    private lazy var columnAlignments: [HorizontalAlignment] = {
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for case let row as GridRowNode in rows {
            for (span, cell) in zip(row.columnSpans, row.cells) where alignments[span.lowerBound] == nil {
                alignments[span.lowerBound] = cell.traits[GridColumnAlignmentKey.self]
            }
        }
        return alignments.map { $0 ?? alignment.horizontal }
    }()

    /// Column widths for `width` cells (nil: ideal widths).
    /// - Complexity: O(*r* × *c*) measurements, plus O(*c* log *w*) for the widest column's *w*.
    private func columnWidths(_ width: Int?) -> [Int] {
        var widths = [Int](repeating: 0, count: columnCount)
        for case let row as GridRowNode in rows {
            for (span, cell) in zip(row.columnSpans, row.cells) where span.count == 1 {
                widths[span.lowerBound] = max(widths[span.lowerBound], cell.sizeThatFits(.unspecified).width)
            }
        }
        // A spanning cell wider than its columns and the spacing between them widens the last.
        for case let row as GridRowNode in rows {
            for (span, cell) in zip(row.columnSpans, row.cells) where span.count > 1 {
                let spanned = spanWidth(span, widths)
                widths[span.upperBound - 1] += max(0, cell.sizeThatFits(.unspecified).width - spanned)
            }
        }
        guard let width, width != CellProposal.infinity else { return widths }
        let available = max(0, width - horizontalSpacing * max(0, widths.count - 1))
        let overflow = widths.reduce(0, +) - available
        guard overflow > 0 else { return widths }
        // The widest column (the first of them) gives up a cell at a time until the columns
        // fit: that cuts every column to a level, the lowest whose cuts stay within the
        // overflow, and the first columns at it give up one cell more. Found at once, not a
        // cell at a time: a column may be 2^40 cells wide (found by LayoutFuzzer).
        func cut(to level: Int) -> Int { widths.reduce(0) { $0 + max(0, $1 - level) } }
        var (level, highest) = (0, widths.max() ?? 0)
        while level < highest {
            let middle = level + (highest - level) / 2
            if cut(to: middle) <= overflow { highest = middle } else { level = middle + 1 }
        }
        var rest = overflow - cut(to: level)
        for index in widths.indices where widths[index] >= level {
            widths[index] = level
            if rest > 0, level > 0 {
                widths[index] -= 1
                rest -= 1
            }
        }
        return widths
    }

    /// The width of the columns `span` and the spacing between them.
    func spanWidth(_ span: Range<Int>, _ widths: [Int]) -> Int {
        widths[span].reduce(0, +) + horizontalSpacing * (span.count - 1)
    }

    private func rowHeights(_ widths: [Int], fullWidth: Int) -> [Int] {
        rows.map { row in
            guard let row = row as? GridRowNode else { return row.sizeThatFits(CellProposal(width: fullWidth, height: nil)).height }
            return zip(row.columnSpans, row.cells).reduce(0) { height, cell in
                max(height, cell.1.sizeThatFits(CellProposal(width: spanWidth(cell.0, widths), height: nil)).height)
            }
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let widths = columnWidths(proposal.width)
        let tableWidth = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
        let spanning = rows.filter { !($0 is GridRowNode) }
            .reduce(0) { max($0, $1.sizeThatFits(CellProposal(width: tableWidth, height: nil)).width) }
        let heights = rowHeights(widths, fullWidth: tableWidth)
        return CellSize(width: max(tableWidth, min(spanning, proposal.width ?? spanning)),
                        height: heights.reduce(0, +) + verticalSpacing * max(0, rows.count - 1))
    }

    /// The columns and rows of the grid drawn `width` cells wide, remembered for the last width.
    private final class Placement {
        let width: Int
        let widths: [Int]
        let tableWidth: Int
        let heights: [Int]
        /// Each row's top, from the grid's top.
        let tops: [Int]
        private unowned let grid: GridNode

        init(grid: GridNode, width: Int) {
            self.grid = grid
            self.width = width
            widths = grid.columnWidths(width)
            tableWidth = min(width, widths.reduce(0, +) + grid.horizontalSpacing * max(0, widths.count - 1))
            heights = grid.rowHeights(widths, fullWidth: tableWidth)
            var tops: [Int] = []
            tops.reserveCapacity(heights.count)
            var y = 0
            for height in heights {
                tops.append(y)
                y += height + grid.verticalSpacing
            }
            self.tops = tops
        }

        /// The largest overflow of any cell or spanning row at its size; `nil` when one is
        /// unknown.
        lazy var childOverflow: LineOverflow? = LineOverflow.union(grid.rows.lazy.flatMap { row in
            if let row = row as? GridRowNode {
                return zip(row.columnSpans, row.cells).map { span, cell in
                    cell.overflow(in: cell.sizeThatFits(CellProposal(width: self.grid.spanWidth(span, self.widths), height: nil)))
                }
            }
            return [row.overflow(in: row.sizeThatFits(CellProposal(width: self.tableWidth, height: nil)))]
        })
    }

    private var lastPlacement: Placement?

    private func placement(width: Int) -> Placement {
        if let placement = lastPlacement, placement.width == width { return placement }
        let placement = Placement(grid: self, width: width)
        lastPlacement = placement
        return placement
    }

    /// The rows' rectangles in a grid of `size`, relative to its top-left corner: a
    /// `GridRow` as a band across the table, any other row at its own size, aligned.
    func childRects(in size: CellSize) -> [CellRect] {
        let placement = placement(width: size.width)
        return rows.indices.map { index in
            let (y, height) = (placement.tops[index], placement.heights[index])
            guard !(rows[index] is GridRowNode) else {
                return CellRect(origin: CellPoint(x: 0, y: y), size: CellSize(width: placement.tableWidth, height: height))
            }
            let rowSize = rows[index].sizeThatFits(CellProposal(width: placement.tableWidth, height: nil))
            let x = Alignment.offset(rowSize.width, in: placement.tableWidth, fraction: alignment.horizontal.fraction)
            return CellRect(origin: CellPoint(x: x, y: y), size: rowSize)
        }
    }

    /// The rows that can draw on the canvas's lines when the grid is at `rect`: all of them,
    /// except when the grid is drawn a band at a time, where the others are skipped.
    /// - Complexity: O(log *n*) in the number of rows.
    private func visibleRows(_ placement: Placement, at rect: CellRect, on canvas: inout Canvas) -> Range<Int> {
        let all = 0..<rows.count
        guard rect.minY < 0 || rect.maxY > canvas.lineLimit, let margin = placement.childOverflow else { return all }
        let tops = placement.tops, heights = placement.heights
        let first = all.partitioningIndex { rect.minY + tops[$0] + heights[$0] + margin.below > 0 }
        let end = (first..<rows.count).partitioningIndex { rect.minY + tops[$0] - margin.above >= canvas.lineLimit }
        if end < rows.count { canvas.clippedBelow = true }
        return first..<end
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let placement = placement(width: rect.size.width)
        let (widths, tableWidth) = (placement.widths, placement.tableWidth)
        for index in visibleRows(placement, at: rect, on: &canvas) {
            let row = rows[index]
            let (y, height) = (rect.minY + placement.tops[index], placement.heights[index])
            if let row = row as? GridRowNode {
                var x = rect.minX
                let vertical = row.alignment ?? alignment.vertical
                for (span, node) in zip(row.columnSpans, row.cells) {
                    let width = spanWidth(span, widths)
                    let size = node.sizeThatFits(CellProposal(width: width, height: nil))
                    let cell = CellRect(origin: CellPoint(x: x, y: y), size: CellSize(width: width, height: height))
                    let cellAlignment = Alignment(horizontal: columnAlignments[span.lowerBound], vertical: vertical)
                    node.draw(in: cellAlignment.rect(of: size, in: cell), canvas: &canvas)
                    x += width + horizontalSpacing
                }
            } else {
                let size = row.sizeThatFits(CellProposal(width: tableWidth, height: nil))
                let offset = Alignment.offset(size.width, in: tableWidth, fraction: alignment.horizontal.fraction)
                row.draw(in: CellRect(origin: CellPoint(x: rect.minX + offset, y: y), size: size), canvas: &canvas)
            }
        }
    }
}
