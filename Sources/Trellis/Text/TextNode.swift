/// The layout node of a ``Text``: wraps at the proposed width, draws its lines aligned by
/// `multilineTextAlignment`.
final class TextNode: _LayoutNode {
    private let strings: [String]
    private let styles: [TextStyle]
    private let clusters: [Cluster]
    private let lineLimit: Int?
    private let alignment: TextAlignment
    private let truncation: Text.TruncationMode
    /// The glyph "…" in run `strings.count` (an extra run holding the ellipsis).
    private let ellipsis: TextLayout.Glyph
    /// The last layout, reused by `draw` after `measure` at the same width.
    private var lastLayout: (width: Int?, layout: TextLayout)?

    init(text: Text, environment: EnvironmentValues) {
        let base = environment.cellStyle
        let textCase = environment.textCase
        var strings: [String] = []
        var styles: [TextStyle] = []
        for run in text.runs {
            var string = run.string
            switch textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            strings.append(string)
            var style = run.style.applied(to: base)
            if let font = environment.font, run.style.font == nil {
                style.attributes.formUnion(font.attributes)
            }
            styles.append(style)
        }
        strings.append("…")
        styles.append(styles.last ?? base)
        ellipsis = TextLayout.Glyph(run: Int32(strings.count - 1), start: 0, end: 3, width: 1)
        var clusters: [Cluster] = []
        for (index, string) in strings.dropLast().enumerated() {
            ClusterSegmentation.append(string, run: Int32(index), policy: environment.widthPolicy, to: &clusters)
        }
        self.strings = strings
        self.styles = styles
        self.clusters = clusters
        self.lineLimit = environment.lineLimit
        self.alignment = environment.multilineTextAlignment
        self.truncation = environment.truncationMode
    }

    private func layout(width: Int?, height: Int?) -> TextLayout {
        let heightLimit = height == CellProposal.infinity ? nil : height
        let limit = switch (lineLimit, heightLimit) {
        case let (lines?, height?): min(lines, height)
        case let (lines, height): lines ?? height
        }
        let key = width == CellProposal.infinity ? nil : width
        if let last = lastLayout, last.width == key, limit == lineLimit { return last.layout }
        let layout = TextLayout(clusters: clusters, maxWidth: key, lineLimit: limit, truncation: truncation, ellipsis: ellipsis)
        if limit == lineLimit { lastLayout = (key, layout) }
        return layout
    }

    /// The wrapped size at the proposed width. A text never asks for fewer than one line
    /// (it truncates to fit a smaller height), and squeezed to no width it is 0 wide.
    override func measure(_ proposal: CellProposal) -> CellSize {
        if clusters.isEmpty { return .zero }
        if proposal.width == 0 { return CellSize(width: 0, height: 1) }
        let layout = layout(width: proposal.width, height: proposal.height.map { max(1, $0) })
        return CellSize(width: layout.width, height: layout.lines.count)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard rect.size.width > 0, rect.size.height > 0 else { return }
        let layout = layout(width: rect.size.width, height: rect.size.height)
        let styleIndices = styles.map { canvas.styleIndex($0) }
        for (number, line) in layout.lines.enumerated() where number < rect.size.height {
            let lineWidth = line.reduce(0) { $0 + Int($1.width) }
            var x = rect.minX
            switch alignment {
            case .leading: break
            case .center: x += max(0, rect.size.width - lineWidth) / 2
            case .trailing: x += max(0, rect.size.width - lineWidth)
            }
            for glyph in line {
                let string = strings[Int(glyph.run)]
                let utf8 = string.utf8
                let start = utf8.index(utf8.startIndex, offsetBy: Int(glyph.start))
                let end = utf8.index(start, offsetBy: Int(glyph.end - glyph.start))
                if x + Int(glyph.width) <= rect.maxX {
                    canvas.put(cluster: string[start..<end], cellWidth: Int(glyph.width), x: x, y: rect.minY + number,
                               style: styleIndices[Int(glyph.run)])
                }
                x += Int(glyph.width)
            }
        }
    }
}
