/// A translucent material, drawn in ANSI output as a dark grey background.
public struct Material: ShapeStyle, Hashable {
    public static let ultraThin = Material()
    public static let thin = Material()
    public static let regular = Material()
    public static let thick = Material()
    public static let ultraThick = Material()
    public static let bar = Material()

    public var _terminalColor: Color? { .palette(236) }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material, drawn as ``Material/ultraThin``.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material, drawn as ``Material/thin``.
    public static var thinMaterial: Material { .thin }
    /// The regular material, drawn as ``Material/regular``.
    public static var regularMaterial: Material { .regular }
    /// A thick material, drawn as ``Material/thick``.
    public static var thickMaterial: Material { .thick }
    /// The thickest material, drawn as ``Material/ultraThick``.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars, drawn as ``Material/bar``.
    public static var bar: Material { .bar }
}
