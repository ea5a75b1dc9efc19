import Foundation

/// Any shape style, its type erased: SwiftUI's `AnyShapeStyle`, for a property or a ternary
/// that picks between styles of different types (`isOn ? AnyShapeStyle(.tint) :
/// AnyShapeStyle(.secondary)`). It draws in the colour of the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    private let color: Color?

    /// `style`, its type erased.
    public init<S: ShapeStyle>(_ style: S) {
        color = style._terminalColor
    }

    public var _terminalColor: Color? { color }
}

/// A style drawn at an opacity: what `ShapeStyle.opacity(_:)` returns.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    var _terminalColor: Color? { base._terminalColor?.opacity(opacity) }
}

extension ShapeStyle {
    /// This style at `opacity`: its colour blended towards the terminal's background, as
    /// ``Color/opacity(_:)`` does.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// This style bounded to `rect`: a cell's colour has no bounds within the cell, so the
    /// style draws as before (no effect on text).
    public func `in`(_ rect: CGRect) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style at `opacity` (`.foregroundStyle(.opacity(0.5))`).
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity)
    }

    /// The foreground style with a shadow: a terminal draws no shadows, so it is the
    /// foreground style.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle() }
}
