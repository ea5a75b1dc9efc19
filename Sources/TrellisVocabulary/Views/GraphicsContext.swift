import Foundation

/// SwiftUI's drawing context of a ``Canvas``: what a renderer strokes, fills and draws is
/// recorded, in canvas coordinates after the context's transform, and the canvas draws it as
/// shapes and text laid over one another. Opacity, blend modes, filters and clipping have no
/// counterpart in cells and are accepted.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
/// }
/// ```
public nonisolated struct GraphicsContext {
    /// One recorded drawing.
    enum Operation {
        case fill(Path, AnyShapeStyle, FillStyle)
        case stroke(Path, AnyShapeStyle)
        /// A text from a point.
        case text(Text, CGPoint)
        /// An image in a rectangle, or at a rectangle's origin when it is empty.
        case image(Image, CGRect)
    }

    /// A list shared by a context and the copies a layer or a copy of it draws into.
    final class Recording {
        var operations: [Operation] = []
    }

    let recording: Recording

    /// The opacity drawings would have: accepted (a cell is drawn or not).
    public var opacity: Double = 1
    /// How drawings would blend with what is below: accepted.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The transform applied to what is drawn from now on.
    public var transform: CGAffineTransform = .identity
    /// The clip's bounding rectangle: the whole canvas (clipping is accepted).
    public var clipBoundingRect: CGRect

    init(size: CGSize, environment: EnvironmentValues) {
        recording = Recording()
        clipBoundingRect = CGRect(origin: .zero, size: size)
        self.environment = environment
    }

    /// Moves the origin of what is drawn from now on.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn from now on.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates what is drawn from now on.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the context's transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clipping is accepted: every drawing shows in full.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Filters are accepted: cells are not blurred or recoloured.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Runs `content` on a copy of this context (a layer), drawing what it records here.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.operations.append(.fill(path.applying(transform), shading.style, style))
    }

    /// Strokes `path` with `shading`, one cell wide whatever the style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.operations.append(.stroke(path.applying(transform), shading.style))
    }

    /// Strokes `path` with `shading`, one cell wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` from `point` (the anchor is accepted: cells have no half cells to
    /// centre on).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.text(text, point.applying(transform)))
    }

    /// Draws `text` from `rect`'s origin.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: rect.origin)
    }

    /// Draws `image` from `point` (the anchor is accepted).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.image(image, CGRect(origin: point.applying(transform), size: .zero)))
    }

    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.operations.append(.image(image, rect.applying(transform)))
    }

    /// `text` as it will be drawn.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// `image` as it will be drawn.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws resolved `text` from `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// Draws resolved `text` from `rect`'s origin.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

    /// Draws a resolved `image` from `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// Draws a resolved `image` filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }
}

extension GraphicsContext {
    /// A text resolved in a context's environment, ready to draw.
    public struct ResolvedText {
        let text: Text

        /// The shading the text is drawn with: accepted.
        public var shading: Shading = .foreground
    }

    /// An image resolved in a context's environment, ready to draw.
    public struct ResolvedImage {
        let image: Image

        /// The shading a template image is drawn with: accepted.
        public var shading: Shading?
    }

    /// A view of a canvas's `symbols`, resolved to draw: accepted (it draws nothing).
    public struct ResolvedSymbol {}

    /// A symbol view of the canvas: symbols draw nothing in a render.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws a resolved symbol: accepted.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws a resolved symbol: accepted.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}

extension GraphicsContext {
    /// The colour or style a path is filled or stroked with; gradients draw as their first
    /// colour, as gradient fills do in cells.
    public struct Shading: Sendable {
        let style: AnyShapeStyle

        /// What is already drawn below: drawn in the foreground style.
        public static var backdrop: Shading { Shading(style: AnyShapeStyle(.foreground)) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(.foreground)) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// A colour from its components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        )
            -> Shading
        {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

        /// The first of several shadings (palette layers are not drawn apart).
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }

        /// A linear gradient, drawn as its first colour.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        )
            -> Shading
        {
            first(of: gradient)
        }

        /// A radial gradient, drawn as its first colour.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            first(of: gradient)
        }

        /// A conic gradient, drawn as its first colour.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        )
            -> Shading
        {
            first(of: gradient)
        }

        private static func first(of gradient: Gradient) -> Shading {
            gradient.stops.first.map { .color($0.color) } ?? .foreground
        }
    }
}

extension GraphicsContext.Filter {
    /// A blur: accepted.
    public static func blur(
        radius: CGFloat, options: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions()
    ) -> Self {
        .init(member: "blur")
    }

    /// A shadow: accepted.
    public static func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
        blendMode: GraphicsContext.BlendMode = .normal,
        options: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions()
    ) -> Self {
        .init(member: "shadow")
    }

    /// A colour multiplied in: accepted.
    public static func colorMultiply(_ color: Color) -> Self { .init(member: "colorMultiply") }
    /// A hue rotation: accepted.
    public static func hueRotation(_ angle: Angle) -> Self { .init(member: "hueRotation") }
    /// A saturation change: accepted.
    public static func saturation(_ amount: Double) -> Self { .init(member: "saturation") }
    /// A brightness change: accepted.
    public static func brightness(_ amount: Double) -> Self { .init(member: "brightness") }
    /// A contrast change: accepted.
    public static func contrast(_ amount: Double) -> Self { .init(member: "contrast") }
    /// A greyscale change: accepted.
    public static func grayscale(_ amount: Double) -> Self { .init(member: "grayscale") }
    /// An inversion of colours: accepted.
    public static func colorInvert(_ amount: Double = 1) -> Self { .init(member: "colorInvert") }
    /// An alpha threshold: accepted.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Self {
        .init(member: "alphaThreshold")
    }
}
