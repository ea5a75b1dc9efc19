import Foundation

/// Graphic effects that cells cannot show: shadows, transforms, filters, blending and masks.
/// A terminal draws each cell as one character in one colour, so the view renders unchanged.
nonisolated extension View {
    /// A shadow has no cells to fall on: ignored.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }

    /// Text cannot be drawn rotated: ignored.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Text cannot be drawn scaled (its layout size is unchanged in SwiftUI too): ignored.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Text cannot be drawn scaled: ignored.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Text cannot be drawn scaled: ignored.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// A cell cannot be blurred: ignored.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func saturation(_ amount: Double) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func brightness(_ amount: Double) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func contrast(_ amount: Double) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func grayscale(_ amount: Double) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func hueRotation(_ angle: Angle) -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func colorInvert() -> some View {
        self
    }

    /// Colour filters are not applied to terminal colours: ignored.
    public func colorMultiply(_ color: Color) -> some View {
        self
    }

    /// A cell shows one character: there is nothing to blend, so ignored.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        self
    }

    /// Views are already drawn one cell over another: ignored.
    public func compositingGroup() -> some View {
        self
    }

    /// Views are already drawn into one canvas of cells: ignored.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// A cell is drawn whole or not at all, so a mask cannot cut it: ignored.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        self
    }

    /// A cell is drawn whole or not at all, so a mask cannot cut it (SwiftUI's older form): ignored.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self
    }

    /// The order of overlapping siblings: siblings are drawn in the order they are declared,
    /// so ignored.
    public func zIndex(_ value: Double) -> some View {
        self
    }

    /// How symbol images are coloured: a symbol is one character in the text colour, so ignored.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        self
    }
}

/// How a view's colours combine with what is drawn below it.
public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space a drawing group renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// How a symbol image is coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let value: Int
    public static let monochrome = SymbolRenderingMode(value: 0)
    public static let multicolor = SymbolRenderingMode(value: 1)
    public static let hierarchical = SymbolRenderingMode(value: 2)
    public static let palette = SymbolRenderingMode(value: 3)
}
