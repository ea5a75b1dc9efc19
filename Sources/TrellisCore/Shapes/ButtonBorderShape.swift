import Foundation

/// The shape of a bordered button's border (SwiftUI's `ButtonBorderShape`), also a shape of
/// its own: each is drawn as a box with rounded corners `╭╮╰╯`, except a rounded rectangle of
/// radius 0, whose corners are square.
///
/// ```swift
/// ButtonBorderShape.capsule.stroke().frame(width: 8, height: 3)
/// ```
public nonisolated struct ButtonBorderShape: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    private let kind: Kind

    /// The shape the context picks: a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rectangle with rounded corners.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rectangle whose corners are rounded by `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

extension ButtonBorderShape: InsettableShape {
    /// This shape's outline in `rect`: the capsule, circle or rounded rectangle it names (a
    /// rounded rectangle's corners are 8 points unless its radius says otherwise).
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: 8).path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
        }
    }

    public var _borderStyle: BorderStyle? { kind == .roundedRectangle(radius: 0) ? .single : .rounded }

    /// This shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// The border shape of the button this shape is in: a rounded rectangle.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
