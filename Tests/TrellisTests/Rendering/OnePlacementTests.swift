import Testing
import Trellis
@testable import TrellisCore

/// A `VStack` has one placement: its rigid rows are placed by the `FlowLines` column a streamed
/// root flow draws with; and whether a node may be laid out off the calling thread is a value
/// it carries from when it is made, its type's answer and its children's.
@MainActor @Suite("Layout: one placement per container, portability as a value")
struct OnePlacementTests {
    /// The layout node `view` makes.
    private func node(_ view: some View) -> _LayoutNode {
        type(of: view)._makeView(view: view, inputs: _ViewInputs(environment: EnvironmentValues()))
    }

    /// Lays its one subview out as it is: a custom `Layout`, which runs code Trellis does not own.
    struct Plain: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    @Test("rigid rows of a VStack are where the flow's column puts them, at any alignment and spacing",
          arguments: [HorizontalAlignment.leading, .center, .trailing], [0, 1, 3])
    func rigidRowsInTheColumn(alignment: HorizontalAlignment, spacing: Int) throws {
        let stack = try #require(node(VStack(alignment: alignment, spacing: CGFloat(spacing)) {
            Text("a"); Text("three"); Text("wide row")
        }) as? StackNode)
        let lines = stack.spacing  // the points given, in lines
        let size = stack.sizeThatFits(CellProposal(width: 30, height: nil))
        #expect(size == CellSize(width: 8, height: 3 + 2 * lines))
        var column = FlowLines.column(length: size.width, alignment: alignment.fraction, spacing: lines)
        var rows = stack.children.map(FlowChild.node)
        column.append(&rows)
        #expect(stack.childRects(in: size) == rows.indices.map { column.rect(of: $0, line: $0) })
        let widths = [1, 5, 8]
        #expect(stack.childRects(in: size).map(\.minX) == widths.map { Alignment.offset($0, in: 8, fraction: alignment.fraction) })
        #expect(stack.childRects(in: size).map(\.minY) == (0..<3).map { $0 * (1 + lines) })
    }

    @Test("a VStack with a row that is not rigid shares the height as before: a spacer takes what is left")
    func flexibleRowsShareTheHeight() throws {
        let stack = try #require(node(VStack { Text("top"); Spacer(); Text("bottom") }) as? StackNode)
        #expect(stack.childRects(in: CellSize(width: 6, height: 10)).map(\.minY) == [0, 1, 9])
        let wrapping = try #require(node(VStack { Text("a line that wraps") }) as? StackNode)
        #expect(wrapping.sizeThatFits(CellProposal(width: 8, height: nil)).height == 3)
    }

    @Test("a node is portable when its type and everything under it lay out off the calling thread")
    func portabilityFlowsUp() {
        #expect(node(Text("a")).isPortable)
        #expect(node(VStack { Text("a"); Text("b").padding().border(.primary) }).isPortable)
        #expect(node(ZStack { Color.red; Text("a").frame(width: 3).offset(x: 1) }).isPortable)
        #expect(!node(Plain { Text("a") }).isPortable)
        #expect(!node(VStack { Text("a"); HStack { Plain { Text("deep") } }.padding() }).isPortable)
        #expect(!node(ViewThatFits { Plain { Text("a") }; Text("b") }).isPortable)
        #expect(!node(Text("a").containerRelativeFrame(.horizontal) { length, _ in length / 2 }).isPortable)
        #expect(!node(LazyVStack { Text("a"); Text("b").overlay { Plain { Text("c") } } }).isPortable)
    }
}
