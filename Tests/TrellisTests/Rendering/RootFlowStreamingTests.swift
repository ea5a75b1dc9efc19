import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// A lazy stack or grid at the root is measured and drawn on a second thread while its rows
/// are made (`RootFlowSink`): the output is exactly that of laying the flow out whole first,
/// whatever the rows, the band height and the format, and gives up cleanly when a row draws
/// back into lines already written or runs code Trellis does not own.
///
/// The reference is the file descriptor path, which lays the view out whole before drawing
/// (its bytes cannot be taken back, so it never streams).
@MainActor @Suite("Rendering: a lazy stack or grid at the root, drawn while its rows are made")
struct RootFlowStreamingTests {
    /// Rows of every height, with what can cross a band's edge: wrapping text, borders, wide
    /// characters, backgrounds, blank lines; `row` replaces the rows at the given indices.
    struct Rows: View {
        let count: Int
        var alignment = HorizontalAlignment.leading
        var spacing: CGFloat?
        var row: [Int: AnyView] = [:]

        var body: some View {
            LazyVStack(alignment: alignment, spacing: spacing) {
                ForEach(0..<count, id: \.self) { index in
                    if let special = row[index] {
                        special
                    } else {
                        switch index % 5 {
                        case 0: GroupBox("#\(index)") { Text("카드 \(index) 日本語のテキスト") }
                        case 1: Text("row \(index)").strikethrough(index % 3 == 0).background(Color.blue)
                        case 2: Text("a line of text number \(index) that wraps").frame(width: 14, alignment: .leading)
                        case 3: Divider()
                        default: Spacer(minLength: Double(index % 4))
                        }
                    }
                }
            }
        }
    }

    /// Cards of one to three lines in an adaptive grid, centred in their cells.
    struct Cards: View {
        let count: Int

        var body: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 11))], spacing: 1) {
                ForEach(0..<count, id: \.self) { index in
                    GroupBox("#\(index)") {
                        Text(String(repeating: "word ", count: index % 7))
                    }
                }
            }
        }
    }

    @Test("a lazy stack's rows, few or many, any alignment and spacing", arguments: [0, 7, 511, 512, 513, 1300])
    func lazyStack(count: Int) throws {
        try expectSameOutput(Rows(count: count), width: 30, "\(count) rows")
        try expectSameOutput(Rows(count: count, alignment: .center, spacing: 1), width: 41, "\(count) centred rows")
        try expectSameOutput(Rows(count: count, alignment: .trailing, spacing: 2), width: 25, "\(count) trailing rows")
    }

    @Test("a lazy grid's cards, aligned in lines of changing height", arguments: [5, 1100])
    func lazyGrid(count: Int) throws {
        try expectSameOutput(Cards(count: count), width: 50, "\(count) cards")
    }

    @Test("a flow at the root itself, and one whose tracks do not fill the width")
    func flowAtTheRoot() throws {
        let stack = LazyVStack { ForEach(0..<1200, id: \.self) { Text("line \($0)") } }
        try expectSameOutput(stack, width: 20, "a lazy stack at the root")
        let narrow = LazyVGrid(columns: [GridItem(.adaptive(minimum: 6, maximum: 8))]) {
            ForEach(0..<900, id: \.self) { Text("\($0)") }
        }
        try expectSameOutput(narrow, width: 40, "tracks narrower than the output")
    }

    /// A one-line row whose text, `lines` lines tall, hangs above it (or below it, `downward`).
    private func hanging(_ lines: Int, downward: Bool = false) -> AnyView {
        let text = Text((1...lines).map { "line \($0)" }.joined(separator: "\n")).fixedSize()
        return AnyView(text.frame(height: 1, alignment: downward ? .top : .bottom))
    }

    @Test("a row drawing back into lines already written: the flow is drawn again, the same")
    func rowDrawingBack() throws {
        let up = Rows(count: 2000, row: [1700: hanging(90), 1900: hanging(9, downward: true)])
        try expectSameOutput(up, width: 30, "a row hanging 90 lines up")
        let near = Rows(count: 2000, row: [3: hanging(3), 1200: hanging(3)])
        try expectSameOutput(near, width: 30, "rows hanging a few lines up")
        let moved = Rows(count: 1500, row: [600: AnyView(Text("moved").offset(y: -2))])
        try expectSameOutput(moved, width: 30, "a row that does not tell where it draws")
    }

    @Test("a flow drawn again after rows were let go makes its rows again; before, it does not")
    func rowsMadeAgain() {
        // 3,000 one-line rows drawn a line at a time; row `row` draws `hang` lines above itself.
        func render(hangingAt row: Int, lines hang: Int) -> Int {
            let made = Counter()
            let rows = LazyVStack {
                ForEach(0..<3000, id: \.self) { index in
                    let _ = made.hit()
                    if index == row {
                        Text((0...hang).map { "\($0)" }.joined(separator: "\n")).fixedSize().frame(height: 1, alignment: .bottom)
                    } else {
                        Text("\(index)")
                    }
                }
            }
            var lineByLine = ViewRenderer(width: 20)
            lineByLine.bandHeight = 1
            _ = lineByLine.render(rows, format: .plain)
            return made.count
        }
        #expect(render(hangingAt: 2500, lines: 5) == 6000, "rows before 2048 were drawn and let go: all are made again")
        #expect(render(hangingAt: 600, lines: 100) == 3000, "drawn again from the rows made: none was let go yet")
    }

    @Test("the rows of a long flow are drawn on a second thread, a short flow's on the calling one")
    func threads() {
        let long = ThreadProbe.Rows(count: 5000)
        _ = ViewRenderer(width: 20).render(long, format: .plain)
        #expect(long.log.drawnHere + long.log.drawnElsewhere == 5000, "each row drawn once")
        #expect(long.log.drawnElsewhere >= 4000, "all but the last bands, drawn when the rows are all made")
        let short = ThreadProbe.Rows(count: 100)
        _ = ViewRenderer(width: 20).render(short, format: .plain)
        #expect(short.log.drawnHere >= 100)
        #expect(short.log.drawnElsewhere == 0)
    }

    @Test("bands wait for rows that hang as far up as those before; a row hanging further is drawn again")
    func hangingRows() {
        let within = ThreadProbe.Rows(count: 3000, hangs: [3: 2, 1500: 2, 2999: 1])
        var lineByLine = ViewRenderer(width: 20)
        lineByLine.bandHeight = 1  // a band as soon as a line is settled
        _ = lineByLine.render(within, format: .plain)
        #expect(within.log.drawnHere < 20, "no row reaches a band written: only the last bands' rows drawn here")
        let further = ThreadProbe.Rows(count: 3000, hangs: [3: 2, 2000: 1500])  // into the first band
        _ = ViewRenderer(width: 20).render(further, format: .plain)
        #expect(further.log.drawnHere >= 3000, "drawn again the ordinary way")
    }

    @Test("a custom Layout in a long flow runs on the calling thread, which draws the rest of the flow")
    func customLayoutThread() {
        for (row, nests) in [(10, false), (3000, false), (10, true), (3000, true)] {
            let rows = ThreadProbe.Rows(count: 4000, custom: row, nestsCustom: nests)
            _ = ViewRenderer(width: 20).render(rows, format: .plain)
            #expect(rows.log.layoutHere > 0)
            #expect(rows.log.layoutElsewhere == 0)
            #expect(rows.log.drawnHere + rows.log.drawnElsewhere == 3999, "every probe row drawn once")
            #expect(rows.log.drawnHere >= 1000, "the rows from the custom layout's batch on, at least")
        }
        let late = ThreadProbe.Rows(count: 4000, custom: 3000)
        _ = ViewRenderer(width: 20).render(late, format: .plain)
        #expect(late.log.drawnElsewhere >= 1000, "the bands settled before the custom layout was made")
    }

    @Test("the rows of the lines drawn for good are let go, a batch at a time")
    func rowsLetGo() throws {
        let lines = FlowLines(items: [GridItem(.flexible(minimum: 0))], axis: .vertical, length: 20, lineSpacing: 0)
        let target = RenderTarget(output: TextOutput<PlainWriter>(), limit: RenderLimit(width: 20, maxCells: .max))
        var streamer = FlowStreamer(lines: lines, alignment: 0, bandHeight: 100, target: target)
        var first: [Weak] = [], last: [Weak] = []
        for batch in 0..<40 {
            let nodes = (0..<ChildBatches.size).map { _ in ThreadProbe.Node(log: ThreadProbe.Log(), hangs: 0) as _LayoutNode }
            if batch == 0 { first = nodes.map(Weak.init) }
            if batch == 39 { last = nodes.map(Weak.init) }
            streamer.accept(nodes.map(FlowChild.node))
        }
        #expect(first.allSatisfy { $0.node == nil }, "the first batch, drawn long ago, is gone")
        #expect(last.allSatisfy { $0.node != nil }, "the last batch is not drawn yet")
        #expect(streamer.children.count == 40 * ChildBatches.size)
        #expect(streamer.children.startIndex >= 30 * ChildBatches.size)
        let end = streamer.finish()
        guard case .drawn = end.outcome else { Issue.record("\(end.outcome)"); return }
    }

    /// A node held without keeping it.
    private struct Weak {
        weak var node: _LayoutNode?
    }

    /// Puts its subviews side by side: a custom `Layout`, which runs code Trellis does not own.
    struct SideBySide: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test("a row with a custom Layout: laid out on the calling thread, each row made once")
    func foreignLayout() throws {
        let custom = AnyView(SideBySide { Text("left"); Text("right") })
        try expectSameOutput(Rows(count: 1800, row: [1300: custom]), width: 30, "a custom layout at row 1300")
        try expectSameOutput(Rows(count: 300, row: [10: custom]), width: 30, "a custom layout in a short flow")

        let made = Counter()
        let counted = LazyVStack {
            ForEach(0..<1600, id: \.self) { index in
                let _ = made.hit()
                if index == 1500 { SideBySide { Text("a"); Text("b") } } else { Text("\(index)") }
            }
        }
        _ = ViewRenderer(width: 20).render(counted, format: .plain)
        #expect(made.count == 1600)
    }

    @Test("a size limit is reported with the whole height, before a band is written")
    func sizeLimit() {
        let rows = LazyVStack { ForEach(0..<3000, id: \.self) { Text("line \($0)") } }
        #expect(throws: RenderSizeLimitExceeded(lines: 3000, width: 10, maxCells: 20_000)) {
            try ViewRenderer(width: 10).render(rows, maxCells: 20_000)
        }
    }

    /// An output that notes the heights it is reserved for, and keeps nothing.
    private struct Reservations: MemoryOutput {
        var heights: [Int] = []
        mutating func reserve(forCells size: CellSize) { heights.append(size.height) }
        mutating func emit(_ canvas: TrellisCore.Canvas, after blankLines: Int) {}
        mutating func rewind() {}
    }

    /// The heights the output is reserved for while `view` streams.
    private func reservations(_ view: some View) -> [Int] {
        let target = RenderTarget(output: Reservations(), limit: RenderLimit(width: 30, maxCells: .max))
        return (try? ViewRenderer(width: 30).draw(view, into: target).output.heights) ?? []
    }

    @Test("the output is sized once for the rows a ForEach expects, before the first band")
    func outputSizedFromForEach() {
        let rows = reservations(LazyVStack { ForEach(0..<20_000, id: \.self) { Text("line \($0)") } })
        #expect(rows.count == 1)
        #expect(rows.first ?? 0 >= 20_000)
        // Sections: the outer ForEach learns from its first section how many rows a section makes.
        let sections = reservations(RenderBenchmarkChecklist(count: 10_000))
        #expect(sections.count == 1)
        #expect(sections.first ?? 0 >= 10_100)
        // Rows no ForEach announces in advance (the first block makes none): the output
        // grows by doubling, a few times.
        let unannounced = reservations(LazyVStack {
            ForEach(0..<50, id: \.self) { block in
                if block > 0 { ForEach(0..<400, id: \.self) { Text("row \(block) \($0)") } }
            }
        })
        #expect(unannounced.count > 1 && unannounced.count <= 8, "\(unannounced)")
        #expect(unannounced.last ?? 0 >= 19_600)
    }

    /// Sections of 100 rows under a header, as in the benchmarks' checklist.
    private struct RenderBenchmarkChecklist: View {
        let count: Int

        var body: some View {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count / 100, id: \.self) { section in
                    Section {
                        ForEach(section * 100..<(section + 1) * 100, id: \.self) { Text("[ ] item \($0)") }
                    } header: {
                        Text("Section \(section + 1)").bold()
                    }
                }
            }
        }
    }
}

/// Rows that note whether they are drawn on the thread that made them.
private enum ThreadProbe {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var drawn = (here: 0, elsewhere: 0), laidOut = (here: 0, elsewhere: 0)
        var drawnHere: Int { lock.withLock { drawn.here } }
        var drawnElsewhere: Int { lock.withLock { drawn.elsewhere } }
        var layoutHere: Int { lock.withLock { laidOut.here } }
        var layoutElsewhere: Int { lock.withLock { laidOut.elsewhere } }

        func drawn(by maker: pthread_t) {
            let onMaker = pthread_equal(maker, pthread_self()) != 0
            lock.withLock { if onMaker { drawn.here += 1 } else { drawn.elsewhere += 1 } }
        }

        func laidOut(by maker: pthread_t) {
            let onMaker = pthread_equal(maker, pthread_self()) != 0
            lock.withLock { if onMaker { laidOut.here += 1 } else { laidOut.elsewhere += 1 } }
        }
    }

    /// A custom `Layout` that notes whether it runs on the thread that made it.
    struct Layout: Trellis.Layout {
        let log: Log
        let maker = pthread_self()

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.laidOut(by: maker)
            return CGSize(width: 1, height: 1)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            log.laidOut(by: maker)
        }
    }

    /// A line that says it may draw `hangs` lines above itself (it draws nothing).
    struct Row: UnaryView {
        let log: Log
        let hangs: Int

        static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
            Node(log: view.log, hangs: view.hangs)
        }
    }

    final class Node: _LayoutNode {
        override class var laysOutOffThread: Bool { true }

        let log: Log
        let hangs: Int
        let maker = pthread_self()

        init(log: Log, hangs: Int) {
            self.log = log
            self.hangs = hangs
        }

        override func sizeThatFits(_ proposal: CellProposal) -> CellSize { CellSize(width: 1, height: 1) }
        override func overflow(in size: CellSize) -> LineOverflow? { LineOverflow(above: hangs, below: 0) }
        override func draw(in rect: CellRect, canvas: inout TrellisCore.Canvas) {
            log.drawn(by: maker)
        }
    }

    /// `count` probe rows in a lazy stack, row `n` hanging `hangs[n]` lines up; a custom
    /// layout instead at row `custom`.
    struct Rows: View {
        let count: Int
        var hangs: [Int: Int] = [:]
        var custom: Int?
        /// Whether the custom layout is three containers down in its row.
        var nestsCustom = false
        let log = Log()

        var body: some View {
            LazyVStack {
                ForEach(0..<count, id: \.self) { index in
                    if index == custom, nestsCustom {
                        VStack { HStack { Layout(log: log) { Text("a") } }.padding(1) }
                    } else if index == custom {
                        Layout(log: log) { Text("a") }
                    } else {
                        Row(log: log, hangs: hangs[index] ?? 0)
                    }
                }
            }
        }
    }
}
