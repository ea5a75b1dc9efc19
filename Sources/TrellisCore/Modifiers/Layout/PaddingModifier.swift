import Foundation

nonisolated extension View {
    /// Adds space around this view: `length` points on `edges` (cells by the environment's
    /// ``LengthScale``), or the default padding (1 column on the leading and trailing edges,
    /// 0 lines on top and bottom, whatever the scale) when `length` is `nil`.
    ///
    /// ```swift
    /// Text("Hi").padding().border(.single)
    /// ```
    ///
    ///     ┌────┐
    ///     │ Hi │
    ///     └────┘
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: .edges(edges, length)))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets, in points, around this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: .insets(insets)))
    }
}

struct PaddingModifier: RenderingModifier {
    /// The padding as written: a length on some edges (`nil` for the default), or insets.
    enum Insets {
        case edges(Edge.Set, CGFloat?)
        case insets(EdgeInsets)

        /// The insets in cells at `scale`.
        func cells(at scale: LengthScale) -> CellInsets {
            switch self {
            case .insets(let insets):
                return scale.cells(insets)
            case .edges(let edges, let length):
                let horizontal = length.map { scale.cells($0, along: .horizontal) } ?? 1
                let vertical = length.map { scale.cells($0, along: .vertical) } ?? 0
                return CellInsets(
                    top: edges.contains(.top) ? vertical : 0, leading: edges.contains(.leading) ? horizontal : 0,
                    bottom: edges.contains(.bottom) ? vertical : 0, trailing: edges.contains(.trailing) ? horizontal : 0)
            }
        }
    }

    let insets: Insets

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        InsetNode(child: content(inputs), insets: insets.cells(at: inputs.environment.lengthScale))
    }
}

/// A child inset by fixed margins: padding, and the inside of borders.
class InsetNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let child: _LayoutNode
    let insets: CellInsets

    init(child: _LayoutNode, insets: CellInsets) {
        self.child = child
        self.insets = insets
        super.init()
        noteChildren([child])
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let inner = child.sizeThatFits(CellProposal(
            width: Cells.inset(proposal.width, by: insets.horizontal),
            height: Cells.inset(proposal.height, by: insets.vertical)))
        return CellSize(width: Cells.outset(inner.width, by: insets.horizontal),
                        height: Cells.outset(inner.height, by: insets.vertical))
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        child.draw(in: innerRect(rect), canvas: &canvas)
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        let inner = innerRect(CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        return child.overflow(in: inner.size)?.placed(at: inner, in: size)
    }

    func innerRect(_ rect: CellRect) -> CellRect {
        CellRect(origin: CellPoint(x: rect.minX + insets.leading, y: rect.minY + insets.top),
                 size: CellSize(width: max(0, rect.size.width - insets.horizontal),
                                height: max(0, rect.size.height - insets.vertical)))
    }

    override var isSpacer: Bool { false }
}
