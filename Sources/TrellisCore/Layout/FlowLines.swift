/// Children flowed into the tracks of one cross length, line after line along an axis: each
/// child's size in its track, each line's offset along the axis, and how far the children
/// draw outside their rectangles. Line `n` holds children `n * perLine` up to the next line's.
///
/// The layout of lazy grids and lazy stacks (``GridFlowNode``). It grows a child at a time,
/// so that the renderer can draw the first lines of a lazy stack at the root while its later
/// children are still being made (``FlowStreamer``), and forgets the lines drawn for good
/// (``forgetLines(endingAbove:)``), so that what it keeps stays as small as a band.
struct FlowLines {
    /// The cross length the tracks were resolved for.
    let length: Int
    let axis: Axis
    let tracks: GridTracks
    /// The children of a full line: one per track.
    let perLine: Int
    private let lineSpacing: Int
    /// Each track's alignment of a child in its cell.
    private let alignments: [Alignment]
    /// What each track proposes to its children: its cross length, nothing along the axis.
    private let proposals: [CellProposal]
    /// The size of each child appended, in its track, from the first line kept.
    private var sizes: [CellSize] = []
    /// Where each line starts along the axis, from the first line kept.
    private var offsets: [Int] = []
    /// The lines forgotten: line `n` is `offsets[n - forgottenLines]`.
    private var forgottenLines = 0
    /// The extent of the last line (the others' follow from the offsets).
    private var lastExtent = 0
    /// The track of the next child.
    private var nextTrack = 0
    /// The largest overflow of any child at its own size; `nil` when one is unknown.
    private(set) var childOverflow: LineOverflow? = .inside
    /// The largest cross extent of any child appended, forgotten or not: a stack's width.
    private(set) var widestChild = 0

    /// No lines yet, in the tracks of `items` resolved for `length` cells across, `lineSpacing`
    /// apart; room for `capacity` children.
    init(items: [GridItem], axis: Axis, length: Int, lineSpacing: Int, capacity: Int = 0) {
        self.length = length
        self.axis = axis
        self.lineSpacing = lineSpacing
        tracks = GridTracks(items: items, length: length, defaultSpacing: axis == .vertical ? 1 : 0)
        alignments = tracks.alignments.map { $0 ?? .center }
        perLine = max(1, tracks.sizes.count)
        proposals = tracks.sizes.map { length in
            var proposal = CellProposal.unspecified
            proposal[axis.cross] = length
            return proposal
        }
        sizes.reserveCapacity(capacity)
        offsets.reserveCapacity((capacity + perLine - 1) / perLine)
    }

    /// No rows yet, in one column `length` cells across, each row aligned in it by `alignment`
    /// (a fraction, see ``Alignment/offset(_:in:fraction:)``) and `spacing` lines below the
    /// last: how a `VStack` of rigid rows is laid out, whole (``StackNode``) or streamed at the
    /// root (``VerticalFlow/Kind/stack(guide:)``).
    static func column(length: Int, alignment: Int, spacing: Int, capacity: Int = 0) -> FlowLines {
        FlowLines(items: [.column(alignment: alignment)], axis: .vertical, length: length, lineSpacing: spacing, capacity: capacity)
    }

    /// Whether there are tracks to place children in; with none, no child is placed.
    var hasTracks: Bool { !tracks.sizes.isEmpty }

    /// Measures `child` in the next track and places it, starting a line when the last one
    /// is full (a text that has to wrap there becomes its node).
    /// - Complexity: O(1), plus the child's measurement.
    mutating func append(_ child: inout FlowChild) {
        let size = child.sizeThatFits(proposals[nextTrack])
        if let known = childOverflow {
            // Not `.map(known.union)`: that closure would be allocated for every child.
            if let overflow = child.overflow(in: size) { childOverflow = known.union(overflow) } else { childOverflow = nil }
        }
        if nextTrack == 0 {
            offsets.append(offsets.isEmpty ? 0 : total + lineSpacing)
            lastExtent = 0
        }
        sizes.append(size)
        lastExtent = max(lastExtent, size[axis])
        widestChild = max(widestChild, size[axis.cross])
        nextTrack = nextTrack + 1 == perLine ? 0 : nextTrack + 1
    }

    /// Whether `child`, put at `index` (one of the children appended, none forgotten), would
    /// lie where the child appended there does: it has the same size in its track and draws
    /// only inside its rectangle (so the others' overflow is still the flow's).
    func placesAlike(_ child: _LayoutNode, at index: Int) -> Bool {
        guard forgottenLines == 0, index < sizes.count else { return false }
        let size = child.sizeThatFits(proposals[index % perLine])
        return size == sizes[index] && child.overflow(in: size) == .inside
    }

    /// Appends `children` one after another, each as a child alone is, through one
    /// pointer to them: their array's storage, which the thread that made it may be next to,
    /// is not looked at again for each child.
    mutating func append(_ children: inout [FlowChild]) {
        children.withUnsafeMutableBufferPointer { children in
            for index in children.indices { append(&children[index]) }
        }
    }

    /// The number of lines, forgotten or not.
    var lineCount: Int { forgottenLines + offsets.count }

    /// The lines kept: all of them unless some were forgotten.
    var keptLines: Range<Int> { forgottenLines..<lineCount }

    /// Where line `line`, one of the lines kept, starts along the axis.
    func offset(ofLine line: Int) -> Int {
        offsets[line - forgottenLines]
    }

    /// Where the last line starts along the axis; 0 when there is none.
    var lastLineOffset: Int { offsets.last ?? 0 }

    /// The extent along the axis: the lines and the spacing between them.
    var total: Int { lastLineOffset + lastExtent }

    /// Whether the last line has a child in every track: a child appended next starts a line.
    var isLastLineFull: Bool { nextTrack == 0 }

    /// The extent of line `line` along the axis: its tallest (or widest) child.
    func extent(ofLine line: Int) -> Int {
        line + 1 < lineCount ? offset(ofLine: line + 1) - lineSpacing - offset(ofLine: line) : lastExtent
    }

    /// The children of line `line`.
    func children(ofLine line: Int) -> Range<Int> {
        (line * perLine)..<min(forgottenLines * perLine + sizes.count, (line + 1) * perLine)
    }

    /// The rectangle of child `index` of line `line`, one of the lines kept, relative to the
    /// first track's start and the first line's start.
    func rect(of index: Int, line: Int) -> CellRect {
        let track = index - line * perLine
        let cross = tracks.starts[track]
        let start = offset(ofLine: line)
        var cellSize = CellSize.zero
        cellSize[axis] = extent(ofLine: line)
        cellSize[axis.cross] = tracks.sizes[track]
        let cell = CellRect(
            origin: axis == .vertical ? CellPoint(x: cross, y: start) : CellPoint(x: start, y: cross),
            size: cellSize)
        return alignments[track].rect(of: sizes[index - forgottenLines * perLine], in: cell)
    }

    /// Forgets the lines before the last that end above `y` along the axis by more than any
    /// child draws below its rectangle: a flow drawn a band at a time from `y` down never
    /// draws them again. Their storage goes once they outnumber the lines kept, so that
    /// forgetting costs O(1) amortized per line.
    mutating func forgetLines(endingAbove y: Int) {
        guard let margin = childOverflow, offsets.count > 1 else { return }
        let kept = forgottenLines..<(lineCount - 1)
        let end = kept.partitioningIndex { offset(ofLine: $0) + extent(ofLine: $0) + margin.below > y }
        let count = end - forgottenLines
        guard count >= 64, count * 2 >= offsets.count else { return }
        offsets.removeFirst(count)
        sizes.removeFirst(count * perLine)
        forgottenLines = end
    }

    /// Where the first track starts across a flow of `size` aligned by `alignment` (a fraction).
    func crossStart(in size: CellSize, alignment: Int) -> Int {
        Alignment.offset(tracks.used, in: size[axis.cross], fraction: alignment)
    }

    /// Draws `children`, the children these lines were made of (indexed from 0), in `rect`
    /// with the tracks aligned across it by `alignment`. A vertical flow drawn a band at a
    /// time draws only the lines that can reach the band.
    func draw<Children: RandomAccessCollection<FlowChild>>(
        _ children: Children, in rect: CellRect, alignment: Int, canvas: inout Canvas
    ) where Children.Index == Int {
        let start = crossStart(in: rect.size, alignment: alignment)
        let origin = axis == .vertical
            ? CellPoint(x: rect.minX + start, y: rect.minY) : CellPoint(x: rect.minX, y: rect.minY + start)
        for line in visibleLines(at: rect, on: &canvas) {
            for index in self.children(ofLine: line) {
                let child = self.rect(of: index, line: line)
                children[index].draw(
                    in: CellRect(origin: CellPoint(x: origin.x + child.minX, y: origin.y + child.minY), size: child.size),
                    canvas: &canvas)
            }
        }
    }

    /// The lines that can draw on the canvas's lines when the flow is at `rect`: all those
    /// kept, except in a vertical flow drawn a band at a time, where the others are skipped.
    /// - Complexity: O(log *n*) in the number of lines.
    private func visibleLines(at rect: CellRect, on canvas: inout Canvas) -> Range<Int> {
        let all = keptLines
        guard axis == .vertical, rect.minY < 0 || rect.maxY > canvas.lineLimit, let margin = childOverflow else { return all }
        let first = all.partitioningIndex { rect.minY + offset(ofLine: $0) + extent(ofLine: $0) + margin.below > 0 }
        let end = (first..<all.upperBound).partitioningIndex { rect.minY + offset(ofLine: $0) - margin.above >= canvas.lineLimit }
        if end < all.upperBound { canvas.clippedBelow = true }
        return first..<end
    }
}

extension GridItem {
    /// The one track of a stack's column: as wide as the stack is offered, its rows aligned
    /// across it by `alignment` (a fraction) and at the top of their lines.
    static func column(alignment: Int) -> GridItem {
        GridItem(.flexible(minimum: 0), alignment: Alignment(horizontal: HorizontalAlignment(fraction: alignment), vertical: .top))
    }
}
