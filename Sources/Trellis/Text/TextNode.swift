/// The layout node of a ``Text``: wraps at the proposed width, draws its lines aligned by
/// `multilineTextAlignment`.
///
/// A text that fits on one line (most labels, titles and rows) is measured and drawn straight
/// from its strings; only a text that wraps, breaks lines or is cut by a line limit is split
/// into clusters and laid out with ``TextLayout``. A text of one run (one style) on one line
/// allocates nothing beyond the node.
final class TextNode: _LayoutNode {
    /// One styled string: case transformed, controls cleaned, contiguous UTF-8.
    private struct Run {
        var string: String
        var style: TextStyle
    }

    /// The first run. The others (usually none) are in `wrapping`; run `runCount` is the
    /// ellipsis "…".
    private let first: Run
    /// What the node reads of the environment's text settings after it is made, as a value:
    /// a reference to the shared settings would be counted by every node, on the thread
    /// that makes it and on the one that frees it.
    private let layout: TextSettings.Layout
    private var policy: WidthPolicy { layout.policy }
    private var lineLimit: Int? { layout.lineLimit }
    /// Whether every run is empty.
    private let isEmpty: Bool
    /// Whether every run is ASCII: then each byte is one cell.
    private let isASCII: Bool
    /// The text on one line when it has no line breaks: its width, and its width without
    /// the trailing spaces a line drops; `lineWidth` is -1 when it breaks lines. (32 bits
    /// each, not an optional pair of `Int`s: a node takes 112 bytes instead of 128, 1.6 MB
    /// less for a 100,000-row checklist.)
    private let lineWidth: Int32
    private let trimmedLineWidth: Int32

    private var singleLine: (width: Int, trimmedWidth: Int)? {
        lineWidth < 0 ? nil : (Int(lineWidth), Int(trimmedLineWidth))
    }
    /// The runs after the first and the state of wrapping; made only for a text of several
    /// runs, or when the text first wraps, so that a node of one line and one style (most
    /// labels and rows) stays small.
    private var wrapping: Wrapping?

    /// What a text of several runs, or one that wraps, keeps beyond its first run.
    private final class Wrapping {
        /// The runs after the first.
        let rest: [Run]
        /// The grapheme clusters of every run, made on first wrap.
        var clusters: [Cluster]?
        /// The last layout, reused by `draw` after `measure` at the same width.
        var lastLayout: (width: Int?, layout: TextLayout)?

        init(rest: [Run]) {
            self.rest = rest
        }
    }

    /// The runs after the first.
    private var rest: [Run] { wrapping?.rest ?? [] }

    /// The grapheme clusters of every run, made on first wrap.
    private func clusters(in wrapping: Wrapping) -> [Cluster] {
        if let clusters = wrapping.clusters { return clusters }
        var clusters: [Cluster] = []
        for run in 0..<runCount {
            ClusterSegmentation.append(self.run(run).string, run: Int32(run), policy: policy, to: &clusters)
        }
        wrapping.clusters = clusters
        return clusters
    }

    init(text: borrowing Text, environment: borrowing EnvironmentValues) {
        let settings = TextSettings.of(environment)
        var prepared = Preparation()
        switch text.storage {
        case .verbatim(let string):
            first = prepared.run(string, TextStyleOverride(), settings: settings)
        case .styled(let run):
            first = prepared.run(run.string, run.style, settings: settings)
        case .runs(let runs):
            first = runs.first.map { prepared.run($0.string, $0.style, settings: settings) } ?? Run(string: "", style: settings.style)
            if runs.count > 1 {
                wrapping = Wrapping(rest: runs.dropFirst().map { prepared.run($0.string, $0.style, settings: settings) })
            }
        }
        layout = settings.layout
        isEmpty = prepared.isEmpty
        isASCII = prepared.isASCII
        let width = Int32(clamping: prepared.width)
        lineWidth = prepared.hasLineBreak ? -1 : width
        trimmedLineWidth = Int32(clamping: prepared.width - prepared.trailingSpaces)
    }

    /// Turns a text's parts into runs one after another, adding up what the node keeps of
    /// them.
    private struct Preparation {
        var isEmpty = true
        var isASCII = true
        var hasLineBreak = false
        var width = 0
        var trailingSpaces = 0
        /// The column the next run starts at, for expanding its tabs.
        var column = 0

        /// `string` case transformed, controls cleaned and contiguous, styled with `override`
        /// over the style of `settings`.
        mutating func run(_ string: String, _ override: TextStyleOverride, settings: TextSettings) -> Run {
            let policy = settings.policy
            var string = switch settings.textCase {
            case .uppercase?: string.uppercased()
            case .lowercase?: string.lowercased()
            case nil: string
            }
            string.makeContiguousUTF8()
            let line = TextNode.cleanAndMeasure(&string, column: &column, policy: policy)
            isEmpty = isEmpty && string.isEmpty
            isASCII = isASCII && line.isASCII
            hasLineBreak = hasLineBreak || line.hasLineBreak
            trailingSpaces = line.isAllSpaces ? trailingSpaces + line.width : line.trailingSpaces
            width += line.width
            var style = override.applied(to: settings.style)
            if let font = settings.font, override.font == nil {
                style.attributes.formUnion(font.attributes)
            }
            return Run(string: string, style: style)
        }
    }

    /// The number of runs, not counting the ellipsis.
    private var runCount: Int { 1 + rest.count }

    /// Run `index`, or the ellipsis "…" in the last run's style for `runCount`.
    private func run(_ index: Int) -> Run {
        if index == 0 { return first }
        if index < runCount { return rest[index - 1] }
        return Run(string: "…", style: rest.last?.style ?? first.style)
    }

    /// What a run measures as one line: the width of its clusters, the width of its trailing
    /// space clusters, whether it is only spaces (or empty), ASCII, and whether it breaks lines.
    fileprivate typealias LineMeasure = (width: Int, trailingSpaces: Int, isAllSpaces: Bool, isASCII: Bool, hasLineBreak: Bool)

    /// Measures `string` (contiguous) as one line, first replacing its control characters
    /// if it has any; `column` moves to where the run ends, for the tabs of the next run.
    /// Most runs are printable ASCII, which one scan tells everything about.
    fileprivate static func cleanAndMeasure(_ string: inout String, column: inout Int, policy: WidthPolicy) -> LineMeasure {
        let printable = string.utf8.withContiguousStorageIfAvailable { bytes in
            CellWidth.isPrintableASCII(bytes) ? measurePrintableASCII(bytes) : nil
        } ?? nil
        if let printable {
            column += printable.width
            return printable
        }
        let needsCleaning = string.utf8.withContiguousStorageIfAvailable(ControlCharacters.needsCleaning) ?? true
        if needsCleaning {
            string = ControlCharacters.cleaned(string, column: &column, policy: policy)
            string.makeContiguousUTF8()
        }
        let line = string.utf8.withContiguousStorageIfAvailable { measureLine($0, policy: policy) }!
        if !needsCleaning {
            column = line.hasLineBreak ? lastLineWidth(of: string, policy: policy) : column + line.width
        }
        return line
    }

    /// What ``measureLine(_:policy:)`` tells of a run of printable ASCII: a cell a byte.
    private static func measurePrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> LineMeasure {
        var trailing = 0
        while trailing < bytes.count, bytes[bytes.count - 1 - trailing] == 0x20 { trailing += 1 }
        return (bytes.count, trailing, trailing == bytes.count, true, false)
    }

    /// A run measured as one line, cluster by cluster (after an ASCII prefix).
    private static func measureLine(_ bytes: UnsafeBufferPointer<UInt8>, policy: WidthPolicy) -> LineMeasure {
        let (asciiLength, asciiWidth) = CellWidth.asciiPrefix(of: bytes)
        if asciiLength == bytes.count {
            var trailing = 0
            while trailing < bytes.count, bytes[bytes.count - 1 - trailing] == 0x20 { trailing += 1 }
            let hasLineBreak = bytes.contains(0x0A) || bytes.contains(0x0D)
            return (asciiWidth, trailing, trailing == bytes.count, true, hasLineBreak)
        }
        var width = 0
        var trailing = 0
        var hasLineBreak = false
        var isAllSpaces = true
        for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) {
            let first = bytes[cluster.byteRange.lowerBound]
            if first == 0x0A || first == 0x0D { hasLineBreak = true }
            width += cluster.width
            let isSpace = first == 0x20 && cluster.byteRange.count == 1
            trailing = isSpace ? trailing + 1 : 0
            isAllSpaces = isAllSpaces && isSpace
        }
        return (width, trailing, isAllSpaces, false, hasLineBreak)
    }

    /// The width of what follows the last line break of `string`.
    private static func lastLineWidth(of string: String, policy: WidthPolicy) -> Int {
        let utf8 = string.utf8
        let start = utf8.lastIndex { $0 == 0x0A || $0 == 0x0D }.map(utf8.index(after:)) ?? utf8.startIndex
        return CellWidth.width(of: string[start...], policy: policy)
    }

    /// The single line, when the whole text fits in `width` on one line.
    private func fittingLine(width: Int?) -> (width: Int, trimmedWidth: Int)? {
        guard let singleLine, singleLine.width <= width ?? .max, lineLimit ?? 1 >= 1 else { return nil }
        return singleLine
    }

    private func layout(width: Int?, height: Int?) -> TextLayout {
        let heightLimit = height == CellProposal.infinity ? nil : height
        let limit = switch (lineLimit, heightLimit) {
        case let (lines?, height?): min(lines, height)
        case let (lines, height): lines ?? height
        }
        let key = width == CellProposal.infinity ? nil : width
        let wrapping = self.wrapping ?? Wrapping(rest: [])
        self.wrapping = wrapping
        if let last = wrapping.lastLayout, last.width == key, limit == lineLimit { return last.layout }
        let ellipsis = TextLayout.Glyph(run: Int32(runCount), start: 0, end: 3, width: 1)
        let layout = TextLayout(clusters: clusters(in: wrapping), maxWidth: key, lineLimit: limit,
                                truncation: layout.truncation, ellipsis: ellipsis)
        if limit == lineLimit { wrapping.lastLayout = (key, layout) }
        return layout
    }

    /// The wrapped size at the proposed width (a line that fits costs O(1); a wrapped layout
    /// is kept for the last width). A text never asks for fewer than one line
    /// (it truncates to fit a smaller height), and squeezed to no width it is 0 wide.
    override func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        if isEmpty { return .zero }
        if proposal.width == 0 { return CellSize(width: 0, height: 1) }
        if let line = fittingLine(width: proposal.width) { return CellSize(width: line.trimmedWidth, height: 1) }
        let layout = layout(width: proposal.width, height: proposal.height.map { max(1, $0) })
        return CellSize(width: layout.width, height: layout.lines.count)
    }

    /// Text draws only inside its rectangle.
    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard rect.size.width > 0, rect.size.height > 0, canvas.showsLines(rect.minY..<rect.maxY) else { return }
        if let line = fittingLine(width: rect.size.width) {
            let x = rect.minX + lineOffset(width: line.trimmedWidth, in: rect.size.width)
            drawLine(from: x, to: x + line.trimmedWidth, y: rect.minY, canvas: &canvas)
            return
        }
        let layout = layout(width: rect.size.width, height: rect.size.height)
        let styles = (0...runCount).map { styleIndex(ofRun: $0, in: &canvas) }  // the ellipsis last
        for (number, line) in layout.lines.enumerated() where number < rect.size.height {
            let y = rect.minY + number
            guard canvas.showsLines(y..<y + 1) else { continue }
            var x = rect.minX + lineOffset(width: line.reduce(0) { $0 + Int($1.width) }, in: rect.size.width)
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

    /// Where a line `width` cells wide starts in a rectangle `available` cells wide.
    private func lineOffset(width: Int, in available: Int) -> Int {
        guard width < available else { return 0 }
        return switch layout.alignment {
        case .leading: 0
        case .center: (available - width) / 2
        case .trailing: available - width
        }
    }

    /// Draws every run on line `y` from column `start`, stopping at column `end` (where the
    /// trailing spaces begin).
    private func drawLine(from start: Int, to end: Int, y: Int, canvas: inout Canvas) {
        guard start < end else { return }
        var x = start
        draw(first, x: &x, end: end, y: y, canvas: &canvas)
        for run in rest where x < end {
            draw(run, x: &x, end: end, y: y, canvas: &canvas)
        }
    }

    /// Draws `run` on line `y` from column `x`, stopping at column `end`; `x` moves past it.
    private func draw(_ run: borrowing Run, x: inout Int, end: Int, y: Int, canvas: inout Canvas) {
        let style = canvas.styleIndex(run.style)
        run.string.utf8.withContiguousStorageIfAvailable { bytes in
            if isASCII {
                let count = min(bytes.count, end - x)
                canvas.put(ascii: UnsafeBufferPointer(rebasing: bytes[..<count]), x: x, y: y, style: style)
                x += count
                return
            }
            x = canvas.put(clustersOf: bytes, policy: policy, x: x, end: end, y: y, style: style)
        }
    }

    /// The canvas style index of run `run` (or of the ellipsis, which takes the last run's
    /// style).
    private func styleIndex(ofRun run: Int, in canvas: inout Canvas) -> UInt16 {
        canvas.styleIndex(self.run(min(run, runCount - 1)).style)
    }
}
