import Foundation

// `inset(by:)` on each built-in shape, as SwiftUI declares it (`Circle().inset(by: 4)` is
// `some InsettableShape`): the shape drawn as before, inset by `amount` points on every
// side, which become columns left and right and lines above and below.

extension Rectangle {
    /// This rectangle inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle {
    /// This rounded rectangle inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle {
    /// This rectangle inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Capsule {
    /// This capsule inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Circle {
    /// This circle inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Ellipse {
    /// This ellipse inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape {
    /// This shape inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}
