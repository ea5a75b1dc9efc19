import Foundation
import Testing
import Trellis

@MainActor extension LayoutProtocolTests {
    @Test("HStackLayout, VStackLayout, ZStackLayout and GridLayout render as their container views",
          arguments: [30, 9])
    func builtInLayouts(width: Int) {
        func same(_ layout: some View, _ view: some View, sourceLocation: SourceLocation = #_sourceLocation) {
            let renderer = ViewRenderer(width: width)
            #expect(renderer.render(layout).ansi == renderer.render(view).ansi, sourceLocation: sourceLocation)
        }
        let tall = Text("one\ntwo")
        same(HStackLayout { tall; Text("wrapping words"); Spacer(); Divider(); Text("end") },
             HStack { tall; Text("wrapping words"); Spacer(); Divider(); Text("end") })
        same(HStackLayout(alignment: .bottom, spacing: 3) { tall; Text("x").alignmentGuide(.bottom) { _ in 0 } },
             HStack(alignment: .bottom, spacing: 3) { tall; Text("x").alignmentGuide(.bottom) { _ in 0 } })
        same(VStackLayout { Text("centred"); Divider(); Text("x") }, VStack { Text("centred"); Divider(); Text("x") })
        same(VStackLayout(alignment: .trailing, spacing: 1) { Text("a"); Spacer(); Text("bbb") }.frame(height: 6),
             VStack(alignment: .trailing, spacing: 1) { Text("a"); Spacer(); Text("bbb") }.frame(height: 6))
        same(ZStackLayout(alignment: .bottomTrailing) { Text("####\n####"); Text("o") },
             ZStack(alignment: .bottomTrailing) { Text("####\n####"); Text("o") })
        same(GridLayout(alignment: .leading, horizontalSpacing: 2) {
                GridRow { Text("Name"); Text("Qty") }
                Divider()
                GridRow { Text("Apples"); Text("3") }
             },
             Grid(alignment: .leading, horizontalSpacing: 2) {
                GridRow { Text("Name"); Text("Qty") }
                Divider()
                GridRow { Text("Apples"); Text("3") }
             })
    }

    @Test("the built-in layouts' parameters have SwiftUI's names, types and defaults")
    func builtInLayoutParameters() {
        let h = HStackLayout()
        #expect(h.alignment == .center && h.spacing == nil)
        let v = VStackLayout(alignment: .leading, spacing: 2)
        #expect(v.alignment == .leading && v.spacing == CGFloat(2))
        #expect(ZStackLayout().alignment == .center)
        let grid = GridLayout()
        #expect(grid.alignment == .center && grid.horizontalSpacing == nil && grid.verticalSpacing == nil)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    /// The content laid out by `layout`: the same view type whatever the layout.
    private func switchable(_ layout: AnyLayout) -> some View {
        layout {
            Text("Name")
            Spacer()
            Text("42")
        }
    }

    @Test("AnyLayout switches between HStackLayout and VStackLayout, keeping the content's identity")
    func anyLayout() {
        let horizontal = switchable(AnyLayout(HStackLayout()))
        let vertical = switchable(AnyLayout(VStackLayout(alignment: .leading)))
        // One view type whatever the layout: switching keeps every subview's identity.
        #expect(type(of: horizontal) == type(of: vertical))
        expectRender(horizontal, width: 12, plain: """
            Name      42
            
            """)
        expectRender(horizontal, width: 10, plain: """
            Name    42
            
            """)
        expectRender(vertical, width: 12, plain: """
            Name
            42
            
            """)
        expectRender(vertical.frame(height: 3), width: 10, plain: """
            Name
            
            42
            
            """)
    }

    @Test("AnyLayout of a custom layout runs its methods, and of AnyLayout forwards")
    func anyLayoutOfCustom() {
        let flow = AnyLayout(AnyLayout(FlowLayout())) { Text("one"); Text("two"); Text("three") }
        expectRender(flow, width: 20, plain: """
            one two three
            
            """)
        expectRender(flow, width: 8, plain: """
            one two
            three
            
            """)
        let rows = AnyLayout(Row()) { Text("a"); Spacer(); Text("b") }
        expectRender(rows, width: 6, plain: """
            a    b
            
            """)
    }

    /// A layout that delegates to `HStackLayout`'s methods, as wrapping layouts do.
    struct Delegating: Layout {
        let base = HStackLayout(alignment: .top, spacing: 2)

        func makeCache(subviews: Subviews) -> HStackLayout.Cache { base.makeCache(subviews: subviews) }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) -> CGSize {
            base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) {
            base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test("a built-in layout called through its methods places as its container view",
          arguments: [30, 9])
    func builtInLayoutMethods(width: Int) {
        let renderer = ViewRenderer(width: width)
        let delegated = renderer.render(Delegating { Text("one\ntwo"); Text("wrapping words"); Text("x") })
        let stacked = renderer.render(HStack(alignment: .top, spacing: 2) { Text("one\ntwo"); Text("wrapping words"); Text("x") })
        #expect(delegated.plain == stacked.plain)
    }
}
