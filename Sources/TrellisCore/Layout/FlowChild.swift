/// A child of a lazy stack or grid (``GridFlowNode``, ``FlowStreamer``): a layout node, or a
/// text of one style kept as a value (most rows of a long list) until it has to wrap.
///
/// A row kept as a value costs no allocation, no reference counting and nothing to free: a
/// 100,000-row checklist streamed on two threads would otherwise allocate each row's node on
/// one thread and free it on the other. A flow reads nothing of its children's container
/// values, so the value keeps none.
enum FlowChild {
    case node(_LayoutNode)
    /// A text of one run; it becomes its node once it has to be laid out (to wrap, break
    /// lines or be cut).
    case text(PreparedText)

    /// The size this child takes for `proposal`; a text that does not fit on one line
    /// becomes its node here, which lays it out and keeps the layout for drawing.
    mutating func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        switch self {
        case .node(let node):
            return node.sizeThatFits(proposal)
        case .text(let text):
            if let size = text.sizeOnOneLine(proposal) { return size }
            let node = TextNode(text)
            self = .node(node)
            return node.sizeThatFits(proposal)
        }
    }

    /// This child as a layout node: a text kept as a value becomes its node.
    var node: _LayoutNode {
        switch self {
        case .node(let node): node
        case .text(let text): TextNode(text)
        }
    }

    /// Whether this child, measured at `width` across, takes the same size at any proposal
    /// from its own width up to `width` across, whatever the height (see
    /// ``_LayoutNode/isRigid(atWidth:)``). A text still kept as a value after it was measured
    /// is on one line.
    func isRigid(atWidth width: Int) -> Bool {
        switch self {
        case .node(let node): node.isRigid(atWidth: width)
        case .text: true
        }
    }

    /// Whether this child may be laid out off the calling thread (``_LayoutNode/isPortable``):
    /// a text kept as a value may.
    var isPortable: Bool {
        switch self {
        case .node(let node): node.isPortable
        case .text: true
        }
    }

    /// The lines this child draws outside a rectangle of `size` (see ``_LayoutNode/overflow(in:)``).
    func overflow(in size: CellSize) -> LineOverflow? {
        switch self {
        case .node(let node): node.overflow(in: size)
        case .text: .inside
        }
    }

    /// Draws this child into `rect`: a text is drawn on one line, the rectangle its measurement
    /// gave it, or else by a node made for the purpose.
    func draw(in rect: CellRect, canvas: inout Canvas) {
        switch self {
        case .node(let node):
            node.draw(in: rect, canvas: &canvas)
        case .text(let text):
            if !text.drawOnOneLine(in: rect, rest: [], canvas: &canvas) {
                TextNode(text).draw(in: rect, canvas: &canvas)
            }
        }
    }
}
