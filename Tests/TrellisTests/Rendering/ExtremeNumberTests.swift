// Layout is total over every number an API caller can pass: extremes (±Int.max, ±1e300, NaN,
// ±infinity, negatives) in every numeric modifier and container parameter render without a
// trap, within the width, or are refused by the cell limit, never drawn past it.
import Foundation
import PropertyBased
import Testing
import Trellis

@MainActor @Suite("Extreme numbers") struct ExtremeNumberTests {
    /// The doubles that break naive conversions and sums.
    static let doubles: [Double] = [
        0, -0.0, 1, -1, 0.4999, 2.5, 1e-300, -1e-300, 1e6, -1e6, Double(1 << 20) + 0.5, 1e19, -1e19, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, Double(1 << 52), -Double(1 << 62),
    ]
    /// The integers that break naive sums and negations.
    static let ints: [Int] = [.min, .min + 1, -1_000_000, -1, 0, 1, 2, 1 << 20, 1 << 40, .max - 1, .max]

    /// A view with a number in one numeric parameter, by name.
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let make: @Sendable (Double, Int) -> AnyView
    }

    nonisolated static let cases: [Case] = [
        Case(description: "padding") { x, _ in AnyView(Text("x").padding(x)) },
        Case(description: "padding(edges:)") { x, _ in AnyView(Text("x").padding(.horizontal, x)) },
        Case(description: "padding(EdgeInsets)") { x, _ in
            AnyView(Text("x").padding(EdgeInsets(top: x, leading: -x, bottom: x, trailing: x)))
        },
        Case(description: "frame(width:height:)") { x, _ in AnyView(Text("x").frame(width: x, height: x)) },
        Case(description: "frame(min/ideal/max)") { x, _ in
            AnyView(Text("x").frame(minWidth: x, idealWidth: x, maxWidth: x, minHeight: -x, idealHeight: x, maxHeight: x))
        },
        Case(description: "frame(maxWidth: .infinity, minHeight:)") { x, _ in
            AnyView(Text("x").frame(minWidth: x, maxWidth: .infinity, minHeight: x, maxHeight: .infinity))
        },
        Case(description: "offset") { x, _ in AnyView(VStack { Text("a").offset(x: x, y: -x); Text("b") }) },
        Case(description: "HStack spacing") { x, _ in AnyView(HStack(spacing: x) { Text("a"); Spacer(minLength: x); Text("b") }) },
        Case(description: "VStack spacing") { x, _ in AnyView(VStack(spacing: x) { Text("a"); Text("b") }) },
        Case(description: "ZStack in frames") { x, _ in AnyView(ZStack { Color.red.frame(width: x); Text("z") }) },
        Case(description: "LazyVStack spacing") { x, _ in AnyView(LazyVStack(spacing: x) { Text("a"); Text("b") }) },
        Case(description: "LazyHStack spacing") { x, _ in AnyView(LazyHStack(spacing: x) { Text("a"); Text("b") }) },
        Case(description: "LazyVGrid items") { x, _ in
            AnyView(LazyVGrid(columns: [GridItem(.fixed(x), spacing: x), GridItem(.flexible(minimum: x, maximum: x)),
                                        GridItem(.adaptive(minimum: x, maximum: x))], spacing: x) {
                ForEach(0..<5, id: \.self) { Text("\($0)") }
            })
        },
        Case(description: "LazyHGrid items") { x, _ in
            AnyView(LazyHGrid(rows: [GridItem(.adaptive(minimum: x))], spacing: x) { Text("a"); Text("b") })
        },
        Case(description: "Grid spacing") { x, _ in
            AnyView(Grid(horizontalSpacing: x, verticalSpacing: x) { GridRow { Text("a"); Text("b") }; GridRow { Text("c") } })
        },
        Case(description: "lineLimit") { _, n in AnyView(Text("one two three four five").lineLimit(n).frame(width: 4)) },
        Case(description: "containerRelativeFrame") { x, n in
            AnyView(ScrollView(.horizontal) {
                LazyHStack { Text("a").containerRelativeFrame(.horizontal, count: n, span: n, spacing: x) }
            })
        },
        Case(description: "ScrollView content frame") { x, _ in AnyView(ScrollView { Text("x").frame(height: x) }) },
        Case(description: "border width") { x, _ in AnyView(Text("x").border(.red, width: x)) },
        Case(description: "contentMargins") { x, _ in AnyView(ScrollView { Text("x") }.contentMargins(x)) },
        Case(description: "layoutPriority") { x, _ in AnyView(HStack { Text("aaaa").layoutPriority(x); Text("bbbb").layoutPriority(-x) }) },
        Case(description: "custom Layout") { x, _ in AnyView(Placing(at: x) { Text("a"); Text("b") }) },
    ]

    /// A `Layout` that answers and places at whatever number it is given.
    struct Placing: Layout {
        let at: Double

        init(at: Double) {
            self.at = at
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: at, height: at)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: at, y: -at), proposal: ProposedViewSize(width: at, height: at))
            }
        }
    }

    /// Renders `view` within a cell limit: a result keeps every invariant; a refusal is the
    /// limit's error, not a trap.
    static func expectTotal(_ view: AnyView, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let rendered = try ViewRenderer(width: width).render(view, maxCells: 2_000_000)
            expectRenderInvariants(rendered, width: width, sourceLocation: sourceLocation)
        } catch {
            #expect(error.maxCells == 2_000_000, sourceLocation: sourceLocation)
        }
    }

    @Test("every numeric parameter, at every extreme", arguments: cases)
    func everyExtreme(_ testCase: Case) {
        for x in Self.doubles {
            Self.expectTotal(testCase.make(x, Self.ints[Self.doubles.firstIndex(of: x).map { $0 % Self.ints.count } ?? 0]), width: 20)
        }
        for n in Self.ints {
            Self.expectTotal(testCase.make(1, n), width: 20)
        }
    }

    /// Found by LayoutFuzzer: content drawn below the view's frame (by an offset, or a custom
    /// layout's placement) was kept however far down, outside the cell limit: a one-line view
    /// offset by 2^20 lines drew a canvas of 2^20 × 300 cells under a limit of 2,000,000, taking
    /// over 10 s and gigabytes. It now counts towards the limit, and drawing stops past it.
    @Test("content drawn below the frame is held to the cell limit")
    func drawnBelowTheFrame() throws {
        let views: [AnyView] = [
            AnyView(Text("x").offset(y: 1e300)),
            AnyView(VStack { Text("a"); Text("b").offset(y: Double(1 << 20)) }),
            AnyView(LazyVStack { Text("a"); Text("b").offset(y: 1e6) }),
            AnyView(Below { Text("a") }),
        ]
        for view in views {
            #expect {
                try ViewRenderer(width: 300).render(view, maxCells: 2_000_000)
            } throws: { error in
                // 6,666 lines of 300 cells fit in the limit; drawing stopped at the next.
                (error as? RenderSizeLimitExceeded).map { ($0.lines, $0.width, $0.maxCells) == (6_667, 300, 2_000_000) } ?? false
            }
        }
        // Within the limit, it is drawn as before; one line past it is refused.
        let offset = Text("x").offset(y: 3)
        let cells = ViewRenderer(width: 5, lengthScale: .cells)
        let drawn = try cells.render(offset, maxCells: 20)
        #expect(drawn == cells.render(offset))
        #expect(drawn.plain.filter { $0 == "\n" }.count == 4)  // 4 lines, each ended
        #expect {
            try cells.render(offset, maxCells: 15)
        } throws: { error in
            (error as? RenderSizeLimitExceeded).map { ($0.lines, $0.width, $0.maxCells) == (4, 5, 15) } ?? false
        }
    }

    /// Found by LayoutFuzzer: an adaptive grid item 2^20 cells wide makes 2^19 tracks (2^20 with
    /// no spacing), and sizing them bound one track per pass over all of them, O(n²): minutes
    /// for one measurement. A pass now goes over the items' runs of tracks (here 10^5 and
    /// 2 × 10^5 tracks).
    @Test("an adaptive item of 10^5 tracks is sized in linear time")
    func manyAdaptiveTracks() {
        for spacing in [nil, CGFloat(0)] {
            let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1, maximum: 1), spacing: spacing),
                                           GridItem(.flexible(minimum: 2, maximum: 3))]) {
                Text("a"); Text("b"); Text("c")
            }
            Self.expectTotal(AnyView(view.frame(width: 2e5)), width: 40)
            Self.expectTotal(AnyView(ScrollView(.horizontal) { view.frame(width: 2e5) }), width: 40)
        }
    }

    /// Found by LayoutFuzzer: lazy grids of adaptive items inside lazy grids, proposed enormous
    /// lengths, each made up to 2^20 tracks again for every measurement of every child (over 10
    /// seconds); an adaptive item now makes at most 16,384 tracks.
    @Test("nested adaptive lazy grids in an enormous frame lay out quickly")
    func nestedAdaptiveGrids() {
        let inner = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0)]) { Text("a"); Text("b") }
        let outer = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0), GridItem(.flexible())], spacing: 0) {
            inner; inner.frame(width: 5e5); LazyHGrid(rows: [GridItem(.adaptive(minimum: 1))]) { inner }
        }
        Self.expectTotal(AnyView(outer.frame(width: 1e6)), width: 40)
        Self.expectTotal(AnyView(ScrollView(.horizontal) { outer.frame(width: 1e6) }), width: 40)
    }

    /// Found by LayoutFuzzer: a grid narrowed its columns to the width a cell at a time, so a
    /// column 63 × 2^20 cells wide (a stack of 2^20 spacing) took 66 million steps.
    @Test("a grid narrows a column 2^26 cells wide at once, as it did a cell at a time")
    func narrowingHugeGridColumns() throws {
        let wide = HStack(spacing: Double(1 << 20)) { ForEach(0..<64) { Text("\($0)") } }
        Self.expectTotal(AnyView(Grid { GridRow { wide; Text("b"); wide } }), width: 40)
        // Columns cut to a level, the first at it one cell more: as a cell at a time would.
        // 9 + 4 + 9 cells in 13 - 2: 11 cells over, so [4, 4, 4] and the first one more.
        let grid = Grid(horizontalSpacing: 1) { GridRow { Text("aaaaaaaaa"); Text("bbbb"); Text("ccccccccc") } }
        let lines = try ViewRenderer(width: 13).render(grid, maxCells: 100).plain.split(separator: "\n")
        #expect(lines.first.map(String.init) == "aaa      cccc")
    }

    /// A `Layout` that places its subviews 2^20 lines below its one-line frame.
    struct Below: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 1, height: 1)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: 0, y: 0), anchor: UnitPoint(x: 0, y: -.infinity), proposal: .unspecified)
            }
        }
    }

    @Test("random numbers in random parameters at random widths")
    func randomNumbers() async {
        let number = Gen.double(in: -2e6...2e6)
        await propertyCheck(
            count: 300, input: Gen.element(of: Self.cases), number, Gen.element(of: Self.doubles), Gen.int(in: -3...(1 << 21)),
            Gen.int(in: 1...120)
        ) { testCase, random, extreme, n, width in
            Self.expectTotal(testCase!.make(n.isMultiple(of: 2) ? random : extreme!, n), width: width)
        }
    }
}
