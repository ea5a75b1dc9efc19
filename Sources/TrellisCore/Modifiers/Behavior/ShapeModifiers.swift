/// Clipping to shapes. A terminal cannot cut a cell along a curve, so clipping is drawn as the
/// shape's outline around the view: the closest a terminal comes to rounded corners.
nonisolated extension View {
    /// Draws the shape's outline around the view (a rounded box for rounded shapes, a square
    /// one for a shape drawn from its path). It adds one cell on every side.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        border(shape._borderStyle ?? .single)
    }

    /// Clips to a rounded rectangle: drawn, like ``clipShape(_:style:)`` with one, as a rounded
    /// box around the view.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: Double(radius)))
    }

    /// The shape containers below would inset their own shapes from: nothing draws with it,
    /// so ignored.
    public func containerShape<T: Shape>(_ shape: T) -> some View {
        self
    }
}
