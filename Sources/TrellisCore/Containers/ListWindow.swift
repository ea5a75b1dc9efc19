/// The rows of a live `List` whose content is one `ForEach` over data making one row per
/// element: only the rows its scroll view shows are resolved and made, as SwiftUI's `List`
/// makes its rows lazily, so that a frame costs the rows on screen, not the rows of the data.
///
/// The window is chosen while resolving, from the scroll offset and the terminal's height (no
/// scroll view shows more lines): the rows from the one at the offset on, one per line and
/// one more, moved to hold the row the selection moves to or a `scrollTo` asks for, with half
/// a screen of rows more on either side, so that a short scroll draws rows already made. The
/// lines above and below it are counted, not drawn, at the height of a row as last measured:
/// rows are taken to be as tall as each other, so the extent of the rows not made is an
/// estimate. A scroll past the rows made resolves the window again
/// (``ScrollViewport/Position/resolvedWindow``).
///
/// Where laziness cannot hold, all rows are made, as in a one-shot render: content that is not
/// a `ForEach` over data, an element making other than one view (none, several, a section), a
/// row tagged for the selection (its tag is known only once it is made), or a scroll view
/// offered an unbounded height (it shows every row).
struct ListWindow<SelectionValue: Hashable, Eager: View>: UnaryView {
    let elements: IndexedElements?
    let selectable: SelectableRows<SelectionValue>
    /// The selection the list brings into view in this frame, if it moved.
    let revealed: SelectionValue?
    /// The row drawn for a subview, given whether it is the list's last.
    let row: (Subview, Bool) -> ListRow
    /// The scroll view of every row, for content that cannot be windowed.
    let eager: Eager

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        guard let elements = view.elements, LiveGraph.anyAlive, let graph = inputs.environment.liveGraph else {
            return Eager._makeView(view: view.eager, inputs: inputs)
        }
        let position = ScrollViewport.position(at: inputs.identity, in: graph)
        position.resolvedWindow = nil
        let key = LiveGraph.SlotKey(identity: inputs.identity, type: ObjectIdentifier(Memory.self), index: 0)
        let memory = graph.slot(for: key) { Memory() }
        var contentInputs = inputs
        contentInputs.environment.containerSize = position.container
        let window = view.window(
            of: elements, lines: graph.screenHeight, memory: memory, position: position, graph: graph)
        guard position.container.size.map({ $0.height != nil }) ?? true,
            let subviews = view.subviews(of: elements, at: window, inputs: contentInputs)
        else { return Eager._makeView(view: view.eager, inputs: inputs) }
        view.selectable.noteAll { (0..<elements.count).map { elements.id($0).explicitValue?.base as? SelectionValue } }
        let lastID = window.upperBound == elements.count ? subviews.last?.id : nil
        let rows = _ViewList.childNodes(
            of: ForEach(subviews) { view.row($0, $0.id == lastID) }, inputs: contentInputs, axis: .vertical)
        let stack = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.leading.fraction, spacing: 0, children: rows,
            guide: .horizontal(.leading), scale: inputs.environment.lengthScale)
        // The height of a row, its separator included, at the width the scroll view was last
        // offered: the rows' height shared out, rounded up (the last row has no separator).
        if !window.isEmpty {
            let width = position.container.size?.width ?? inputs.environment.containerSize.size?.width
            let height = stack.sizeThatFits(CellProposal(width: width, height: nil)).height
            memory.rowHeight = max(1, (height + window.count - 1) / window.count)
        }
        memory.window = (window, elements.count)
        let above = window.lowerBound * memory.rowHeight
        if let marks = graph.logs.last?.record.marks {
            // The lines the rows surely cover (a row is a line at least; the last reach the end).
            position.resolvedWindow = (
                marks, above..<(window.upperBound == elements.count ? Int.max : above + window.count)
            )
        }
        let node = ListWindowNode(
            child: stack, linesAbove: above, linesBelow: (elements.count - window.upperBound) * memory.rowHeight)
        return ScrollViewport.Node(child: node, axes: .vertical, position: position, graph: graph)
    }

    /// The offsets of the rows to make: the last window while it holds what is shown; else
    /// from the row at the scroll offset, as many as there are `lines` and one more (a row is
    /// a line at least), moved to hold the row a `scrollTo` asks for (with `lines` around it,
    /// wherever its anchor puts it) or the selection moved to; and half as many more on either
    /// side.
    private func window(
        of elements: IndexedElements, lines: Int, memory: Memory, position: ScrollViewport.Position, graph: LiveGraph
    ) -> Range<Int> {
        let lines = max(1, lines), count = elements.count, rowHeight = memory.rowHeight
        let shown = position.vertical.shown
        var start = shown / rowHeight
        func offset(of matches: (ViewIdentity.Component) -> Bool) -> Int? {
            let near = max(0, min(start, count))..<min(count, start + lines + 1)
            return near.first { matches(elements.id($0)) } ?? (0..<count).first { matches(elements.id($0)) }
        }
        let margin = lines / 2
        if let request = graph.drawnScroll, let target = offset(of: { $0 == request.target }) {
            return max(0, target - lines - margin)..<min(count, target + lines + margin + 1)
        }
        let target = revealed.flatMap { revealed in offset(of: { $0.explicitValue == AnyHashable(revealed) }) }
        // The last window, while it still holds the lines shown and no row is to be revealed:
        // its rows are made already.
        if let (last, lastCount) = memory.window, lastCount == count, target == nil,
            last.lowerBound * rowHeight <= shown,
            last.upperBound == count || shown + position.vertical.page + 1 <= last.lowerBound * rowHeight + last.count
        {
            return last
        }
        if let target {
            if target < start { start = target } else if target > start + lines { start = target - lines }
        }
        start = max(0, min(start, count - lines - 1) - margin)
        return start..<min(count, start + lines + 2 * margin + 1)
    }

    /// The subviews of the elements at `window`, one per element; `nil` when an element makes
    /// another number of views or a section, or a row is tagged for the selection.
    private func subviews(of elements: IndexedElements, at window: Range<Int>, inputs: _ViewInputs) -> [Subview]? {
        var elementInputs = inputs.forUnaryContent().appending(.part(.base))
        elementInputs.collectsSections = true
        var list = _ViewList()
        elements.resolve(window, elementInputs, &list)
        guard list.nodes.count == window.count else { return nil }
        var subviews: [Subview] = []
        subviews.reserveCapacity(window.count)
        for node in list.nodes {
            guard case .element(let element) = node else { return nil }
            let subview = Subview(element: element, scope: inputs.environment)
            if selectable.selection != nil, subview.containerValues.tag(for: SelectionValue.self) != nil { return nil }
            subviews.append(subview)
        }
        return subviews
    }

    /// What a window keeps between frames: the height of a row, as last measured, and the
    /// last window with the number of elements it was chosen among.
    private final class Memory: AnyStateSlot {
        var rowHeight = 1
        var window: (Range<Int>, count: Int)?
    }
}

/// The rows of a ``ListWindow``, with the lines of the rows above and below it counted in its
/// height: drawn from its first row, which the scroll view around it places `linesAbove`
/// down its content.
final class ListWindowNode: CachingNode {
    let child: _LayoutNode
    let linesAbove: Int
    let linesBelow: Int

    init(child: _LayoutNode, linesAbove: Int, linesBelow: Int) {
        self.child = child
        self.linesAbove = linesAbove
        self.linesBelow = linesBelow
        super.init()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let rows = child.sizeThatFits(proposal)
        return CellSize(width: rows.width, height: linesAbove + rows.height + linesBelow)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let height = max(0, rect.size.height - linesAbove - linesBelow)
        child.draw(
            in: CellRect(origin: rect.origin, size: CellSize(width: rect.size.width, height: height)), canvas: &canvas)
    }
}
