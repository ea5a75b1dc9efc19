/// A `ScrollView` under a live runtime: it takes the size it is offered along its axes (no
/// more than its content's), and draws its content from its scroll offsets on.
///
/// As in SwiftUI on macOS a scroll view is not a focus stop of its own. The wheel over it
/// scrolls it (the innermost one under the pointer that scrolls that way; Shift or a tilted
/// wheel scrolls sideways, as the plain wheel does where only a sideways one is); Page Up, Page Down, Home and End scroll the one that holds the focused control (the
/// outermost one when focus is in none) vertically; and when focus moves to a control inside
/// it, it scrolls as little as keeps that control in view, along each of its axes.
///
/// The offsets are kept by the graph at the scroll view's identity, like a view's `@State`,
/// and dropped when the identity leaves. Scrolling draws the next frame without evaluating
/// any body: the offsets are read only while drawing. A one-shot render does not use this
/// node: there a scroll view shows all of its content.
enum ScrollViewport {
    /// The position of the scroll view at `identity`, kept in `graph`.
    static func position(at identity: ViewIdentity, in graph: LiveGraph) -> Position {
        let key = LiveGraph.SlotKey(identity: identity, type: ObjectIdentifier(Position.self), index: 0)
        return graph.slot(for: key) { Position(identity: identity, signal: graph.signal) }
    }

    /// Where a scroll view is scrolled to along one axis, and how far it can go as last drawn.
    struct Extent {
        /// The first line or column of the content shown, as scrolled to (drawn clamped to
        /// the content).
        var offset = 0
        /// The largest offset that still fills the view, as last drawn.
        private(set) var maxOffset = 0
        /// How far a page moves: the view's length less one line or column kept in view.
        private(set) var page = 1

        /// The offset drawn: the one scrolled to, within the content as last drawn.
        var shown: Int { min(max(0, offset), maxOffset) }

        /// Takes the extent of a frame being drawn: `content` cells shown `length` at a time.
        /// Scrolls to bring `reveal`, cells of the content, into view: placed at the fraction
        /// `anchor` of the view (0: its start at the view's start), or without one as little
        /// as shows it. Returns the offset to draw.
        mutating func layout(content: Int, length: Int, reveal: Range<Int>?, anchor: Double? = nil) -> Int {
            maxOffset = max(0, content - length)
            page = max(1, length - 1)
            if let reveal {
                if let anchor {
                    offset = reveal.lowerBound - Int((Double(length - reveal.count) * anchor).rounded())
                } else if reveal.lowerBound < shown || reveal.count > length {
                    offset = reveal.lowerBound
                } else if reveal.upperBound > shown + length {
                    offset = reveal.upperBound - length
                }
            }
            return shown
        }
    }

    /// Where a scroll view is scrolled to along each axis.
    final class Position: AnyStateSlot {
        /// The lines: the vertical offset.
        private(set) var vertical = Extent()
        /// The columns: the horizontal offset.
        private(set) var horizontal = Extent()
        /// The axes the scroll view scrolls along, as last drawn.
        fileprivate(set) var axes: Axis.Set = .vertical
        /// The size offered to the scroll view, for `containerRelativeFrame` in its content.
        let container = ContainerSize()
        /// The body whose content holds only some of the rows (a live `List`'s, ``ListWindow``)
        /// and the lines of the content they cover: a scroll past them resolves that content
        /// again.
        var resolvedWindow: (marks: BodyMarks, lines: Range<Int>)?
        /// The identity of the scroll view: its content's identities extend it.
        let identity: ViewIdentity
        private let signal: LiveSignal

        init(identity: ViewIdentity, signal: LiveSignal) {
            self.identity = identity
            self.signal = signal
        }

        /// Scrolls along `axis` to `cell`, kept within the content; a move asks for a frame.
        func scroll(_ axis: Axis, to cell: Int) {
            let extent = axis == .vertical ? vertical : horizontal
            let cell = min(max(0, cell), extent.maxOffset)
            guard cell != extent.shown else { return }
            if axis == .vertical { vertical.offset = cell } else { horizontal.offset = cell }
            let length = vertical.page + 1
            if axis == .vertical, let window = resolvedWindow, !window.lines.contains(cell) || cell + length > window.lines.upperBound {
                window.marks.markContent()
            } else {
                signal.invalidateIncrementally()
            }
        }

        /// Scrolls along `axis` by `cells` (up or left when negative).
        func scroll(_ axis: Axis, by cells: Int) {
            scroll(axis, to: (axis == .vertical ? vertical : horizontal).shown + cells)
        }

        /// Applies a page key, vertically: Page Up and Page Down move a page, Home and End to
        /// either end. Returns whether `key` is one of them.
        func applyPageKey(_ key: KeyEquivalent) -> Bool {
            switch key {
            case .pageUp: scroll(.vertical, by: -vertical.page)
            case .pageDown: scroll(.vertical, by: vertical.page)
            case .home: scroll(.vertical, to: 0)
            case .end: scroll(.vertical, to: vertical.maxOffset)
            default: return false
            }
            return true
        }

        /// Lays out the frame being drawn along `axis` (``Extent/layout(content:length:reveal:anchor:)``),
        /// without asking for a frame: this one shows it.
        fileprivate func layout(_ axis: Axis, content: Int, length: Int, reveal: Range<Int>?, anchor: Double? = nil) -> Int {
            axis == .vertical
                ? vertical.layout(content: content, length: length, reveal: reveal, anchor: anchor)
                : horizontal.layout(content: content, length: length, reveal: reveal, anchor: anchor)
        }
    }

    /// Lays the content out at its ideal size along the scroll axes and draws the part the
    /// offsets show.
    final class Node: CachingNode {
        let child: _LayoutNode
        let axes: Axis.Set
        let position: Position
        private weak var graph: LiveGraph?

        init(child: _LayoutNode, axes: Axis.Set, position: Position, graph: LiveGraph) {
            self.child = child
            self.axes = axes
            self.position = position
            self.graph = graph
            super.init()
        }

        private func contentProposal(_ proposal: CellProposal) -> CellProposal {
            position.container.size = proposal
            return CellProposal(width: axes.contains(.horizontal) ? nil : proposal.width,
                                height: axes.contains(.vertical) ? nil : proposal.height)
        }

        override func measure(_ proposal: CellProposal) -> CellSize {
            let content = child.sizeThatFits(contentProposal(proposal))
            return CellSize(width: min(content.width, proposal.width ?? content.width),
                            height: min(content.height, proposal.height ?? content.height))
        }

        override func draw(in rect: CellRect, canvas: inout Canvas) {
            position.axes = axes
            let content = child.sizeThatFits(contentProposal(CellProposal(rect.size)))
            let sideways = axes.contains(.horizontal)
            let height = axes.contains(.vertical) ? content.height : min(content.height, rect.size.height)
            // A window of rows (``ListWindow``) is drawn from its first row: the lines above it
            // are not drawn, only counted.
            let skipped = (child as? ListWindowNode)?.linesAbove ?? 0
            let seeks = graph?.viewports.revealing != nil || graph?.drawnScroll != nil
            guard sideways || seeks else {
                return drawInPlace(content: content, height: height, skipped: skipped, in: rect, canvas: &canvas)
            }
            // Otherwise the content is drawn into a canvas of its own (as wide as the content
            // when it scrolls sideways), noting where its controls are relative to its top;
            // then the part the offsets show is moved into the view's rectangle. Only the lines
            // down to the view's bottom are drawn, unless a view is to be brought into view (a
            // focus move, a `scrollTo`): then all of them, to find it.
            let left = sideways ? 0 : rect.origin.x
            // The lines drawn (a window's rows, not the lines counted around them) are made at once.
            var drawnLines = content.height - skipped - ((child as? ListWindowNode)?.linesBelow ?? 0)
            var lineLimit = Int.max
            if !seeks {
                let shown = position.layout(.vertical, content: height, length: rect.size.height, reveal: nil)
                lineLimit = shown + rect.size.height - skipped
                drawnLines = min(drawnLines, lineLimit)
            }
            var scratch = Canvas(width: sideways ? max(content.width, rect.size.width) : canvas.width, lines: drawnLines)
            scratch.lineLimit = lineLimit
            let contentRect = CellRect(origin: CellPoint(x: left, y: 0),
                                       size: CellSize(width: sideways ? content.width : min(content.width, rect.size.width), height: content.height))
            guard let graph else {
                child.draw(in: contentRect, canvas: &scratch)
                let offset = (position.horizontal.shown, Self.drawnLine(shown: position.vertical.shown, skipped: skipped))
                return paste(scratch, offset: offset, in: rect, canvas: &canvas)
            }
            graph.viewports.begin()
            child.draw(in: contentRect, canvas: &scratch)
            let drawn = graph.viewports.end()
            // The cells to bring into view: those of the view a `scrollTo` asked for, else
            // those of the control focus moved to (all of its parts).
            let targeted = !drawn.targets.isEmpty
            let parts = targeted ? drawn.targets : drawn.regions.filter { $0.identity == graph.viewports.revealing }.map(\.rect)
            let anchor = targeted ? graph.drawnScroll?.anchor : nil
            func span(_ start: (CellRect) -> Int, _ end: (CellRect) -> Int) -> Range<Int>? {
                parts.map(start).min().flatMap { low in parts.map(end).max().map { low..<$0 } }
            }
            let reveal = span(\.minY, \.maxY).map { ($0.lowerBound + skipped)..<($0.upperBound + skipped) }
            let y = position.layout(.vertical, content: height, length: rect.size.height, reveal: reveal,
                                    anchor: anchor.map { Double($0.y) })
            let x = sideways
                ? position.layout(.horizontal, content: content.width, length: rect.size.width,
                                  reveal: span(\.minX, \.maxX).map { ($0.lowerBound - left)..<($0.upperBound - left) },
                                  anchor: anchor.map { Double($0.x) })
                : 0
            let line = Self.drawnLine(shown: y, skipped: skipped)
            paste(scratch, offset: (x, line), in: rect, canvas: &canvas)
            let shift = CellPoint(x: sideways ? rect.origin.x - x : 0, y: rect.origin.y - line)
            let regions = graph.viewports.pass(drawn, of: position, shiftedBy: shift, clip: rect)
            for region in regions { graph.noteRegion(region.rect, of: region.identity) }
        }

        /// The line of the content drawn (from its first drawn line) at the view's top, for
        /// the line `shown` when the first `skipped` lines are not drawn. Lines counted above
        /// a window of rows are an estimate: should they reach past the offset, the window's
        /// first row is drawn at the top.
        private static func drawnLine(shown: Int, skipped: Int) -> Int { max(0, shown - skipped) }

        /// Draws the content of a scroll view that scrolls only vertically, when the offset is
        /// known before drawing (nothing is to be brought into view), straight into `canvas`:
        /// shifted up by the offset, with the lines below the view clipped and the lines above
        /// it, which the content scrolled past may cover, put back as they were.
        private func drawInPlace(content: CellSize, height: Int, skipped: Int, in rect: CellRect, canvas: inout Canvas) {
            let shown = position.layout(.vertical, content: height, length: rect.size.height, reveal: nil)
            let top = rect.origin.y - Self.drawnLine(shown: shown, skipped: skipped)
            let contentRect = CellRect(
                origin: CellPoint(x: rect.origin.x, y: top),
                size: CellSize(width: min(content.width, rect.size.width), height: content.height))
            let reach = child.overflow(in: contentRect.size).map { top - $0.above } ?? 0, end = max(0, rect.origin.y)
            let above = canvas.savedLines(min(max(0, reach), end)..<end)
            let (limit, clipped) = (canvas.lineLimit, canvas.clippedBelow)
            canvas.lineLimit = min(limit, rect.maxY)
            graph?.viewports.begin()
            child.draw(in: contentRect, canvas: &canvas)
            let drawn = graph?.viewports.end()
            // Lines clipped at the view's bottom are not clipped from the canvas.
            canvas.clippedBelow = clipped || (rect.maxY > limit && canvas.clippedBelow)
            canvas.lineLimit = limit
            canvas.restore(above)
            guard let graph, let drawn else { return }
            let regions = graph.viewports.pass(drawn, of: position, shiftedBy: CellPoint(x: 0, y: 0), clip: rect)
            for region in regions { graph.noteRegion(region.rect, of: region.identity) }
        }

        /// Moves the part of `scratch` from `offset` (columns, lines) on into `rect`: a
        /// scroll view that scrolls sideways cuts its columns to the view first (a wide
        /// cluster cut at either side becomes spaces).
        private func paste(_ scratch: Canvas, offset: (x: Int, y: Int), in rect: CellRect, canvas: inout Canvas) {
            guard axes.contains(.horizontal) else {
                return canvas.paste(
                    scratch, at: CellPoint(x: 0, y: rect.origin.y - offset.y), lines: rect.origin.y..<rect.maxY)
            }
            var view = Canvas(width: rect.size.width)
            view.paste(scratch, at: CellPoint(x: -offset.x, y: -offset.y), lines: 0..<rect.size.height)
            canvas.paste(view, at: rect.origin, size: rect.size)
        }
    }
}

/// What the scroll views of a frame drew, for the input that follows it: where each one is
/// on screen. While a scroll view draws its content, the regions its controls note are kept
/// apart, where the content was drawn; the scroll view moves them to where it shows them (by
/// its offset, when it drew its content into a canvas of its own), clips them to itself, and
/// passes them on to the scroll view around it or, at the top, to the graph.
struct ViewportRecorder {
    /// A region a control noted, or the rectangle a scroll view was drawn in.
    struct Region {
        let identity: ViewIdentity
        var rect: CellRect
    }

    /// A scroll view as drawn in the last frame.
    struct Scroller {
        let position: ScrollViewport.Position
        /// Where it is on screen.
        var rect: CellRect
        /// How many scroll views are around it.
        var depth: Int
    }

    /// What one scroll view's content noted.
    struct Drawn {
        var regions: [Region] = []
        var scrollers: [Scroller] = []
        /// Where the parts of the view a `scrollTo` asked for were drawn (``ScrollRequest``).
        var targets: [CellRect] = []
    }

    /// The control to bring into view in the frame being drawn: the one focus just moved to.
    var revealing: ViewIdentity?
    /// The scroll views being drawn, innermost last.
    private var open: [Drawn] = []
    /// The scroll views of the frame, innermost before those around them.
    private(set) var scrollers: [Scroller] = []

    /// Starts a frame: no scroll view is drawn yet.
    mutating func beginFrame() {
        open.removeAll()
        scrollers.removeAll(keepingCapacity: true)
    }

    /// Keeps the region a control noted for the scroll view being drawn; returns `false` when
    /// none is, for the graph to keep it.
    mutating func capture(_ rect: CellRect, of identity: ViewIdentity) -> Bool {
        guard !open.isEmpty else { return false }
        open[open.count - 1].regions.append(Region(identity: identity, rect: rect))
        return true
    }

    /// Keeps where a part of the view a `scrollTo` asked for is drawn, for the innermost scroll
    /// view being drawn (none: it is in no scroll view, and nothing scrolls).
    mutating func captureTarget(_ rect: CellRect) {
        guard !open.isEmpty else { return }
        open[open.count - 1].targets.append(rect)
    }

    /// Starts the content of a scroll view.
    mutating func begin() {
        open.append(Drawn())
    }

    /// Ends the content of the innermost scroll view being drawn: what it noted.
    mutating func end() -> Drawn {
        open.removeLast()
    }

    /// Passes on what a scroll view's content noted, moved by `shift` and clipped to
    /// `clip`: the scroll views inside it, with it, go to the one around it (or to the
    /// frame's list); the controls' regions are returned, for the graph to note again.
    mutating func pass(_ drawn: Drawn, of position: ScrollViewport.Position, shiftedBy shift: CellPoint, clip: CellRect) -> [Region] {
        func place(_ rect: CellRect) -> CellRect {
            CellRect(origin: CellPoint(x: rect.origin.x + shift.x, y: rect.origin.y + shift.y), size: rect.size).clipped(to: clip)
        }
        var scrollers = drawn.scrollers.map { inner in
            Scroller(position: inner.position, rect: place(inner.rect), depth: inner.depth)
        }
        scrollers.append(Scroller(position: position, rect: clip, depth: open.count))
        if open.isEmpty {
            self.scrollers += scrollers
        } else {
            open[open.count - 1].scrollers += scrollers
        }
        return drawn.regions.map { Region(identity: $0.identity, rect: place($0.rect)) }
    }

    /// The innermost scroll view drawn at `column`, `row` that scrolls along `axis`.
    func scroller(atColumn column: Int, row: Int, along axis: Axis) -> Scroller? {
        scrollers.filter { $0.rect.contains(column: column, row: row) && $0.position.axes.contains(axis == .vertical ? .vertical : .horizontal) }
            .max { $0.depth < $1.depth }
    }

    /// The scroll view that Page Up, Page Down, Home and End scroll: the innermost one that
    /// holds `focused` (in view or scrolled out of it), else the first outermost one.
    func scroller(holding focused: ViewIdentity?) -> Scroller? {
        if let focused, let holder = scrollers.filter({ focused.extends($0.position.identity) }).max(by: { $0.depth < $1.depth }) {
            return holder
        }
        return scrollers.first { $0.depth == 0 }
    }
}

extension CellRect {
    /// The part of this rectangle inside `other` (empty when they do not meet).
    fileprivate func clipped(to other: CellRect) -> CellRect {
        let minX = max(self.minX, other.minX), minY = max(self.minY, other.minY)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        return CellRect(origin: CellPoint(x: minX, y: minY), size: CellSize(width: max(0, maxX - minX), height: max(0, maxY - minY)))
    }

    /// Whether the cell at `column`, `row` lies inside.
    fileprivate func contains(column: Int, row: Int) -> Bool {
        minX <= column && column < maxX && minY <= row && row < maxY
    }
}
