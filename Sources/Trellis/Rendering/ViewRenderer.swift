/// Renders views to text at a fixed width.
///
/// ```swift
/// let text = ViewRenderer(width: 40).render(
///     VStack(alignment: .leading) {
///         Text("Hello").bold()
///         Text("world")
///     })
/// print(text.plain)
/// ```
///
/// The view is resolved and laid out with the full width proposed and an unbounded height; a
/// root view that resolves to several subviews is stacked vertically, leading-aligned, without
/// spacing. No line is ever wider than `width`.
public struct ViewRenderer: Sendable {
    /// The width of the output, in terminal cells.
    public var width: Int
    /// The environment the root view is rendered in.
    public var environment: EnvironmentValues {
        get { environmentStorage.values }
        set { environmentStorage = EnvironmentStorage(values: newValue) }
    }

    private var environmentStorage = EnvironmentStorage(values: EnvironmentValues())

    /// Creates a renderer for output `width` cells wide.
    public init(width: Int) {
        self.width = max(0, width)
    }

    /// Lays out and draws `view`.
    public func render(_ view: some View) -> RenderedText {
        let canvas = draw(view)
        var plain: [UInt8] = []
        PlainWriter.write(canvas, into: &plain)
        var ansi: [UInt8] = []
        AnsiWriter.write(canvas, into: &ansi)
        return RenderedText(plain: String(decoding: plain, as: UTF8.self), ansi: String(decoding: ansi, as: UTF8.self))
    }

    /// Lays out and draws `view` in one format.
    ///
    /// Cheaper than ``render(_:)`` when only one format is needed: the other is never written.
    public func render(_ view: some View, format: RenderFormat) -> String {
        let canvas = draw(view)
        var bytes: [UInt8] = []
        switch format {
        case .plain: PlainWriter.write(canvas, into: &bytes)
        case .ansi: AnsiWriter.write(canvas, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lays out `view` and draws it onto a canvas.
    func draw<V: View>(_ view: V) -> Canvas {
        let node = _LayoutNode.root(view, proposal: CellProposal(width: width, height: nil), environment: environment)
        let size = node.sizeThatFits(CellProposal(width: width, height: nil))
        var canvas = Canvas(width: width)
        node.draw(in: CellRect(origin: CellPoint(x: 0, y: 0), size: CellSize(width: min(width, size.width), height: size.height)),
                  canvas: &canvas)
        return canvas
    }
}

/// Environment values held by a `Sendable` renderer: they are only read while rendering.
private struct EnvironmentStorage: @unchecked Sendable {
    var values: EnvironmentValues
}
