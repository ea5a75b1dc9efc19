/// The layout node of a ``Text``: wraps at the proposed width, draws its lines aligned by
/// `multilineTextAlignment`.
///
/// A text that fits on one line (most labels, titles and rows) is measured and drawn straight
/// from its ``PreparedText``; only a text that wraps, breaks lines or is cut by a line limit is
/// split into clusters and laid out with ``TextLayout``. A text of one run (one style) on one
/// line allocates nothing beyond the node.
final class TextNode: _LayoutNode {
    override class var laysOutOffThread: Bool { true }

    private let prepared: PreparedText
    /// The runs after the first and the state of wrapping; made only for a text of several
    /// runs, or when the text first wraps, so that a node of one line and one style (most
    /// labels and rows) stays small.
    private var wrapping: Wrapping?

    /// What a text of several runs, or one that wraps, keeps beyond its first run.
    private final class Wrapping {
        /// The runs after the first.
        let rest: [PreparedText.Run]
        /// The grapheme clusters of every run, made on first wrap.
        var clusters: [Cluster]?
        /// The last layout, with the width and line limit it was made for: reused by `draw`
        /// after `measure` at the same width, and by each band of lines `draw` is called for.
        var lastLayout: (width: Int?, limit: Int?, layout: TextLayout)?

        init(rest: [PreparedText.Run]) {
            self.rest = rest
        }
    }

    /// The runs after the first.
    private var rest: [PreparedText.Run] { wrapping?.rest ?? [] }

    /// The grapheme clusters of every run, made on first wrap.
    private func clusters(in wrapping: Wrapping) -> [Cluster] {
        if let clusters = wrapping.clusters { return clusters }
        var clusters: [Cluster] = []
        for run in 0..<runCount {
            ClusterSegmentation.append(self.run(run).string, run: Int32(run), policy: prepared.policy, to: &clusters)
        }
        wrapping.clusters = clusters
        return clusters
    }

    convenience init(text: borrowing Text, environment: borrowing EnvironmentValues) {
        let (prepared, rest) = PreparedText.make(text, environment: environment)
        self.init(prepared, rest: rest)
    }

    /// The node of a text prepared as `prepared`, whose runs after the first are `rest`.
    init(_ prepared: PreparedText, rest: [PreparedText.Run] = []) {
        self.prepared = prepared
        if !rest.isEmpty { wrapping = Wrapping(rest: rest) }
    }

    /// The number of runs, not counting the ellipsis.
    private var runCount: Int { 1 + rest.count }

    /// Run `index`, or the ellipsis "…" in the last run's style for `runCount`.
    private func run(_ index: Int) -> PreparedText.Run {
        if index == 0 { return prepared.first }
        if index < runCount { return rest[index - 1] }
        return PreparedText.Run(string: "…", style: rest.last?.style ?? prepared.first.style)
    }

    private func layout(width: Int?, height: Int?) -> TextLayout {
        let lineLimit = prepared.lineLimit
        let heightLimit = height == CellProposal.infinity ? nil : height
        let limit = switch (lineLimit, heightLimit) {
        case let (lines?, height?): min(lines, height)
        case let (lines, height): lines ?? height
        }
        let key = width == CellProposal.infinity ? nil : width
        let wrapping = self.wrapping ?? Wrapping(rest: [])
        self.wrapping = wrapping
        // A layout within the text's own limit that fits the height is the one for the height.
        if let last = wrapping.lastLayout, last.width == key {
            let fits = last.limit == lineLimit && last.layout.lines.count <= heightLimit ?? Int.max
            if last.limit == limit || fits { return last.layout }
        }
        let ellipsis = TextLayout.Glyph(run: Int32(runCount), start: 0, end: 3, width: 1)
        let layout = TextLayout(clusters: clusters(in: wrapping), maxWidth: key, lineLimit: limit,
                                truncation: prepared.layout.truncation, ellipsis: ellipsis)
        wrapping.lastLayout = (key, limit, layout)
        return layout
    }

    /// The wrapped size at the proposed width (a line that fits costs O(1); a wrapped layout
    /// is kept for the last width). A text never asks for fewer than one line
    /// (it truncates to fit a smaller height), and squeezed to no width it is 0 wide.
    override func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        if let size = prepared.sizeOnOneLine(proposal) { return size }
        let layout = layout(width: proposal.width, height: proposal.height.map { max(1, $0) })
        return CellSize(width: layout.width, height: layout.lines.count)
    }

    /// A text is rigid where it fits on one line: it keeps that line at every narrower
    /// proposal it still fits, and never takes more or fewer lines for a height.
    override func isRigid(atWidth width: Int) -> Bool {
        prepared.sizeOnOneLine(CellProposal(width: width, height: nil)) != nil
    }

    /// Text draws only inside its rectangle.
    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        if prepared.drawOnOneLine(in: rect, rest: rest, canvas: &canvas) { return }
        let layout = layout(width: rect.size.width, height: rect.size.height)
        let styles = (0...runCount).map { styleIndex(ofRun: $0, in: &canvas) }  // the ellipsis last
        // Only the lines in the band being drawn: a text of many lines costs each band its lines.
        let first = max(0, -rect.minY), end = min(layout.lines.count, rect.size.height)
        for number in first..<max(first, end) {
            let y = rect.minY + number
            guard canvas.showsLines(y..<y + 1) else { break }
            let line = layout.lines[number]
            var x = rect.minX + prepared.lineOffset(width: line.reduce(0) { $0 + Int($1.width) }, in: rect.size.width)
            for glyph in line {
                if x + Int(glyph.width) <= rect.maxX, glyph.width > 0 {
                    let run = Int(glyph.run)
                    let style = styles[run]
                    self.run(run).string.utf8.withContiguousStorageIfAvailable { bytes in
                        let cluster = UnsafeBufferPointer(rebasing: bytes[Int(glyph.start)..<Int(glyph.end)])
                        canvas.put(cluster: cluster, cellWidth: Int(glyph.width), x: x, y: y, style: style)
                    }
                }
                x += Int(glyph.width)
            }
        }
    }

    /// The canvas style index of run `run` (or of the ellipsis, which takes the last run's
    /// style).
    private func styleIndex(ofRun run: Int, in canvas: inout Canvas) -> UInt16 {
        canvas.styleIndex(self.run(min(run, runCount - 1)).style)
    }
}
