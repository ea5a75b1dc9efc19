import Foundation

/// The effects a `visualEffect` or `scrollTransition` closure applies to its content: geometry
/// and colour changes that cells cannot show, so each returns the effect unchanged, as the
/// same modifiers of `View` leave a view unchanged.
///
/// ```swift
/// Text("Row").scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(1 - abs(phase.value) / 4)
/// }
/// ```
nonisolated extension VisualEffect {
    /// An offset: no effect on text.
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    /// An offset: no effect on text.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    /// A rotation: no effect on text.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// A rotation in three dimensions: no effect on text.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        self
    }
    /// A scale: no effect on text.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// A scale: no effect on text.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// A scale: no effect on text.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// An affine transform: no effect on text.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { self }
    /// An opacity: no effect on text.
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    /// A blur: no effect on text.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    /// A brightness change: no effect on text.
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    /// A contrast change: no effect on text.
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    /// A saturation change: no effect on text.
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    /// A greyscale change: no effect on text.
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    /// A hue rotation: no effect on text.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
    /// A colour multiplied in: no effect on text.
    public func colorMultiply(_ color: Color) -> some VisualEffect { self }
    /// A shader recolouring each pixel: no effect on text.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    /// A shader moving each pixel: no effect on text.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect
    { self }
    /// A shader sampling the layer: no effect on text.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }
}

extension ScrollTransitionPhase {
    /// Whether the view is fully in the visible region (a render draws every view so).
    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 in it, 1 past it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
