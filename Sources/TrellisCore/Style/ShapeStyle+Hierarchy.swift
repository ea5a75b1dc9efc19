/// The levels of a style, for content of less and less importance: SwiftUI's `secondary`,
/// `tertiary`, `quaternary` and `quinary` of any style (`.red.secondary`,
/// `.background.secondary`).
///
/// A level draws the style's colour at a lower opacity (blended towards the terminal's
/// background, as ``Color/opacity(_:)`` is); a style that draws nothing still draws nothing.
extension ShapeStyle {
    /// This style for secondary content: its colour at 60% opacity.
    public var secondary: some ShapeStyle { HierarchicalLevel(base: self, opacity: 0.6) }
    /// This style for tertiary content: its colour at 40% opacity.
    public var tertiary: some ShapeStyle { HierarchicalLevel(base: self, opacity: 0.4) }
    /// This style for quaternary content: its colour at 25% opacity.
    public var quaternary: some ShapeStyle { HierarchicalLevel(base: self, opacity: 0.25) }
    /// This style for quinary content: its colour at 15% opacity.
    public var quinary: some ShapeStyle { HierarchicalLevel(base: self, opacity: 0.15) }
}

/// A style at one of its levels: its colour at `opacity`.
private struct HierarchicalLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    var _terminalColor: Color? { base._terminalColor?.opacity(opacity) }
}
