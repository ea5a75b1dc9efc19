/// The rows of a live `List` whose content is one `ForEach` over data making one row per
/// element: only the rows its scroll view shows are resolved and made, as SwiftUI's `List`
/// makes its rows lazily, so that a frame costs the rows on screen, not the rows of the data.
///
/// The window is chosen while resolving, from the scroll offset and the terminal's height (no
/// scroll view shows more lines): the rows from the one at the offset on, one per line and
/// one more, moved to hold the row the selection moves to or a `scrollTo` asks for. Rows made
/// in the last frame are kept (``rows(of:at:inputs:memory:graph:)``), so that a frame makes
/// only the rows that changed or scrolled into view, and their stack keeps its layout while
/// no row changes size (a ``StackNode`` made with the last one as `previous`). The lines
/// above and below the window are counted, not drawn, at the height of a row as last
/// measured: rows are taken to be as tall as each other, so the extent of the rows not made
/// is an estimate. A scroll past the rows made resolves the window again
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
    /// The row drawn for a subview standing for a selection value, given whether it is the
    /// list's last.
    let row: (Subview, SelectionValue?, Bool) -> ListRow
    /// How that row is drawn apart from its content, which a row kept from an earlier frame
    /// is compared by.
    let look: (Subview, SelectionValue?, Bool) -> ListRow.Look
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
            let rows = view.rows(of: elements, at: window, inputs: contentInputs, memory: memory, graph: graph)
        else { return Eager._makeView(view: view.eager, inputs: inputs) }
        view.selectable.noteAll(
            ChoiceSequence(count: elements.count, near: window) { elements.id($0).explicitValue?.base as? SelectionValue })
        let stack = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.leading.fraction, spacing: 0, children: rows,
            guide: .horizontal(.leading), scale: inputs.environment.lengthScale, previous: memory.stack)
        memory.stack = stack
        // The height of a row, its separator included, at the width the scroll view was last
        // offered: the rows' height shared out, rounded up (the last row has no separator).
        if !window.isEmpty {
            let width = position.container.size?.width ?? inputs.environment.containerSize.size?.width
            let height = stack.sizeThatFits(CellProposal(width: width, height: nil)).height
            memory.rowHeight = max(1, (height + window.count - 1) / window.count)
        }
        memory.window = (window, elements.count)
        let above = window.lowerBound * memory.rowHeight
        if let marks = graph.currentMarks {
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
    /// wherever its anchor puts it) or the selection moved to.
    private func window(
        of elements: IndexedElements, lines: Int, memory: Memory, position: ScrollViewport.Position, graph: LiveGraph
    ) -> Range<Int> {
        let lines = max(1, lines), count = elements.count, rowHeight = memory.rowHeight
        let shown = position.vertical.shown
        var start = shown / rowHeight
        func offset(of matches: (ViewIdentity.Component) -> Bool) -> Int? {
            (0..<count).nearestIndex(to: start..<(start + lines + 1)) { matches(elements.id($0)) }
        }
        if let request = graph.drawnScroll, let target = offset(of: { $0 == request.target }) {
            return max(0, target - lines)..<min(count, target + lines + 1)
        }
        let target = revealed.flatMap { revealed in
            let value = AnyHashable(revealed)
            return offset(of: { $0.explicitValue == value })
        }
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
        start = max(0, min(start, count - lines - 1))
        return start..<min(count, start + lines + 1)
    }

    /// The nodes of the rows at `window`, in order. A row made last frame with the same inputs,
    /// from the same elements or elements making it alike (``IndexedElements/makesAlike``), is
    /// kept whole when nothing it read changed and it is drawn alike (selected, revealed, last);
    /// the others are made again, each recorded apart (``LiveGraph/recordContent(at:inputs:_:)``),
    /// so that a toggled row costs itself, not the window. `nil` when an element makes another
    /// number of views or a section, or a row is tagged for the selection.
    private func rows(
        of elements: IndexedElements, at window: Range<Int>, inputs: _ViewInputs, memory: Memory, graph: LiveGraph
    ) -> [_LayoutNode]? {
        var elementInputs = inputs.forUnaryContent().appending(.part(.base))
        elementInputs.collectsSections = true
        // Rows are kept from last frame's when made with the same inputs, from the same elements
        // or (a `ForEach` made again, as a body that builds the list makes it) from elements
        // that make each kept row alike.
        let earlier = memory.madeWith.flatMap { LiveGraph.sameInputs($1, inputs) ? $0 : nil }
        let sameElements = earlier.map { BitwiseEquality.equal($0, elements) } ?? false
        let (last, lastStart) = earlier != nil ? (memory.rows, memory.rowsStart) : ([], 0)
        // Without a selection, a row kept is drawn alike unless it became or stopped being last.
        let drawnAlike: (Memory.Row, Bool) -> Bool =
            selectable.selection == nil && revealed == nil
            ? { kept, isLast in kept.isLast == isLast }
            : { kept, isLast in kept.drawn.look == look(kept.drawn.row, kept.value, isLast) }
        var made: [Memory.Row] = []
        made.reserveCapacity(window.count)
        var nodes: [_LayoutNode] = []
        nodes.reserveCapacity(window.count * 2)
        for offset in window {
            let isLast = offset == elements.count - 1
            let lastIndex = offset - lastStart
            if lastIndex >= 0, lastIndex < last.count, case let kept = last[lastIndex], drawnAlike(kept, isLast),
                let record = kept.record, sameElements || earlier.map({ elements.makesAlike(offset, $0) }) == true,
                graph.keepContent(record)
            {
                made.append(kept)
                nodes += kept.nodes
                continue
            }
            guard
                let fresh = makeRow(
                    offset, of: elements, isLast: isLast, elementInputs: elementInputs, inputs: inputs, graph: graph)
            else { return nil }
            made.append(fresh)
            nodes += fresh.nodes
        }
        memory.rows = made
        memory.rowsStart = window.lowerBound
        memory.madeWith = (elements, inputs)
        return nodes
    }

    /// The row of the element at `offset`, resolved and made as a piece of its own; `nil` as
    /// for ``rows(of:at:inputs:memory:graph:)``.
    private func makeRow(
        _ offset: Int, of elements: IndexedElements, isLast: Bool, elementInputs: _ViewInputs, inputs: _ViewInputs,
        graph: LiveGraph
    ) -> Memory.Row? {
        let identity = elementInputs.identity.appending(elements.id(offset))
        let key = BodyKey(identity: identity, type: ObjectIdentifier(Memory.Row.self))
        let (made, record) = graph.recordContent(at: key, inputs: elementInputs) {
            () -> (ListRow, SelectionValue?, [_LayoutNode])? in
            var list = _ViewList()
            elements.resolve(offset..<(offset + 1), elementInputs, &list)
            guard list.nodes.count == 1, case .element(let element) = list.nodes[0] else { return nil }
            let subview = Subview(element: element, scope: inputs.environment)
            if selectable.selection != nil, subview.containerValues.tag(for: SelectionValue.self) != nil { return nil }
            let value = selectable.value(of: subview)
            // The row's body is made in place: this piece's record keeps it, so a record of
            // its own would only cost a nested record to evaluate now and to keep every frame.
            let drawn = row(subview, value, isLast)
            let nodes = _ViewList.childNodes(
                of: ForEach([subview], id: subviewID) { _ in drawn.body }, inputs: inputs, axis: .vertical)
            return (drawn, value, nodes)
        }
        guard let (drawn, value, nodes) = made else { return nil }
        return Memory.Row(record: record, drawn: drawn, value: value, isLast: isLast, nodes: nodes)
    }

    /// What a window keeps between frames: the height of a row, as last measured, the last
    /// window with the number of elements it was chosen among, its rows and their stack
    /// (whose layout the next frame's takes while no row changes size).
    private final class Memory: AnyStateSlot {
        var rowHeight = 1
        var stack: StackNode?
        var window: (Range<Int>, count: Int)?
        var rows: [Row] = []
        /// The offset of the first of `rows`.
        var rowsStart = 0
        /// The elements and inputs the rows were made with.
        var madeWith: (IndexedElements, _ViewInputs)?

        /// A row as made: its record in the graph (`nil`: made every frame), the row as drawn,
        /// the selection value it stands for and its nodes. A class: a window's rows are handed
        /// on from frame to frame.
        final class Row {
            let record: BodyRecord?
            let drawn: ListRow
            let value: SelectionValue?
            let isLast: Bool
            let nodes: [_LayoutNode]

            init(record: BodyRecord?, drawn: ListRow, value: SelectionValue?, isLast: Bool, nodes: [_LayoutNode]) {
                self.record = record
                self.drawn = drawn
                self.value = value
                self.isLast = isLast
                self.nodes = nodes
            }
        }
    }
}

/// A subview's id, as `ForEach` over subviews reads it: a key path made once, not per row.
private let subviewID: KeyPath<Subview, Subview.ID> & Sendable = \.id

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

    /// The rows' overflow: they are drawn at the top of the node's rectangle.
    override func overflow(in size: CellSize) -> LineOverflow? {
        child.overflow(in: CellSize(width: size.width, height: max(0, size.height - linesAbove - linesBelow)))
            .map { LineOverflow(above: $0.above, below: max(0, $0.below - linesAbove - linesBelow)) }
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let height = max(0, rect.size.height - linesAbove - linesBelow)
        child.draw(
            in: CellRect(origin: rect.origin, size: CellSize(width: rect.size.width, height: height)), canvas: &canvas)
    }
}
