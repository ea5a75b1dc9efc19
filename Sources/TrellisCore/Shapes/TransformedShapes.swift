import Foundation

// SwiftUI's shapes that move, turn, stretch or transform another shape's path in the frame
// they are offered. Transformed, a shape is drawn from its path (braille dots stroked,
// quadrant blocks filled), as a shape of your own is; untransformed, it draws as its content
// alone does, a box of cells for a built-in shape.

/// A shape drawn as its content's path with the points moved by a transform of the frame:
/// what the four transformed shapes share.
nonisolated protocol TransformingShape: Shape {
    associatedtype Content: Shape
    /// The shape transformed.
    var shape: Content { get }
    /// What moves each point of the content's path in `rect`.
    func pointTransform(in rect: CGRect) -> CGAffineTransform
    /// Whether the transform leaves every point where it is.
    var isIdentity: Bool { get }
}

nonisolated extension TransformingShape {
    /// The content's path in `rect`, each point transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(pointTransform(in: rect)) }

    public var _borderStyle: BorderStyle? { isIdentity ? shape._borderStyle : nil }
    public var _insetAmount: CGFloat { isIdentity ? shape._insetAmount : 0 }

    /// `transform` applied about the point at `anchor` of `rect`, which stays put.
    func anchored(_ transform: CGAffineTransform, at anchor: UnitPoint, of rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// A shape moved by `offset` points.
public nonisolated struct OffsetShape<Content: Shape>: Shape, TransformingShape {
    public var shape: Content
    public var offset: CGSize

    /// `shape` moved by `offset` points.
    public init(shape: Content, offset: CGSize) {
        (self.shape, self.offset) = (shape, offset)
    }

    func pointTransform(in rect: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: offset.width, y: offset.height)
    }

    var isIdentity: Bool { offset == .zero }

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
public nonisolated struct RotatedShape<Content: Shape>: Shape, TransformingShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    /// `shape` turned clockwise by `angle` about its `anchor` point of the frame.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    func pointTransform(in rect: CGRect) -> CGAffineTransform {
        anchored(CGAffineTransform(rotationAngle: angle.radians), at: anchor, of: rect)
    }

    var isIdentity: Bool { angle.radians == 0 }

    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The content inset by `amount` points, turned as before.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape stretched by `scale` about its `anchor` point of the frame.
public nonisolated struct ScaledShape<Content: Shape>: Shape, TransformingShape {
    public var shape: Content
    /// The horizontal and the vertical factor.
    public var scale: CGSize
    public var anchor: UnitPoint

    /// `shape` stretched by `scale` about its `anchor` point of the frame.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    func pointTransform(in rect: CGRect) -> CGAffineTransform {
        anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), at: anchor, of: rect)
    }

    var isIdentity: Bool { scale == CGSize(width: 1, height: 1) }

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
public nonisolated struct TransformedShape<Content: Shape>: Shape, TransformingShape {
    public var shape: Content
    public var transform: CGAffineTransform

    /// `shape` with its path transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }

    func pointTransform(in rect: CGRect) -> CGAffineTransform { transform }

    var isIdentity: Bool { transform == .identity }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
