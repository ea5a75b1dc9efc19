import Testing
import Trellis
@testable import TrellisCore

/// A lazy stack or grid keeps a text of one style as a value (`FlowChild.text`) and makes its
/// node only when it has to be laid out: whatever the text, it draws exactly as the same text
/// in an ordinary stack, which always makes nodes.
@MainActor @Suite("Rendering: the rows of a lazy stack kept as values")
struct FlowChildRenderTests {
    /// Texts of every kind: on one line, wrapping at spaces and between wide characters,
    /// breaking lines, with trailing spaces, tabs and controls, several styles, empty.
    static var texts: [Text] { [
        Text("a short row"),
        Text("a row long enough to wrap at the stack's width, twice over"),
        Text("카드 일곱 번째 컴포넌트입니다"),
        Text("👩‍👩‍👧 family 🇫🇷 flag"),
        Text("two\nlines"),
        Text("trailing spaces   "),
        Text("\ttab and \u{1B}[31m escape"),
        Text("bold").bold() + Text(" and plain"),
        Text(""),
        Text("struck through").strikethrough().foregroundStyle(Color.red),
        Text("averyveryverylongwordwithoutspacesatall"),
    ] }

    /// The texts in a lazy stack and, as reference, in a stack of nodes, each as wide as the
    /// lazy stack proposes and aligned as it aligns them.
    struct Stacks: View {
        let alignment: HorizontalAlignment
        let lazy: Bool

        var body: some View {
            if lazy {
                LazyVStack(alignment: alignment) {
                    ForEach(0..<FlowChildRenderTests.texts.count, id: \.self) { FlowChildRenderTests.texts[$0] }
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(0..<FlowChildRenderTests.texts.count, id: \.self) {
                        FlowChildRenderTests.texts[$0].frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
                    }
                }
            }
        }
    }

    @Test("a row drawn from its value is the row its node draws",
          arguments: [(HorizontalAlignment.leading, 12), (.center, 17), (.trailing, 9), (.leading, 80)])
    func sameAsNodes(alignment: HorizontalAlignment, width: Int) {
        let renderer = ViewRenderer(width: width)
        let lazy = renderer.render(Stacks(alignment: alignment, lazy: true))
        let nodes = renderer.render(Stacks(alignment: alignment, lazy: false))
        #expect(lazy == nodes)
        expectRenderInvariants(lazy, width: width)
    }

    @Test("a line limit from the environment cuts rows kept as values as it cuts nodes")
    func lineLimit() {
        let renderer = ViewRenderer(width: 14)
        for limit in [0, 1, 2] {
            let lazy = renderer.render(Stacks(alignment: .leading, lazy: true).lineLimit(limit))
            let nodes = renderer.render(Stacks(alignment: .leading, lazy: false).lineLimit(limit))
            #expect(lazy == nodes, "line limit \(limit)")
        }
    }

    @Test("a text of one style is kept as a value; one of several styles, and other views, as nodes")
    func whatIsKept() {
        let environment = EnvironmentValues()
        guard case .text = Text.makeFlowChild(Text("row"), environment: environment) else {
            Issue.record("a text of one style makes a node")
            return
        }
        guard case .node = Text.makeFlowChild(Text("a") + Text("b").bold(), environment: environment) else {
            Issue.record("a text of two styles is kept as a value")
            return
        }
        var child = Text.makeFlowChild(Text("wraps here"), environment: environment)
        #expect(child.sizeThatFits(CellProposal(width: 5, height: nil)) == CellSize(width: 5, height: 2))
        guard case .node = child else {
            Issue.record("a text that wraps stays a value: its layout would be made again to draw it")
            return
        }
    }
}
