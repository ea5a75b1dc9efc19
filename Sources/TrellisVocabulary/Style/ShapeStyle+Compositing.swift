// How SwiftUI composites a style (`.blendMode(.multiply)`, a material's active appearance):
// a terminal cell has one colour and no compositing, so each has no effect on text and the
// style draws as before.

extension ShapeStyle {
    /// This style blended in `mode`: no effect on text, the style draws as before.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }

    /// This style with a material's active appearance: no effect on text.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style blended in `mode`: no effect on text, drawn as the foreground.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { ForegroundStyle() }
}
