import Foundation

nonisolated extension Shape {
    /// The part of this shape's outline between the fractions `startFraction` and
    /// `endFraction` of its length, going the way its path goes (for a ``Circle``, clockwise
    /// from its right end): a progress ring is `Circle().trim(from: 0, to: 0.3).stroke()`.
    ///
    /// A trimmed shape is drawn from its path (``Path/trimmedPath(from:to:)``), even a
    /// built-in one that untrimmed draws as a box: braille dots along the part kept.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape cut to a fraction of its outline: what ``Shape/trim(from:to:)`` returns.
public nonisolated struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        (self.shape, self.startFraction, self.endFraction) = (shape, startFraction, endFraction)
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// Untrimmed (the whole outline kept), the shape draws as it does alone.
    public var _borderStyle: BorderStyle? {
        startFraction <= 0 && endFraction >= 1 ? shape._borderStyle : nil
    }

    public var _insetAmount: CGFloat {
        startFraction <= 0 && endFraction >= 1 ? shape._insetAmount : 0
    }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn: its points are where they are.
    public func path(in _: CGRect) -> Path { self }
}
