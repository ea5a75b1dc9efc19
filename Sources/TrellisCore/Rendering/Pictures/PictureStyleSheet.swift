/// The distinct looks of a picture's runs, each a CSS class (`s0`, `s1`, …) in the order
/// first used, so that a run's element names its class instead of repeating its colours.
struct PictureStyleSheet {
    let theme: PictureTheme
    private(set) var styles: [PictureRunStyle] = []
    private var classes: [PictureRunStyle: Int] = [:]
    /// The look of each cell style met so far: most runs repeat a few styles.
    private var resolved: [TextStyle: PictureRunStyle] = [:]

    init(theme: PictureTheme) {
        self.theme = theme
    }

    /// The look of `style` and the index of its class, added if new.
    mutating func entry(for style: TextStyle) -> (style: PictureRunStyle, index: Int) {
        let look = resolved[style] ?? PictureRunStyle(style, theme: theme)
        resolved[style] = look
        if let index = classes[look] { return (look, index) }
        classes[look] = styles.count
        styles.append(look)
        return (look, styles.count - 1)
    }

    /// The declarations of each class: its text colour in `colorProperty` (`fill` in SVG,
    /// `color` in HTML) and its weight, slant and lines.
    func rules(colorProperty: String) -> String {
        var css = ""
        for (index, style) in styles.enumerated() {
            css += ".s\(index){\(colorProperty):\(style.foreground.hex)"
            if style.bold { css += ";font-weight:bold" }
            if style.italic { css += ";font-style:italic" }
            let lines = (style.underline ? ["underline"] : []) + (style.strikethrough ? ["line-through"] : [])
            if !lines.isEmpty { css += ";text-decoration:\(lines.joined(separator: " "))" }
            css += "}\n"
        }
        return css
    }
}
