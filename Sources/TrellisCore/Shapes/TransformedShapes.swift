import Foundation

// SwiftUI's shapes that move, turn, stretch or transform another shape's path in the frame
// they are offered. Transformed, a shape is drawn from its path (braille dots stroked,
// quadrant blocks filled), as a shape of your own is; untransformed, it draws as its content
// alone does, a box of cells for a built-in shape.

/// A shape moved by `offset` points.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    /// `shape` moved by `offset` points.
    public init(shape: Content, offset: CGSize) {
        (self.shape, self.offset) = (shape, offset)
    }

    /// The content's path in `rect`, moved by `offset`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var _borderStyle: BorderStyle? { offset == .zero ? shape._borderStyle : nil }
    public var _insetAmount: CGFloat { offset == .zero ? shape._insetAmount : 0 }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The content inset by `amount` points, moved by the same offset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned by `angle` about its `anchor` point of the frame.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about its `anchor` point of the frame.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    /// The content's path in `rect`, turned clockwise by `angle` about `anchor` of `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(Self.about(anchor, of: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }

    public var _borderStyle: BorderStyle? { angle.radians == 0 ? shape._borderStyle : nil }
    public var _insetAmount: CGFloat { angle.radians == 0 ? shape._insetAmount : 0 }

    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }

    /// `transform` applied about the point at `anchor` of `rect` (that point stays put).
    static func about(_ anchor: UnitPoint, of rect: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(
            CGAffineTransform(translationX: x, y: y))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The content inset by `amount` points, turned as before.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape stretched by `scale` about its `anchor` point of the frame.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    /// `shape` stretched by `scale` about its `anchor` point of the frame.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
    }

    /// The content's path in `rect`, stretched by `scale` about `anchor` of `rect`.
    public func path(in rect: CGRect) -> Path {
        let stretch = CGAffineTransform(scaleX: scale.width, y: scale.height)
        return shape.path(in: rect).applying(RotatedShape<Content>.about(anchor, of: rect, stretch))
    }

    public var _borderStyle: BorderStyle? { scale == CGSize(width: 1, height: 1) ? shape._borderStyle : nil }
    public var _insetAmount: CGFloat { scale == CGSize(width: 1, height: 1) ? shape._insetAmount : 0 }

    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (scale.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A shape whose path is transformed by an affine `transform`.
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    /// `shape` with its path transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }

    /// The content's path in `rect`, every point transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    public var _borderStyle: BorderStyle? { transform == .identity ? shape._borderStyle : nil }
    public var _insetAmount: CGFloat { transform == .identity ? shape._insetAmount : 0 }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
