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
