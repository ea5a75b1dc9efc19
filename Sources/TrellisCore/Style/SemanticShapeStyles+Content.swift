// The semantic styles of kinds of content, drawn in the terminal colour of that kind: links
// in blue (as terminals underline and colour links), selected content in the accent colour,
// and the placeholder text of a field in the dim grey its prompt is drawn in.
//
// ```swift
// Text("Learn more").foregroundStyle(.link)
// ```

/// The style of links (SwiftUI's `.link`): blue.
public struct LinkShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.blue }
}

/// The style of selected content (SwiftUI's `.selection`): the accent colour.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.accentColor }
}

/// The style of placeholder text (SwiftUI's `.placeholder`): a dim grey.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _terminalColor: Color? { Color.palette(242) }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style of links: blue.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content: the accent colour.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The style of placeholder text: a dim grey.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
