/// Where a picture puts its cells: a fixed grid of monospaced cells, with a margin and an
/// optional title bar, in tenths of a CSS pixel so that every position is exact.
struct PictureGeometry {
    /// The font size: 14 px.
    static let fontSize = 14
    /// A cell's width (0.6 em, the advance of common monospaced fonts) and height.
    static let cellWidth = 84, lineHeight = 170
    /// From a line's top to the text's baseline.
    static let baseline = 130
    /// Around the cells.
    static let margin = 120
    /// The window's title bar.
    static let titleBarHeight = 320
    /// The fonts tried in turn, per character: Latin monospaced fonts first, then monospaced
    /// fonts with CJK glyphs (for which the first have none), then the generic family. A wide
    /// cluster is placed by its column whichever draws it.
    static let fontFamily =
        "'DejaVu Sans Mono','Cascadia Mono','SF Mono',Menlo,Consolas,'Liberation Mono',"
        + "'Noto Sans Mono CJK SC','Noto Sans Mono CJK JP','Sarasa Mono SC','Source Han Mono','MS Gothic',"
        + "'Osaka-Mono',monospace"

    let columns: Int
    let lines: Int
    let hasTitleBar: Bool

    /// The left of column `column` and the top of line `line` of the cells.
    func x(_ column: Int) -> Int { Self.margin + column * Self.cellWidth }
    func y(_ line: Int) -> Int { top + line * Self.lineHeight }

    /// The top of the first line.
    var top: Int { (hasTitleBar ? Self.titleBarHeight : 0) + Self.margin }
    var width: Int { Self.margin * 2 + columns * Self.cellWidth }
    var height: Int { top + lines * Self.lineHeight + Self.margin }

    /// The title, cleaned of control characters and cut with `…` to fit the window less the
    /// traffic lights at either end.
    func fittedTitle(_ title: String) -> String {
        let room = max(0, columns - 16)
        let visible = TerminalSafety.visible(title)
        guard CellWidth.width(of: visible) > room else { return visible }
        guard room > 0 else { return "" }
        let (end, _) = CellWidth.prefix(of: visible, fittingWidth: room - 1)
        return visible[..<end] + "…"
    }

    /// `tenths` of a pixel as an SVG or CSS number: `12.6`, `12`.
    static func pixels(_ tenths: Int) -> String {
        let whole = tenths / 10, fraction = abs(tenths % 10)
        return fraction == 0 ? "\(whole)" : "\(whole).\(fraction)"
    }
}
