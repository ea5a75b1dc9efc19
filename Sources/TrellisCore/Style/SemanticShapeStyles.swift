// SwiftUI's semantic styles, which name a role rather than a colour, drawn in the terminal
// colour of that role: the tint in the accent colour, the foreground in the default text
// colour, separators and fills in greys, and the hierarchical levels of the foreground
// (`.secondary`, `.tertiary`, `.quaternary`, `.quinary`) in greys that are dimmer at each
// level.
//
// ```swift
// Text("Draft").foregroundStyle(.tertiary)
// Rectangle().fill(.separator).frame(height: 1)
// ```

/// The tint colour of the view (SwiftUI's `.tint`): the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.accentColor }
}

/// The foreground style of the view (SwiftUI's `.foreground`): the terminal's text colour.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.primary }
}

/// The colour of separators (SwiftUI's `.separator`): the dim grey that ``Divider`` draws in.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.palette(240) }
}

/// The fill of controls' backgrounds (SwiftUI's `.fill`): a dark grey, so content drawn on it
/// stays readable.
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.palette(237) }
}

/// One level of the foreground's hierarchy: the text colour for `.primary`, then greys that
/// are dimmer at each level (the bright black of ``Color/secondary`` for `.secondary`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    private let level: Int

    fileprivate init(level: Int) {
        self.level = level
    }

    public var _terminalColor: Color? {
        switch level {
        case 0: Color.primary
        case 1: Color.secondary
        case 2: Color.palette(242)
        case 3: Color.palette(239)
        default: Color.palette(237)
        }
    }

    /// The style of primary content.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The style of secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The style of tertiary content.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The style of quaternary content.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The style of quinary content.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour: the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style: the terminal's text colour.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of controls' backgrounds.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The style of primary content: the terminal's text colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The style of secondary content: the dim text colour of ``Color/secondary``.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The style of tertiary content: dimmer than `.secondary`.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The style of quaternary content: dimmer than `.tertiary`.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The style of quinary content: the dimmest level.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
