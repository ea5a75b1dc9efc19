import Foundation

/// A shadow that a style casts (`.shadow(.drop(radius: 4))`) or draws inside itself
/// (`.inner`). A terminal cell has one colour and no blur, so a shadowed style draws as the
/// style itself: the shadow is accepted and not drawn.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.white.shadow(.drop(color: .black, radius: 2)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case drop, inner }
    private let kind: Kind
    private let color: Color
    private let radius: CGFloat
    private let x: CGFloat
    private let y: CGFloat

    /// A shadow cast outside the shape, offset by `x` and `y`.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow drawn inside the shape, offset by `x` and `y`.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow: drawn as this style (a cell has no shadow).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedStyle(base: self, shadow: style)
    }
}

/// A style with a shadow: draws as its base.
private struct ShadowedStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    var _terminalColor: Color? { base._terminalColor }
}
