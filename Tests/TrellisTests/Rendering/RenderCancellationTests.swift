import Synchronization
import Testing
import Trellis

/// A render told to stop (``RenderCancellation``) does little more of its work: a `ForEach`
/// makes no more elements, a stack measures no more children, no more bands are drawn. Each
/// test counts the pieces of work a render does, and cancels it once they reach a number: what
/// is done after that is bounded by the renderer's checks, not by the view's size.
@MainActor @Suite("Rendering: cancellation") struct RenderCancellationTests {
    /// Rows in each view: far more than the work allowed after the cancellation.
    static let rows = 10_000

    /// A renderer cancelled by `tally`.
    private static func renderer(_ tally: Tally) -> ViewRenderer {
        var renderer = ViewRenderer(width: 80)
        renderer.cancellation = tally
        return renderer
    }

    @Test("a ForEach makes no more elements once the render is cancelled")
    func forEachElements() {
        let tally = Tally(cancellingAt: 100)
        _ = Self.renderer(tally).render(VStack { ForEach(0..<Self.rows, id: \.self) { _ in Counted(tally: tally) } })
        #expect(tally.count < 200)  // 100 and at most the elements before the next check
    }

    @Test("a stack measures no more children once the render is cancelled")
    func stackMeasures() {
        let tally = Tally(cancellingAt: 100)
        let view = VStack { ForEach(0..<Self.rows, id: \.self) { _ in Measured(tally: tally) { EmptyView() } } }
        _ = Self.renderer(tally).render(view)
        #expect(tally.count < 1_000)
    }

    @Test("no more bands are drawn once the render is cancelled")
    func bands() {
        // Cancelled while the first band is drawn (a band is about 200 lines at 80 wide): the
        // partial output holds that band's rows, one a line.
        let tally = Tally(cancellingAt: 1)
        let view = VStack { ForEach(0..<Self.rows, id: \.self) { _ in Placed(tally: tally) { Text("x") } } }
        let output = Self.renderer(tally).render(view, format: .plain)
        #expect(output.split(separator: "\n").count(where: { $0.contains("x") }) < 1_000)
    }

    @Test("an uncancelled render does all of its work")
    func uncancelled() {
        let tally = Tally(cancellingAt: .max)
        _ = Self.renderer(tally).render(VStack { ForEach(0..<Self.rows, id: \.self) { _ in Counted(tally: tally) } })
        #expect(tally.count == Self.rows)
    }
}

/// A count of pieces of work, and a cancellation that says stop once it reaches `limit`.
private final class Tally: RenderCancellation {
    private let total = Atomic<Int>(0)
    let limit: Int

    init(cancellingAt limit: Int) {
        self.limit = limit
    }

    var count: Int { total.load(ordering: .relaxed) }

    func note() {
        total.add(1, ordering: .relaxed)
    }

    var isCancelled: Bool { count >= limit }
}

/// A text whose body is counted.
private struct Counted: View {
    let tally: Tally

    var body: some View {
        tally.note()
        return Text("x")
    }
}

/// A one-line layout whose measurements are counted.
private struct Measured: Layout {
    let tally: Tally

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        tally.note()
        return CGSize(width: 1, height: 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A one-line layout that counts its placements (made when it is drawn).
private struct Placed: Layout {
    let tally: Tally

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 1, height: 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        tally.note()
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}
