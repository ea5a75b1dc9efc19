/// The look of a run of cells in a picture: a cell style with its colours resolved against a
/// theme, as the terminal would show it.
struct PictureRunStyle: Hashable {
    var foreground: RGB
    /// `nil` where the picture's background shows through.
    var background: RGB?
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false

    /// The fraction dim text moves towards the background, as terminals draw faint text.
    private static let dimming = 0.45

    /// `style` on `theme`: default and `.primary` colours are the theme's, ANSI colours its
    /// palette, translucent colours blended towards its background; inverse swaps the two.
    init(_ style: TextStyle, theme: PictureTheme) {
        var foreground = Self.rgb(of: style.foreground, theme: theme, default: theme.foreground)
        var background = Self.rgb(of: style.background, theme: theme, default: nil)
        let attributes = style.attributes
        if attributes.contains(.inverse) {
            (foreground, background) = (background ?? theme.background, foreground ?? theme.foreground)
        }
        var text = foreground ?? theme.foreground
        if attributes.contains(.dim) { text = text.blended(towards: background ?? theme.background, by: Self.dimming) }
        self.foreground = text
        self.background = background
        bold = attributes.contains(.bold)
        italic = attributes.contains(.italic)
        underline = attributes.contains(.underline)
        strikethrough = attributes.contains(.strikethrough)
    }

    /// Whether a run of spaces in this style draws anything.
    var marksBlanks: Bool { background != nil || underline || strikethrough }

    /// The colour `color` draws on `theme`, or `nil` for none (absent or clear); `.primary`
    /// is the terminal's default, `standard`.
    private static func rgb(of color: Color?, theme: PictureTheme, default standard: RGB?) -> RGB? {
        guard let color, !color.isClear else { return nil }
        let opaque: RGB
        switch color.kind {
        case .ansi(let index): opaque = theme.ansi[Int(index & 0x0F)]
        case .palette(let index) where index < 16: opaque = theme.ansi[Int(index)]
        case .primary, .clear:
            guard let standard else { return nil }
            opaque = standard
        case .palette, .rgb:
            guard let rgb = ColorPalette.rgb(of: color) else { return nil }
            opaque = RGB(red: rgb.0, green: rgb.1, blue: rgb.2)
        }
        return color.alpha < 1 ? opaque.blended(towards: theme.background, by: 1 - Double(color.alpha)) : opaque
    }
}
