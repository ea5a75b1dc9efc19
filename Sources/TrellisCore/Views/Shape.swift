import Foundation

/// A shape, as a terminal draws one: a box of cells.
///
/// A shape fills the frame it is offered (one cell when asked for its ideal size). Alone or
/// with `fill(_:style:)` it is filled with full blocks `█` in its colour (the foreground
/// style by default; shade blocks `▓▒░` for a translucent colour); with ``stroke(_:lineWidth:)``
/// or ``InsettableShape/strokeBorder(_:lineWidth:antialiased:)`` it draws its outline around the
/// frame: square corners for ``Rectangle``, rounded ones `╭╮╰╯` for ``RoundedRectangle``,
/// ``Capsule``, ``Circle`` and ``Ellipse``, each corner of an ``UnevenRoundedRectangle`` as its
/// radius says. Outlines are one cell wide whatever the line width. A shape of your own, a
/// ``Path``, or a trimmed shape (``Shape/trim(from:to:)``) is drawn from its `path(in:)`
/// instead: rasterized to braille dots when stroked and to quadrant blocks when filled.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).stroke(.blue).frame(width: 6, height: 3)
/// ```
///
///     ╭────╮
///     │    │
///     ╰────╯
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of this shape in `rect`, in points. A shape of your own draws what this
    /// returns (``Path`` says how); the built-in ones draw boxes of cells instead.
    nonisolated func path(in rect: CGRect) -> Path
    /// The box style that draws this shape's outline when it is drawn as a box of cells (the
    /// built-in rectangles, capsules, circles and ellipses); `nil` to draw its ``path(in:)``.
    nonisolated var _borderStyle: BorderStyle? { get }
    /// The points this shape is inset by on every side (``InsettableShape/inset(by:)``), which
    /// become columns left and right and lines above and below at the environment's scale.
    nonisolated var _insetAmount: CGFloat { get }
}

nonisolated extension Shape {
    public var _insetAmount: CGFloat { 0 }

    public var _borderStyle: BorderStyle? { nil }

    public var body: some View { PaintedShape(shape: self, paint: .fill(nil)) }
}

/// A shape that can be inset, so that a border stroked on it stays inside its frame.
public protocol InsettableShape: Shape {
    /// The type of this shape inset.
    associatedtype InsetShape: InsettableShape

    /// This shape inset by `amount` points on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}

/// A shape inset by some points on every side: what ``InsettableShape/inset(by:)`` returns.
public nonisolated struct _InsetShape<Base: InsettableShape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public var _borderStyle: BorderStyle? { base._borderStyle }
    public var _insetAmount: CGFloat { base._insetAmount + amount }

    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

/// How a shape is filled; accepted for source compatibility.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A rectangle.
public nonisolated struct Rectangle: InsettableShape {
    public init() {}
    public var _borderStyle: BorderStyle? { .single }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public nonisolated struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        (self.cornerSize, self.style) = (cornerSize, style)
    }

    public var _borderStyle: BorderStyle? { .rounded }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// The style of rounded corners; accepted for source compatibility.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A capsule.
public nonisolated struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _borderStyle: BorderStyle? { .rounded }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// A circle.
public nonisolated struct Circle: InsettableShape {
    public init() {}
    public var _borderStyle: BorderStyle? { .rounded }

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let diameter = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }
}

/// An ellipse.
public nonisolated struct Ellipse: InsettableShape {
    public init() {}
    public var _borderStyle: BorderStyle? { .rounded }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose corners each have their own radius: a corner with a radius above 0 is
/// drawn rounded, the others square.
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    /// Creates a rectangle with the corner radii given.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a rectangle with the corner radii given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public var _borderStyle: BorderStyle? {
        func corner(_ radius: CGFloat, rounded: Unicode.Scalar, square: Unicode.Scalar) -> Unicode.Scalar {
            radius > 0 ? rounded : square
        }
        return BorderStyle(topLeft: corner(cornerRadii.topLeading, rounded: "╭", square: "┌"),
                           topRight: corner(cornerRadii.topTrailing, rounded: "╮", square: "┐"),
                           bottomLeft: corner(cornerRadii.bottomLeading, rounded: "╰", square: "└"),
                           bottomRight: corner(cornerRadii.bottomTrailing, rounded: "╯", square: "┘"),
                           horizontal: "─", vertical: "│")
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners each have their own radius.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
