/// `onGeometryChange(for:of:action:)`: a value computed from the geometry of a view, handed to
/// an action when the view is laid out.
///
/// Output is static, so the geometry changes once: the first time the view is drawn, the
/// transform reads a ``GeometryProxy`` of the view's frame and the action is called with the
/// value (with the value as both old and new value for the two-argument form). What is drawn
/// is the view unchanged.
///
/// ```swift
/// Text("Title").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
/// ```
nonisolated extension View {
    /// Calls `action` with the value `transform` computes from this view's geometry, once laid out.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(report: { action(transform($0)) }))
    }

    /// Calls `action` with the value `transform` computes from this view's geometry, once laid
    /// out, as both the old and the new value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(report: { proxy in
            let value = transform(proxy)
            action(value, value)
        }))
    }
}

/// Reports the modified view's geometry the first time it is drawn.
struct GeometryChangeModifier: RenderingModifier {
    let report: (GeometryProxy) -> Void

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        GeometryReportingNode(child: content(inputs), spaces: inputs.environment.coordinateSpaces,
                              scale: inputs.environment.lengthScale, report: report)
    }
}

/// Draws its child, and the first time, reports the child's geometry.
final class GeometryReportingNode: CachingNode {
    let child: _LayoutNode
    let spaces: CoordinateSpaces
    let scale: LengthScale
    let report: (GeometryProxy) -> Void
    private var reported = false

    init(child: _LayoutNode, spaces: CoordinateSpaces, scale: LengthScale, report: @escaping (GeometryProxy) -> Void) {
        (self.child, self.spaces, self.scale, self.report) = (child, spaces, scale, report)
    }

    override func measure(_ proposal: CellProposal) -> CellSize { child.sizeThatFits(proposal) }

    override func overflow(in size: CellSize) -> LineOverflow? { child.overflow(in: size) }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        if !reported {
            reported = true
            let offsets = spaces.offsets(of: rect.origin)
            report(GeometryProxy(geometry: GeometryProxy.Geometry(size: rect.size, global: offsets.global, named: offsets.named),
                                 scale: scale))
        }
        child.draw(in: rect, canvas: &canvas)
    }
}
