/// A ``Text`` made ready for layout, as a value: its first run cleaned and styled, what the
/// whole text measures on one line, and what it reads of its environment's text settings.
///
/// A text that fits on one line (most labels, titles and rows) is measured and drawn from
/// this alone; a ``TextNode`` keeps it, with the runs after the first and the state of
/// wrapping. A text of one run is kept as this value, without a node, by a lazy flow
/// (``FlowChild/text(_:)``) until it has to wrap.
struct PreparedText {
    /// One styled string: case transformed, controls cleaned, contiguous UTF-8.
    struct Run {
        var string: String
        var style: TextStyle
    }

    /// The first run.
    let first: Run
    /// What the text reads of the environment's text settings after it is made, as a value: a
    /// reference to the shared settings would be counted by every text, on the thread that
    /// makes it and on the one that lets it go.
    let layout: TextSettings.Layout
    /// Whether every run is empty.
    let isEmpty: Bool
    /// Whether every run is ASCII: then each byte is one cell.
    let isASCII: Bool
    /// The text on one line when it has no line breaks: its width, and its width without the
    /// trailing spaces a line drops; `lineWidth` is -1 when it breaks lines. (32 bits each, not
    /// an optional pair of `Int`s, to keep a row of a long flow small.)
    private let lineWidth: Int32
    private let trimmedLineWidth: Int32

    /// Prepares `text` drawn in `environment`; returns the runs after the first too (usually
    /// none), which only a ``TextNode`` keeps.
    static func make(_ text: borrowing Text, environment: borrowing EnvironmentValues) -> (PreparedText, rest: [Run]) {
        let settings = TextSettings.of(environment)
        var preparation = Preparation()
        let first: Run
        var rest: [Run] = []
        switch text.storage {
        case .verbatim(let string):
            first = preparation.run(string, TextStyleOverride(), settings: settings)
        case .styled(let run):
            first = preparation.run(run.string, run.style, settings: settings)
        case .runs(let runs):
            first = runs.first.map { preparation.run($0.string, $0.style, settings: settings) }
                ?? Run(string: "", style: settings.style)
            rest = runs.dropFirst().map { preparation.run($0.string, $0.style, settings: settings) }
        }
        return (PreparedText(first: first, layout: settings.layout, preparation: preparation), rest)
    }

    private init(first: Run, layout: TextSettings.Layout, preparation: Preparation) {
        self.first = first
        self.layout = layout
        isEmpty = preparation.isEmpty
        isASCII = preparation.isASCII
        lineWidth = preparation.hasLineBreak ? -1 : Int32(clamping: preparation.width)
        trimmedLineWidth = Int32(clamping: preparation.width - preparation.trailingSpaces)
    }

    var policy: WidthPolicy { layout.policy }
    var lineLimit: Int? { layout.lineLimit }

    /// The size of the text for `proposal` when that does not take wrapping it: nothing when
    /// empty, one line 0 wide when squeezed to no width, or its one line when that fits; `nil`
    /// when the text has to be laid out (``TextLayout``).
    /// - Complexity: O(1).
    func sizeOnOneLine(_ proposal: CellProposal) -> CellSize? {
        if isEmpty { return .zero }
        if proposal.width == 0 { return CellSize(width: 0, height: 1) }
        guard let line = fittingLine(width: proposal.width) else { return nil }
        return CellSize(width: line.trimmedWidth, height: 1)
    }

    /// Draws the text, whose runs after the first are `rest`, on one line in `rect` when it
    /// fits there (or there is nothing to draw); `false` when it has to be laid out.
    func drawOnOneLine(in rect: CellRect, rest: [Run], canvas: inout Canvas) -> Bool {
        guard rect.size.width > 0, rect.size.height > 0, canvas.showsLines(rect.minY..<rect.maxY) else { return true }
        guard let line = fittingLine(width: rect.size.width) else { return false }
        let start = rect.minX + lineOffset(width: line.trimmedWidth, in: rect.size.width)
        let end = start + line.trimmedWidth
        guard start < end else { return true }
        var x = start
        draw(first, x: &x, end: end, y: rect.minY, canvas: &canvas)
        for run in rest where x < end {
            draw(run, x: &x, end: end, y: rect.minY, canvas: &canvas)
        }
        return true
    }

    /// The single line, when the whole text fits in `width` on one line.
    private func fittingLine(width: Int?) -> (width: Int, trimmedWidth: Int)? {
        guard lineWidth >= 0, Int(lineWidth) <= width ?? .max, lineLimit ?? 1 >= 1 else { return nil }
        return (Int(lineWidth), Int(trimmedLineWidth))
    }

    /// Where a line `width` cells wide starts in a rectangle `available` cells wide.
    func lineOffset(width: Int, in available: Int) -> Int {
        guard width < available else { return 0 }
        return switch layout.alignment {
        case .leading: 0
        case .center: (available - width) / 2
        case .trailing: available - width
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
}

/// Turns a text's parts into runs one after another, adding up what ``PreparedText`` keeps of
/// them.
private struct Preparation {
    var isEmpty = true
    var isASCII = true
    var hasLineBreak = false
    var width = 0
    var trailingSpaces = 0
    /// The column the next run starts at, for expanding its tabs.
    var column = 0

    /// `string` case transformed, controls cleaned and contiguous, styled with `override` over
    /// the style of `settings`.
    mutating func run(_ string: String, _ override: TextStyleOverride, settings: TextSettings) -> PreparedText.Run {
        let policy = settings.policy
        var string = switch settings.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
        string.makeContiguousUTF8()
        let line = Self.cleanAndMeasure(&string, column: &column, policy: policy)
        isEmpty = isEmpty && string.isEmpty
        isASCII = isASCII && line.isASCII
        hasLineBreak = hasLineBreak || line.hasLineBreak
        trailingSpaces = line.isAllSpaces ? trailingSpaces + line.width : line.trailingSpaces
        width += line.width
        var style = override.applied(to: settings.style)
        if let font = settings.font, override.font == nil {
            style.attributes.formUnion(font.attributes)
        }
        return PreparedText.Run(string: string, style: style)
    }

    /// What a run measures as one line: the width of its clusters, the width of its trailing
    /// space clusters, whether it is only spaces (or empty), ASCII, and whether it breaks lines.
    private typealias LineMeasure = (width: Int, trailingSpaces: Int, isAllSpaces: Bool, isASCII: Bool, hasLineBreak: Bool)

    /// Measures `string` (contiguous) as one line, first replacing its control characters if
    /// it has any; `column` moves to where the run ends, for the tabs of the next run. Most
    /// runs are printable ASCII, which one scan tells everything about.
    private static func cleanAndMeasure(_ string: inout String, column: inout Int, policy: WidthPolicy) -> LineMeasure {
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
}
