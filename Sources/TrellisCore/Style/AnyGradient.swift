/// A gradient made from one colour: SwiftUI's `AnyGradient`, what `Color.gradient` gives
/// (`.background(.yellow.gradient, in: RoundedRectangle(cornerRadius: 8))`).
///
/// A cell has one background colour, and the gradient SwiftUI makes from a colour stays close
/// to it, so a terminal draws the gradient as its colour.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    public var _terminalColor: Color? { color }
}

extension Color {
    /// A gradient of this colour, drawn as the colour itself.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
