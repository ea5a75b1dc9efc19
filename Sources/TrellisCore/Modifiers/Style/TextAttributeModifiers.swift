/// Text styling applied to any view: it sets the environment, so every text below draws with
/// it unless the text sets its own (a text's own style wins).
nonisolated extension View {
    /// Sets the font (a weight and slant; see ``Font``) of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Draws text in this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        cellAttribute(.bold, isActive)
    }

    /// Draws text in this view in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        cellAttribute(.italic, isActive)
    }

    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        cellAttribute(.underline, isActive)
    }

    /// Strikes text in this view through. In plain text, struck characters carry U+0336.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        cellAttribute(.strikethrough, isActive)
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in font = (font ?? .body).weight(weight ?? .regular) }
    }

    /// Sets the colour of text and glyphs in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.cellStyle) { $0.foreground = style._terminalColor }
    }

    /// Sets the colour of text and glyphs in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.cellStyle) { $0.foreground = color }
    }

    /// Shows text in this view in upper or lower case.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Limits text in this view to `number` lines, truncating the last one shown.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the alignment of the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    private func cellAttribute(_ attribute: TextStyle.Attributes, _ isActive: Bool) -> some View {
        transformEnvironment(\.cellStyle) { style in
            if isActive { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
        }
    }
}

extension Text {
    /// A style of line through or under text.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line; a terminal draws every pattern solid.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

        /// The dash pattern of the line.
        public let pattern: Pattern
        /// The colour of the line; `nil` for the text's.
        public let color: Color?

        /// A line of `pattern` in `color` (the text's for `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// This text in `font`.
    public consuming func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// This text in bold.
    public consuming func bold(_ isActive: Bool = true) -> Text { attribute(.bold, isActive) }
    /// This text in italics.
    public consuming func italic(_ isActive: Bool = true) -> Text { attribute(.italic, isActive) }
    /// This text underlined.
    public consuming func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        attribute(.underline, isActive)
    }
    /// This text struck through.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        attribute(.strikethrough, isActive)
    }
    /// This text with `weight`.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
        restyled { $0.font = ($0.font ?? .body).weight(weight ?? .regular) }
    }
    /// This text in `color`.
    public consuming func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color } }
    /// This text in `style`.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { restyled { $0.foreground = style._terminalColor } }

    private consuming func attribute(_ attribute: TextStyle.Attributes, _ isActive: Bool) -> Text {
        restyled { style in
            if isActive {
                style.added.insert(attribute)
                style.removed.remove(attribute)
            } else {
                style.removed.insert(attribute)
                style.added.remove(attribute)
            }
        }
    }
}
