/// A vertical lazy stack or grid about to make its children: what it lays them out with, and
/// a way to make them that hands each child over as soon as it is made.
///
/// A lazy container makes its node from this; the renderer, given one at the root, draws its
/// first lines while later children are still being made (``RootFlowSink``).
struct VerticalFlow {
    /// The tracks across: the grid's columns, or a lazy stack's one flexible column.
    let items: [GridItem]
    /// The tracks' alignment across the flow, as a fraction (see ``Alignment/offset(_:in:fraction:)``).
    let alignment: Int
    /// The lines between rows.
    let lineSpacing: Int
    /// Makes the children in order; returns them all, or with a `sink`, hands them there a
    /// batch at a time as they are made and returns the last, partial batch.
    let makeChildren: (_ sink: FlowChildSink?) -> [FlowChild]

    /// The flow's layout node, made of `children`.
    func node(children: [FlowChild]) -> GridFlowNode {
        GridFlowNode(axis: .vertical, items: items, alignment: alignment, lineSpacing: lineSpacing, children: children)
    }

    /// The flow's layout node, with its children made.
    func makeNode() -> GridFlowNode {
        node(children: makeChildren(nil))
    }
}

/// A view that lays out as a ``VerticalFlow``: `LazyVStack` and `LazyVGrid`.
protocol VerticalFlowView: View {
    /// The flow of this view made with `inputs`, its children not made yet.
    func verticalFlow(inputs: _ViewInputs) -> VerticalFlow
}
