import Foundation

/// The characters of a box drawn around a view.
public struct BorderStyle: Hashable, Sendable {
    let topLeft: Unicode.Scalar, topRight: Unicode.Scalar
    let bottomLeft: Unicode.Scalar, bottomRight: Unicode.Scalar
    let horizontal: Unicode.Scalar, vertical: Unicode.Scalar

    /// `╭─╮ │ ╰─╯`
    public static let rounded = BorderStyle(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┌─┐ │ └─┘`
    public static let single = BorderStyle(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `╔═╗ ║ ╚═╝`
    public static let double = BorderStyle(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = BorderStyle(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `+-+ | +-+`, for terminals without box drawing.
    public static let ascii = BorderStyle(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}

nonisolated extension View {
    /// Draws a box of `style` around this view, one cell outside it on every side.
    ///
    /// ```swift
    /// Text("Hi").border(.rounded)
    /// ```
    ///
    ///     ╭──╮
    ///     │Hi│
    ///     ╰──╯
    public func border(_ style: BorderStyle, color: Color? = nil) -> some View {
        modifier(BorderModifier(style: style, color: color))
    }

    /// Draws a single-line box in `content`'s colour around this view (SwiftUI's border; the
    /// width, in points, is always drawn as one cell). A style with no colour of its own
    /// (`ImagePaint`) draws the box in the text's colour.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(BorderModifier(style: .single, color: content._terminalColor))
    }
}

struct BorderModifier: RenderingModifier {
    let style: BorderStyle
    let color: Color?

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        BorderNode(child: content(inputs), style: style, color: color, title: nil)
    }
}

/// A child inside a box, with an optional title in the top edge (`GroupBox`).
final class BorderNode: InsetNode {
    let style: BorderStyle
    let color: Color?
    let title: _LayoutNode?

    init(child: _LayoutNode, style: BorderStyle, color: Color?, title: _LayoutNode?, padding: Int = 0) {
        self.style = style
        self.color = color
        self.title = title
        super.init(child: child, insets: CellInsets(top: 1, leading: 1 + padding, bottom: 1, trailing: 1 + padding))
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        var size = super.measure(proposal)
        if let title {
            // Wide enough for "╭─ title ─╮" when the proposal allows.
            let titleWidth = title.sizeThatFits(CellProposal(width: Cells.inset(proposal.width, by: 4), height: 1)).width
            let wanted = titleWidth + 4
            size.width = max(size.width, min(wanted, proposal.width ?? wanted))
        }
        return size
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        guard size.width >= 2, size.height >= 2 else { return child.overflow(in: size) }
        guard let inner = super.overflow(in: size) else { return nil }
        guard let title, size.width > 4 else { return inner }
        var measured = title
        let titleRect = style.titleRect(in: CellRect(origin: CellPoint(x: 0, y: 0), size: size), title: &measured)
        return title.overflow(in: titleRect.size)?.placed(at: titleRect, in: size).union(inner)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard rect.size.width >= 2, rect.size.height >= 2 else {
            child.draw(in: rect, canvas: &canvas)
            return
        }
        var title = title
        style.draw(in: rect, color: color, title: &title, canvas: &canvas)
        child.draw(in: innerRect(rect), canvas: &canvas)
    }
}

/// What a box draws in its top edge: a node, or a text kept as a value (``FlowBox``).
protocol BoxTitle {
    /// The size the title takes for `proposal` (a text kept as a value may become its node).
    mutating func sizeThatFits(_ proposal: CellProposal) -> CellSize
    func draw(in rect: CellRect, canvas: inout Canvas)
}

extension _LayoutNode: BoxTitle {}
extension FlowChild: BoxTitle {}

extension BorderStyle {
    /// Draws the edges of a box in `rect`, at least 2 cells each way, in `color`, and `title`
    /// in its top edge: all that a ``BorderNode`` draws but its child.
    func draw<Title: BoxTitle>(in rect: CellRect, color: Color?, title: inout Title?, canvas: inout Canvas) {
        let styleIndex = color == nil ? 0 : canvas.styleIndex(TextStyle(foreground: color))
        let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
        canvas.fill(CellRect(origin: CellPoint(x: left + 1, y: top), size: CellSize(width: rect.size.width - 2, height: 1)),
                    scalar: horizontal, style: styleIndex)
        canvas.fill(CellRect(origin: CellPoint(x: left + 1, y: bottom), size: CellSize(width: rect.size.width - 2, height: 1)),
                    scalar: horizontal, style: styleIndex)
        canvas.fill(CellRect(origin: CellPoint(x: left, y: top + 1), size: CellSize(width: 1, height: rect.size.height - 2)),
                    scalar: vertical, style: styleIndex)
        canvas.fill(CellRect(origin: CellPoint(x: right, y: top + 1), size: CellSize(width: 1, height: rect.size.height - 2)),
                    scalar: vertical, style: styleIndex)
        canvas.put(scalar: topLeft, x: left, y: top, style: styleIndex)
        canvas.put(scalar: topRight, x: right, y: top, style: styleIndex)
        canvas.put(scalar: bottomLeft, x: left, y: bottom, style: styleIndex)
        canvas.put(scalar: bottomRight, x: right, y: bottom, style: styleIndex)
        if var shown = title, rect.size.width > 4 {
            let titleRect = titleRect(in: rect, title: &shown)
            canvas.put(scalar: " ", x: left + 1, y: top, style: 0)
            shown.draw(in: titleRect, canvas: &canvas)
            if titleRect.maxX < right { canvas.put(scalar: " ", x: titleRect.maxX, y: top, style: 0) }
            title = shown
        }
    }

    /// Where `title` goes in the top edge of a box in `rect`.
    func titleRect(in rect: CellRect, title: inout some BoxTitle) -> CellRect {
        let titleSize = title.sizeThatFits(CellProposal(width: rect.size.width - 4, height: 1))
        return CellRect(origin: CellPoint(x: rect.minX + 2, y: rect.minY),
                        size: CellSize(width: min(titleSize.width, rect.size.width - 4), height: 1))
    }
}
