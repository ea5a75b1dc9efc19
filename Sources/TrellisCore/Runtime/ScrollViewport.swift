/// A vertical `ScrollView` under a live runtime: it takes the height it is offered (no more
/// than its content's), and draws its content's lines from its scroll offset on.
///
/// As in SwiftUI on macOS a scroll view is not a focus stop of its own. The wheel over it
/// scrolls it (the innermost one under the pointer); Page Up, Page Down, Home and End scroll
/// the one that holds the focused control (the outermost one when focus is in none); and when
/// focus moves to a control inside it, it scrolls as little as keeps that control in view.
///
/// The offset is kept by the graph at the scroll view's identity, like a view's `@State`, and
/// dropped when the identity leaves. Scrolling draws the next frame without evaluating any
/// body: the offset is read only while drawing. A one-shot render does not use this node:
/// there a scroll view shows all of its content.
enum ScrollViewport {
    /// The position of the scroll view at `identity`, kept in `graph`.
    static func position(at identity: ViewIdentity, in graph: LiveGraph) -> Position {
        let key = LiveGraph.SlotKey(identity: identity, type: ObjectIdentifier(Position.self), index: 0)
        return graph.slot(for: key) { Position(signal: graph.signal) }
    }

    /// Where a scroll view is scrolled to, and how far it can go as last drawn.
    final class Position: AnyStateSlot {
        /// The first line of the content shown, as scrolled to (drawn clamped to the content).
        private(set) var offset = 0
        /// The largest offset that still fills the view, as last drawn.
        private(set) var maxOffset = 0
        /// The lines a page moves: the view's height less one line kept in view.
        private(set) var page = 1
        /// The size offered to the scroll view, for `containerRelativeFrame` in its content.
        let container = ContainerSize()
        private let signal: LiveSignal

        init(signal: LiveSignal) {
            self.signal = signal
        }

        /// The offset drawn: the one scrolled to, within the content as last drawn.
        var shown: Int { min(max(0, offset), maxOffset) }

        /// Scrolls to `line`, kept within the content; a move asks for a frame.
        func scroll(to line: Int) {
            let line = min(max(0, line), maxOffset)
            guard line != shown else { return }
            offset = line
            signal.invalidateIncrementally()
        }

        /// Scrolls by `lines` (up when negative).
        func scroll(by lines: Int) {
            scroll(to: shown + lines)
        }

        /// Applies a page key: Page Up and Page Down move a page, Home and End to either end.
        /// Returns whether `key` is one of them.
        func applyPageKey(_ key: KeyEquivalent) -> Bool {
            switch key {
            case .pageUp: scroll(by: -page)
            case .pageDown: scroll(by: page)
            case .home: scroll(to: 0)
            case .end: scroll(to: maxOffset)
            default: return false
            }
            return true
        }

        /// Takes the extent of a frame being drawn: `content` lines shown `height` at a time.
        /// Scrolls (without asking for a frame: this one shows it) to bring `reveal`, lines of
        /// the content, into view: placed at `anchor` (`.top`: its first line at the top), or
        /// without one as little as shows it. Returns the offset to draw.
        func layout(content: Int, height: Int, reveal: Range<Int>?, anchor: UnitPoint? = nil) -> Int {
            maxOffset = max(0, content - height)
            page = max(1, height - 1)
            if let reveal {
                if let anchor {
                    offset = reveal.lowerBound - Int((Double(height - reveal.count) * anchor.y).rounded())
                } else if reveal.lowerBound < shown || reveal.count > height {
                    offset = reveal.lowerBound
                } else if reveal.upperBound > shown + height {
                    offset = reveal.upperBound - height
                }
            }
            return shown
        }
    }

    /// Lays the content out at its ideal height and draws the part the offset shows.
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
            return CellProposal(width: axes.contains(.horizontal) ? nil : proposal.width, height: nil)
        }

        override func measure(_ proposal: CellProposal) -> CellSize {
            let content = child.sizeThatFits(contentProposal(proposal))
            return CellSize(width: min(content.width, proposal.width ?? content.width),
                            height: min(content.height, proposal.height ?? content.height))
        }

        override func draw(in rect: CellRect, canvas: inout Canvas) {
            let content = child.sizeThatFits(contentProposal(CellProposal(rect.size)))
            let contentRect = CellRect(origin: CellPoint(x: rect.origin.x, y: 0),
                                       size: CellSize(width: min(content.width, rect.size.width), height: content.height))
            // The content is drawn into a canvas of its own, noting where its controls are
            // relative to its top; then the lines from the offset on are moved into the view's
            // rectangle. Only the lines down to the view's bottom are drawn, unless a view is to
            // be brought into view (a focus move, a `scrollTo`): then all of them, to find it.
            var scratch = Canvas(width: canvas.width)
            let seeks = graph?.viewports.revealing != nil || graph?.drawnScroll != nil
            if !seeks {
                scratch.lineLimit = position.layout(content: content.height, height: rect.size.height, reveal: nil) + rect.size.height
            }
            guard let graph else {
                child.draw(in: contentRect, canvas: &scratch)
                return paste(scratch, offset: position.shown, in: rect, canvas: &canvas)
            }
            graph.viewports.begin()
            child.draw(in: contentRect, canvas: &scratch)
            let drawn = graph.viewports.end()
            // The lines to bring into view: those of the view a `scrollTo` asked for, else
            // those of the control focus moved to (all of its parts).
            let targeted = !drawn.targets.isEmpty
            let parts = targeted ? drawn.targets : drawn.regions.filter { $0.identity == graph.viewports.revealing }.map(\.rect)
            let reveal = parts.map(\.minY).min().flatMap { top in parts.map(\.maxY).max().map { top..<$0 } }
            let offset = position.layout(
                content: content.height, height: rect.size.height, reveal: reveal, anchor: targeted ? graph.drawnScroll?.anchor : nil)
            paste(scratch, offset: offset, in: rect, canvas: &canvas)
            let regions = graph.viewports.pass(drawn, of: position, shiftedBy: rect.origin.y - offset, clip: rect)
            for region in regions { graph.noteRegion(region.rect, of: region.identity) }
        }

        private func paste(_ scratch: Canvas, offset: Int, in rect: CellRect, canvas: inout Canvas) {
            var scratch = scratch
            scratch.dropFirstLines(offset)
            canvas.paste(scratch, at: CellPoint(x: 0, y: rect.origin.y), size: CellSize(width: canvas.width, height: rect.size.height))
        }
    }
}

/// What the scroll views of a frame drew, for the input that follows it: where each one is
/// on screen and which controls it holds. While a scroll view draws its content, the regions
/// its controls note are kept apart, relative to the content's top; the scroll view moves
/// them by its offset, clips them to itself, and passes them on to the scroll view around it
/// or, at the top, to the graph.
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
        /// The controls drawn inside it.
        var controls: Set<ViewIdentity>
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

    /// Passes on what a scroll view's content noted, moved by `shift` lines and clipped to
    /// `clip`: the scroll views inside it, with it, go to the one around it (or to the
    /// frame's list); the controls' regions are returned, for the graph to note again.
    mutating func pass(_ drawn: Drawn, of position: ScrollViewport.Position, shiftedBy shift: Int, clip: CellRect) -> [Region] {
        func place(_ rect: CellRect) -> CellRect {
            CellRect(origin: CellPoint(x: rect.origin.x, y: rect.origin.y + shift), size: rect.size).clipped(to: clip)
        }
        var scrollers = drawn.scrollers.map { inner in
            Scroller(position: inner.position, rect: place(inner.rect), depth: inner.depth, controls: inner.controls)
        }
        let controls = Set(drawn.regions.map(\.identity))
        scrollers.append(Scroller(position: position, rect: clip, depth: open.count, controls: controls))
        if open.isEmpty {
            self.scrollers += scrollers
        } else {
            open[open.count - 1].scrollers += scrollers
        }
        return drawn.regions.map { Region(identity: $0.identity, rect: place($0.rect)) }
    }

    /// The innermost scroll view drawn at `column`, `row`.
    func scroller(atColumn column: Int, row: Int) -> Scroller? {
        scrollers.filter { $0.rect.contains(column: column, row: row) }.max { $0.depth < $1.depth }
    }

    /// The scroll view that Page Up, Page Down, Home and End scroll: the innermost one that
    /// holds `focused`, else the first outermost one.
    func scroller(holding focused: ViewIdentity?) -> Scroller? {
        if let focused, let holder = scrollers.filter({ $0.controls.contains(focused) }).max(by: { $0.depth < $1.depth }) {
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
