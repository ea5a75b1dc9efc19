/// A colour is a view that fills the space it is offered.
///
/// In a terminal it is drawn as full blocks (`█`) in the colour, or shade blocks (`▓▒░`) when
/// the colour is partly transparent, so that it shows in plain text too. Its ideal size is one
/// cell. Used as a background (``View/background(_:ignoresSafeAreaEdges:)``) it colours the
/// cells' background instead.
extension Color: LeafView {
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        ColorNode(color: view, asBackground: environment.drawsColorsAsBackground)
    }
}

private enum ColorsAsBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether colour views colour the cells' background instead of drawing blocks: true in
    /// the content of `.background`.
    var drawsColorsAsBackground: Bool {
        get { self[ColorsAsBackgroundKey.self] }
        set { self[ColorsAsBackgroundKey.self] = newValue }
    }
}

/// A colour laid behind or over a view's cells (their background), drawing no glyphs.
nonisolated struct ColorFill: UnaryView {
    let color: Color

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        ColorNode(color: view.color, asBackground: true)
    }
}

/// A flexible node filled with a colour.
final class ColorNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let color: Color
    let asBackground: Bool

    init(color: Color, asBackground: Bool) {
        self.color = color
        self.asBackground = asBackground
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: proposal.width.map { min($0, Cells.maxLength) } ?? 1, height: proposal.height.map { min($0, Cells.maxLength) } ?? 1)
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard !color.isClear else { return }
        if asBackground {
            canvas.restyle(rect) { style in
                var style = style
                if style.background == nil { style.background = color }
                return style
            }
            return
        }
        let block: Unicode.Scalar = switch color.alpha {
        case 0.75...: "█"
        case 0.5..<0.75: "▓"
        case 0.25..<0.5: "▒"
        default: "░"
        }
        canvas.fill(rect, scalar: block, style: canvas.styleIndex(TextStyle(foreground: Color(color.kind))))
    }
}
