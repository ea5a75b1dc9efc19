import Foundation

/// A shape, as a terminal draws one: the outline of a box of cells.
///
/// Shapes exist so that SwiftUI code using them compiles (`.background(.red, in: .rect(cornerRadius: 8))`,
/// `.clipShape(.rect(cornerRadius: 16))`). As views they draw a box outline that fills the
/// space offered: rounded corners for ``RoundedRectangle``, ``Capsule`` and ``Circle``, square
/// ones for ``Rectangle``.
public protocol Shape: View {
    /// The box style that draws this shape's outline.
    var _borderStyle: BorderStyle { get }
}

extension Shape {
    public var body: some View { ShapeOutline(style: _borderStyle) }
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
public struct Rectangle: Shape {
    public init() {}
    public var _borderStyle: BorderStyle { .single }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var _borderStyle: BorderStyle { .rounded }
}

/// The style of rounded corners; accepted for source compatibility.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A capsule.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _borderStyle: BorderStyle { .rounded }
}

/// A circle.
public struct Circle: Shape {
    public init() {}
    public var _borderStyle: BorderStyle { .rounded }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

/// The outline of a shape filling its frame.
struct ShapeOutline: UnaryView {
    let style: BorderStyle

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        BorderNode(child: ColorNode(color: .clear, asBackground: true), style: view.style, color: nil, title: nil)
    }
}
