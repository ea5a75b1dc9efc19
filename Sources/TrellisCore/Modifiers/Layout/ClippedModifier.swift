nonisolated extension View {
    /// Draws only what falls inside this view's frame: what it draws beyond (a fixed-size
    /// text wider than its frame, an offset content) is cut off at the frame's edges, and a
    /// wide cluster the edge cuts becomes a space. Cells have no edges to smooth, so
    /// `antialiased` changes nothing.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClippedModifier())
    }
}

struct ClippedModifier: RenderingModifier {
    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        ClippedNode(child: content(inputs))
    }
}

/// A child drawn onto a canvas of its frame's size, then pasted where the frame is: the
/// canvas cuts whatever the child draws outside it.
final class ClippedNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let child: _LayoutNode

    init(child: _LayoutNode) {
        self.child = child
        super.init()
        noteChildren([child])
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        child.sizeThatFits(proposal)
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override var isSpacer: Bool { child.isSpacer }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        if rect.maxY > canvas.lineLimit { canvas.clippedBelow = true }
        // Only the part of the frame the canvas stores is drawn: the columns on it, and the
        // lines from its top (a band is drawn shifted up) to its line limit.
        let (left, right) = (max(0, rect.minX), min(canvas.width, rect.maxX))
        let first = max(0, -rect.minY)
        let (room, overflow) = canvas.lineLimit.subtractingReportingOverflow(rect.minY)
        let end = overflow ? rect.size.height : min(rect.size.height, room)
        guard left < right, first < end else { return }
        var frame = Canvas(width: right - left)
        frame.lineLimit = end - first
        child.draw(in: CellRect(origin: CellPoint(x: rect.minX - left, y: -first), size: rect.size), canvas: &frame)
        canvas.paste(frame, at: CellPoint(x: left, y: rect.minY + first))
    }
}
