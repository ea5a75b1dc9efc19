/// A container that takes all the space it is offered and makes its content for that space,
/// from a ``GeometryProxy`` that tells its size (and, while drawing, its position).
///
/// As in SwiftUI, the reader's size is its proposal, and its content is proposed that size and
/// placed at the top-leading corner (several views overlaid, as in a `ZStack`). Where the
/// proposal is unbounded or unspecified along an axis (the height of a render, the width of
/// a horizontal scroll view) the reader takes its content's size instead, the content being
/// made with a proxy of 0 along that axis: a terminal's space has no end to fill.
///
/// The content closure runs during layout, for each size the reader is measured or drawn at.
/// The proxy speaks points, as the lengths the content is written in do.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) points")  // 20 columns at the standard scale
/// }
/// ```
///
///     160 points
public nonisolated struct GeometryReader<Content: View>: UnaryView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader that makes its content from the geometry of the space it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let content = view.content, scale = inputs.environment.lengthScale
        return GeometryReaderNode(spaces: inputs.environment.coordinateSpaces, scale: scale) { proxy in
            ZStackNode(alignment: .topLeading, children: _ViewList.childNodes(of: content(proxy), inputs: inputs),
                       scale: scale)
        }
    }
}

/// A node that makes its child for the geometry it is measured or drawn at, and remembers the
/// last child made (measuring and then drawing at one size makes it once).
final class GeometryReaderNode: CachingNode {
    let spaces: CoordinateSpaces
    /// How the proxies report the cells of the reader's geometry in points.
    let scale: LengthScale
    let makeContent: (GeometryProxy) -> _LayoutNode
    private var made: (geometry: GeometryProxy.Geometry, node: _LayoutNode)?

    init(spaces: CoordinateSpaces, scale: LengthScale, makeContent: @escaping (GeometryProxy) -> _LayoutNode) {
        self.spaces = spaces
        self.scale = scale
        self.makeContent = makeContent
    }

    /// The content for `geometry`.
    private func content(_ geometry: GeometryProxy.Geometry) -> _LayoutNode {
        if let made, made.geometry == geometry { return made.node }
        let node = makeContent(GeometryProxy(geometry: geometry, scale: scale))
        made = (geometry, node)
        return node
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        func bounded(_ extent: Int?) -> Int? { extent == CellProposal.infinity ? nil : extent }
        let width = bounded(proposal.width), height = bounded(proposal.height)
        if let width, let height { return CellSize(width: width, height: height) }
        let origin = CellPoint(x: 0, y: 0)
        let geometry = GeometryProxy.Geometry(size: CellSize(width: width ?? 0, height: height ?? 0), global: origin, named: [:])
        let fitted = content(geometry).sizeThatFits(CellProposal(width: width, height: height))
        return CellSize(width: width ?? fitted.width, height: height ?? fitted.height)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let offsets = spaces.offsets(of: rect.origin)
        let node = content(GeometryProxy.Geometry(size: rect.size, global: offsets.global, named: offsets.named))
        node.draw(in: CellRect(origin: rect.origin, size: node.sizeThatFits(CellProposal(rect.size))), canvas: &canvas)
    }
}
