import Foundation

/// A grid that flows its subviews into columns, row by row.
///
/// Columns come from ``GridItem``s; `.adaptive` makes as many columns as fit. Each row is as
/// tall as its tallest cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
///     ForEach(cards) { card in GroupBox(card.title) { Text(card.body) } }
/// }
/// ```
public nonisolated struct LazyVGrid<Content: View>: UnaryView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical grid; `spacing` is the points between rows (default 0 lines).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.verticalFlow(inputs: inputs).makeNode()
    }
}

extension LazyVGrid: RootContentView {
    func rootContent(inputs: _ViewInputs) -> RootContent {
        .flow(RootFlow(verticalFlow(inputs: inputs)))
    }

    /// This view's flow, its children not made yet.
    func verticalFlow(inputs: _ViewInputs) -> VerticalFlow {
        let scale = inputs.environment.lengthScale
        let spacing = scale.spacing(spacing, along: .vertical)
        return VerticalFlow(items: columns.map { $0.cells(along: .horizontal, at: scale) }, alignment: alignment.fraction,
                            lineSpacing: spacing) { sink in
            _ViewList.flowChildren(of: content, inputs: inputs, sink: sink)
        }
    }
}

/// A grid that flows its subviews into rows, column by column.
public nonisolated struct LazyHGrid<Content: View>: UnaryView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal grid; `spacing` is the points between columns (default 1 column).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        return GridFlowNode(axis: .horizontal, items: view.rows.map { $0.cells(along: .vertical, at: scale) },
                            alignment: view.alignment.fraction,
                            lineSpacing: scale.spacing(view.spacing, along: .horizontal),
                            children: _ViewList.flowChildren(of: view.content, inputs: inputs))
    }
}

/// Flows children into tracks across `axis.cross`, line after line along `axis`.
final class GridFlowNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let axis: Axis
    let items: [GridItem]
    let alignment: Int
    let lineSpacing: Int
    /// The children, those of one style that had to wrap turned into their nodes.
    private var children: [FlowChild]
    private var lastLines: FlowLines?
    private var lastOverflow: (size: CellSize, overflow: LineOverflow?)?

    init(axis: Axis, items: [GridItem], alignment: Int, lineSpacing: Int, children: [FlowChild]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.children = children
        super.init()
        noteChildren(children)
    }

    /// The children flowed into the tracks of `length` cells across, remembered for the last
    /// length.
    private func lines(for length: Int) -> FlowLines {
        if let last = lastLines, last.length == length { return last }
        var lines = FlowLines(items: items, axis: axis, length: length, lineSpacing: lineSpacing, capacity: children.count)
        if lines.hasTracks {  // no tracks: nothing to place
            lines.append(&children)
        }
        lastLines = lines
        return lines
    }

    /// The cross length to lay out in: the proposal, or the ideal sum of tracks.
    private func crossLength(_ proposal: CellProposal) -> Int {
        if let length = proposal[axis.cross], length != CellProposal.infinity { return length }
        var ideal = 0
        for index in children.indices { ideal = max(ideal, children[index].sizeThatFits(.unspecified)[axis.cross]) }
        return max(1, ideal) * max(1, items.count) + max(0, items.count - 1)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let lines = lines(for: crossLength(proposal))
        var size = CellSize.zero
        size[axis] = lines.total
        size[axis.cross] = lines.tracks.used
        return size
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        if let last = lastOverflow, last.size == size { return last.overflow }
        let lines = lines(for: crossLength(CellProposal(size)))
        var shift = CellPoint(x: 0, y: 0)
        let start = lines.crossStart(in: size, alignment: alignment)
        if axis == .vertical { shift.x = start } else { shift.y = start }
        var overflows: [LineOverflow?] = []
        for line in lines.keptLines {
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

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        lines(for: crossLength(CellProposal(rect.size))).draw(children, in: rect, alignment: alignment, canvas: &canvas)
    }
}
