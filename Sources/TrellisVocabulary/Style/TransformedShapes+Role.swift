// The role of a moved, rotated, scaled or transformed shape is its content's, as SwiftUI
// declares it; a role has no effect on text (see `ShapeRole`).

extension OffsetShape {
    /// The content's role: no effect on text.
    public static var role: ShapeRole { Content.role }
}

extension RotatedShape {
    /// The content's role: no effect on text.
    public static var role: ShapeRole { Content.role }
}

extension ScaledShape {
    /// The content's role: no effect on text.
    public static var role: ShapeRole { Content.role }
}

extension TransformedShape {
    /// The content's role: no effect on text.
    public static var role: ShapeRole { Content.role }
}
