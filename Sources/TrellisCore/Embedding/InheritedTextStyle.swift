extension EnvironmentValues {
    /// The text style views here inherit: the attributes and colours of `.bold()`,
    /// `.strikethrough()`, `.foregroundStyle()` and the like, with the font's weight as
    /// attributes. What crosses to a host when a plugin draws a host subview.
    package var inheritedTextStyle: TextStyle {
        var style = cellStyle
        if let font { style.attributes.formUnion(font.attributes) }
        return style
    }

    /// Applies `style` as views around this point would: its attributes are added, its
    /// colours replace the inherited ones where set.
    package mutating func inheritTextStyle(_ style: TextStyle) {
        var merged = cellStyle
        merged.attributes.formUnion(style.attributes)
        if let foreground = style.foreground { merged.foreground = foreground }
        if let background = style.background { merged.background = background }
        cellStyle = merged
    }
}
