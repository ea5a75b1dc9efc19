/// What a shape is for (SwiftUI's `ShapeRole`): filled, stroked, or a separator. SwiftUI
/// picks a shape style's default from it; a terminal draws every role's default in the
/// foreground style, so the role has no effect on text.
public enum ShapeRole: Sendable, Equatable, Hashable {
    case fill, stroke, separator
}

nonisolated extension Shape {
    /// The role of shapes of this type: filled (no effect on text; see ``ShapeRole``).
    public static var role: ShapeRole { .fill }
}
