/// A vertical lazy stack or grid about to make its children: what it lays them out with, and
/// a way to make them that hands each child over as soon as it is made.
///
/// A lazy container makes its node from this; the renderer, given one at the root, draws its
/// first lines while later children are still being made (``RootFlowSink``). A leading
/// `VStack` at the root is one too (``Kind/stack(guide:)``): while its children are lines of
/// text, its layout is the flow's.
struct VerticalFlow {
    /// How the children are laid out once they are all made.
    enum Kind {
        /// As a lazy stack or grid (``GridFlowNode``).
        case lazy
        /// As a `VStack` aligned by `guide` (``StackNode``), which shares a bounded height among
        /// its children: while every child is rigid (``FlowChild/isRigid(atWidth:)``) it places
        /// them with the flow's own column (``FlowLines/column(length:alignment:spacing:capacity:)``),
        /// so the flow streams it; and its children keep their container values.
        case stack(guide: AlignmentGuide)
    }

    /// The tracks across: the grid's columns, or a stack's one flexible column.
    let items: [GridItem]
    /// The tracks' alignment across the flow, as a fraction (see ``Alignment/offset(_:in:fraction:)``).
    let alignment: Int
    /// The lines between rows.
    let lineSpacing: Int
    var kind = Kind.lazy
    /// Makes the children in order; returns them all, or with a `sink`, hands them there a
    /// batch at a time as they are made and returns the last, partial batch.
    let makeChildren: (_ sink: FlowChildSink?) -> [FlowChild]

    /// Whether the flow lays its children out as it does only while each is rigid.
    var needsRigidChildren: Bool {
        if case .stack = kind { return true }
        return false
    }

    /// Whether the flow's width is its tracks' whatever its children (a lazy stack or grid):
    /// a stack's is its widest child's.
    var fillsWidth: Bool { !needsRigidChildren }

    /// The flow's layout node, made of `children`.
    func node(children: [FlowChild]) -> _LayoutNode {
        switch kind {
        case .lazy:
            GridFlowNode(axis: .vertical, items: items, alignment: alignment, lineSpacing: lineSpacing, children: children)
        case .stack(let guide):
            StackNode(axis: .vertical, alignment: alignment, spacing: lineSpacing, children: children.map(\.node), guide: guide)
        }
    }

    /// The flow's layout node, with its children made.
    func makeNode() -> _LayoutNode {
        node(children: makeChildren(nil))
    }
}
