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
    /// The most bytes the picture's markup may take when rendered with a limit
    /// (``ViewRenderer/render(_:format:maxCells:)``, which throws past it); 128 MiB unless set.
    /// A run of cells is one element, but a style change every cell makes one element a
    /// cell, so the markup is bounded by bytes as well as by cells.
    public var maxBytes: Int = 128 << 20

    /// Creates a style; a `title` draws the window even when `showsWindow` is false.
    public init(title: String? = nil, theme: PictureTheme = .dark, showsWindow: Bool = false) {
        self.title = title
        self.theme = theme
        self.showsWindow = showsWindow || title != nil
    }
}
