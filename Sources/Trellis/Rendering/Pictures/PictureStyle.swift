/// How ``RenderFormat/svg`` and ``RenderFormat/html`` frame the cells: the colours, and an
/// optional window around them.
///
/// ```swift
/// var renderer = ViewRenderer(width: 60)
/// renderer.pictureStyle = PictureStyle(title: "report.swift", theme: .light)
/// let svg = renderer.render(report, format: .svg)
/// ```
public struct PictureStyle: Hashable, Sendable {
    /// The text of the window's title bar; setting one draws the window.
    public var title: String?
    /// The colours the terminal palette is drawn in.
    public var theme: PictureTheme
    /// Whether the cells sit in a window with a title bar, as in a terminal emulator.
    public var showsWindow: Bool

    /// Creates a style; a `title` draws the window even when `showsWindow` is false.
    public init(title: String? = nil, theme: PictureTheme = .dark, showsWindow: Bool = false) {
        self.title = title
        self.theme = theme
        self.showsWindow = showsWindow || title != nil
    }
}
