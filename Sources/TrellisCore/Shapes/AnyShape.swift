/// A type-erased shape: draws what the shape it wraps draws (a box of cells for the built-in
/// shapes, else its path), so that one property or array can hold shapes of several types.
public nonisolated struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path
    public let _borderStyle: BorderStyle?
    public let _insetAmount: CGFloat

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        _borderStyle = shape._borderStyle
        _insetAmount = shape._insetAmount
    }

    public func path(in rect: CGRect) -> Path {
        outline(rect)
    }
}
