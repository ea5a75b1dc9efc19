/// A one-line bar showing where a value lies in a range: ``ProgressView``'s and ``Gauge``'s
/// blocks, or ``Slider``'s track and thumb.
///
/// It takes the width it is offered (``idealWidth`` when asked for its ideal size or offered
/// an unbounded width) and one line.
///
///     ██████▌░░░░░░░   blocks at 0.47 over 14 columns: whole cells, then eighths
///     ━━━━━━●───────   track at 0.47
nonisolated struct LevelBar: UnaryView {
    enum Style {
        /// Full blocks for the filled part, a left-eighths block for the cell partly filled,
        /// light shade for the rest.
        case blocks
        /// A heavy line up to the thumb `●`, a light line after it.
        case track
    }

    /// The columns a bar takes when nothing bounds it.
    static let idealWidth = 10

    /// From 0 to 1.
    let fraction: Double
    let style: Style

    /// A bar at `value` within `lower...upper`: clamped into the range; a NaN value, an infinite
    /// bound or an empty range is at 0.
    init<V: BinaryFloatingPoint>(value: V, in lower: V, _ upper: V, style: Style) {
        self.init(fraction: Self.fraction(Double(value), lower: Double(lower), upper: Double(upper)), style: style)
    }

    init(fraction: Double, style: Style) {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.style = style
    }

    /// Where `value` lies from `lower` (0) to `upper` (1), clamped; 0 for what cannot be placed.
    static func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
        guard !value.isNaN, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
        let fraction = (value - lower) / (upper - lower)  // NaN only for a range too wide for a Double
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        LevelBarNode(fraction: view.fraction, style: view.style)
    }
}

final class LevelBarNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    /// The left-eighths blocks, from one eighth to seven.
    private static let eighths: [Unicode.Scalar] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    let fraction: Double
    let style: LevelBar.Style

    init(fraction: Double, style: LevelBar.Style) {
        self.fraction = fraction
        self.style = style
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let width = proposal.width.map { $0 == CellProposal.infinity ? LevelBar.idealWidth : $0 } ?? LevelBar.idealWidth
        return CellSize(width: min(width, Cells.maxLength), height: 1)
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let width = rect.size.width
        guard width > 0, rect.size.height > 0 else { return }
        let line = CellRect(origin: rect.origin, size: CellSize(width: width, height: 1))
        func span(_ from: Int, _ to: Int) -> CellRect {
            CellRect(origin: CellPoint(x: rect.minX + from, y: rect.minY), size: CellSize(width: max(0, to - from), height: 1))
        }
        switch style {
        case .blocks:
            let eighthCount = Int((fraction * Double(width) * 8).rounded(.down))
            let full = eighthCount / 8, partial = eighthCount % 8
            canvas.fill(line, scalar: "░", style: 0)
            canvas.fill(span(0, full), scalar: "█", style: 0)
            if partial > 0 { canvas.put(scalar: Self.eighths[partial - 1], x: rect.minX + full, y: rect.minY, style: 0) }
        case .track:
            let thumb = Int((fraction * Double(width - 1)).rounded())
            canvas.fill(span(0, thumb), scalar: "━", style: 0)
            canvas.fill(span(thumb + 1, width), scalar: "─", style: 0)
            canvas.put(scalar: "●", x: rect.minX + thumb, y: rect.minY, style: 0)
        }
    }
}
