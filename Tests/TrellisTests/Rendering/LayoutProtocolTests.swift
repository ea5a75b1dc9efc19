import Foundation
import Testing
import Trellis

/// The `Layout` protocol's surface beyond sizing and placing: spacing preferences, layout
/// values, layout properties, priorities, anchors, caches and subview slices.
@MainActor @Suite("Layout: the Layout protocol") struct LayoutProtocolTests {
    /// Subviews in a row at their ideal sizes, spaced by their preferred spacing.
    struct SpacedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps(subviews).reduce(0, +),
                          height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for (index, gap) in zip(subviews.indices, gaps(subviews) + [0]) {
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subviews[index].sizeThatFits(.unspecified).width + gap
            }
        }

        private func gaps(_ subviews: Subviews) -> [CGFloat] {
            subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
        }
    }

    @Test("a view prefers 1 column beside it (8 points at the standard scale) and 0 lines above and below")
    func viewSpacing() {
        let view = ViewSpacing()
        #expect(view.distance(to: view, along: .horizontal) == 8)
        #expect(view.distance(to: view, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        // The larger preference wins: zero beside a view is the view's.
        #expect(ViewSpacing.zero.distance(to: view, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.union(view, edges: .leading).distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.union(view, edges: .trailing).distance(to: .zero, along: .horizontal) == 8)
        var merged = ViewSpacing.zero
        merged.formUnion(view, edges: .vertical)
        #expect(merged.distance(to: .zero, along: .horizontal) == 0)
    }

    /// Records the distance between its first two subviews along each axis; draws nothing.
    struct MeasuringSpacing: Layout {
        let captured: Captured<(horizontal: CGFloat, vertical: CGFloat)>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let (first, second) = (subviews[0].spacing, subviews[1].spacing)
            captured.record((first.distance(to: second, along: .horizontal), first.distance(to: second, along: .vertical)))
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("a subview's spacing is in points at its container's scale: 1 column is 1 at .cells, 8 at .standard",
          arguments: [(LengthScale.cells, CGFloat(1)), (.standard, 8), (LengthScale(pointsPerColumn: 10), 10)])
    func subviewSpacingScale(scale: LengthScale, column: CGFloat) {
        let captured = Captured<(horizontal: CGFloat, vertical: CGFloat)>()
        _ = ViewRenderer(width: 20, lengthScale: scale).render(MeasuringSpacing(captured: captured) { Text("a"); Text("b") })
        #expect(captured.value?.horizontal == column)
        #expect(captured.value?.vertical == 0)
    }

    @Test("spacing.distance spaces subviews as HStack does: 1 column, none next to a spacer")
    func spacingDistance() {
        let row = SpacedRow { Text("a"); Text("b"); Spacer(); Text("c"); SpacedRow { Text("x"); Text("y") } }
        // The nested layout's spacing is the union of its subviews': a text's. At the standard
        // scale the distance is 8 points, still 1 column.
        for scale in [LengthScale.cells, .standard] {
            expectRender(row, width: 20, lengthScale: scale, plain: """
                a bc x y
                
                """)
            expectRender(HStack { row; Text("|") }, width: 10, lengthScale: scale, plain: """
                a bc x y |
                
                """)
        }
    }

    /// Stacks its subviews' lines by rank, lowest first; ties keep their order.
    struct Ranked: Layout {
        struct Rank: LayoutValueKey {
            static let defaultValue = 0
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                let proposal = ProposedViewSize(width: bounds.width, height: nil)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
                y += subview.sizeThatFits(proposal).height
            }
        }
    }

    @Test("layout values: set with .layoutValue through other modifiers, read as subview[Key.self]")
    func layoutValues() {
        let view = Ranked {
            Text("third place").layoutValue(key: Ranked.Rank.self, value: 3)
            Text("unranked")
            Text("first place").bold().layoutValue(key: Ranked.Rank.self, value: 1).padding(.leading, 2)
        }
        expectRender(view, width: 20, plain: """
            unranked
              first place
            third place
            
            """, ansi: """
            unranked
              \(csi)1mfirst place\(csi)0m
            third place
            
            """)
        expectRender(view, width: 7, plain: """
            unranke
            d
              first
              place
            third
            place
            
            """, ansi: """
            unranke
            d
              \(csi)1mfirst\(csi)0m
              \(csi)1mplace\(csi)0m
            third
            place
            
            """)
    }

    @Test("a layout value counts in the closest layout only")
    func layoutValueScope() {
        let view = Ranked {
            Ranked { Text("inner b").layoutValue(key: Ranked.Rank.self, value: 9); Text("inner a") }
            Text("outer").layoutValue(key: Ranked.Rank.self, value: 1)
        }
        expectRender(view, width: 20, plain: """
            inner a
            inner b
            outer
            
            """)
        expectRender(view, width: 5, plain: """
            inner
            a
            inner
            b
            outer
            
            """)
    }

    /// Subviews in a row: the spacers share what the others leave of the proposed width.
    struct Row: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: proposal.width ?? sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let flexible = subviews.filter { $0.sizeThatFits(.infinity).width > $0.sizeThatFits(.unspecified).width }
            let fixedWidth = subviews.filter { !flexible.contains($0) }.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
            let share = max(0, bounds.width - fixedWidth) / CGFloat(max(1, flexible.count))
            var x = bounds.minX
            for subview in subviews {
                let proposal = flexible.contains(subview) ? ProposedViewSize(width: share, height: bounds.height) : .unspecified
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: proposal)
                x += subview.sizeThatFits(proposal).width
            }
        }
    }

    @Test("layoutProperties.stackOrientation: a Spacer expands and a Divider stands along it")
    func stackOrientation() {
        let view = VStack(alignment: .leading) {
            Row { Text("Name"); Spacer(); Text("42") }
            Row { Text("a"); Divider(); Text("b") }
            Ranked { Text("a"); Divider(); Text("b") }
        }
        expectRender(view, width: 12, plain: """
            Name      42
            a│b
            a
            ────────────
            b
            
            """, ansi: """
            Name      42
            a\(csi)2m│\(csi)0mb
            a
            \(csi)2m────────────\(csi)0m
            b
            
            """)
        expectRender(view, width: 8, plain: """
            Name  42
            a│b
            a
            ────────
            b
            
            """, ansi: """
            Name  42
            a\(csi)2m│\(csi)0mb
            a
            \(csi)2m────────\(csi)0m
            b
            
            """)
        #expect(Row.layoutProperties.stackOrientation == .horizontal)
        #expect(Ranked.layoutProperties.stackOrientation == nil)
    }

    /// Subviews in a column, highest priority first, each anchored by its trailing edge.
    struct ByPriority: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
                subview.place(at: CGPoint(x: bounds.maxX, y: y), anchor: .topTrailing, proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    @Test("priority orders and place(at:anchor:) anchors; an unplaced subview is centred")
    func priorityAndAnchor() {
        let view = HStack(alignment: .top) {
            ByPriority { Text("low"); Text("high").layoutPriority(2); Text("middle").layoutPriority(1) }
            Unplacing { Text("#####\n#####\n#####"); Text("o") }
        }
        expectRender(view, width: 20, plain: """
              high #####
            middle ##o##
               low #####
            
            """)
        // Two columns left for the block: it wraps, and the unplaced "o" is still centred.
        expectRender(view, width: 9, plain: """
              high ##
            middle ##
               low #
                   ##
                   o#
                   #
                   ##
                   ##
                   #
            
            """)
    }

    /// Places only its first subview; the others are drawn centred, as SwiftUI does.
    struct Unplacing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Measures its subviews in its cache and lays them out in a column; before placing,
    /// spoils the cache and has the default `updateCache` make it anew.
    struct Cached: Layout {
        let calls: Calls

        final class Calls {
            var makeCache = 0
            var placeSubviews = 0
        }

        func makeCache(subviews: Subviews) -> [CGSize] {
            calls.makeCache += 1
            return subviews.map { $0.sizeThatFits(.unspecified) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
            CGSize(width: cache.map(\.width).max() ?? 0, height: cache.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
            calls.placeSubviews += 1
            cache = [.zero]
            updateCache(&cache, subviews: subviews)
            var y = bounds.minY
            for (subview, size) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
                y += size.height
            }
        }
    }

    @Test("makeCache runs once per layout, before its other methods; the default updateCache makes it anew")
    func cache() {
        let calls = Cached.Calls()
        let view = Cached(calls: calls) { Text("one"); Text("three") }
        expectRender(view, width: 10, plain: """
            one
            three
            
            """)
        #expect(calls.placeSubviews > 0)
        #expect(calls.makeCache == 1 + calls.placeSubviews)
        expectRender(view, width: 3, plain: """
            one
            thr
            
            """)
    }

    /// Lays its first subview out in a row before the rest, which it lays out with
    /// `VStackLayout` through a slice of its subviews, in the width the first leaves.
    struct HeadAndRest: Layout {
        let restLayout = VStackLayout(alignment: .leading)

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard let head = subviews.first else { return .zero }
            let headSize = head.sizeThatFits(.unspecified)
            let restSize = restSize(subviews[1...], width: proposal.width.map { max(0, $0 - headSize.width - 1) })
            return CGSize(width: headSize.width + 1 + restSize.width, height: max(headSize.height, restSize.height))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard let head = subviews.first else { return }
            head.place(at: bounds.origin, proposal: .unspecified)
            let rest = subviews[1...]
            let x = bounds.minX + head.sizeThatFits(.unspecified).width + 1
            let restProposal = ProposedViewSize(width: max(0, bounds.maxX - x), height: nil)
            var restCache = restLayout.makeCache(subviews: rest)
            let restSize = restLayout.sizeThatFits(proposal: restProposal, subviews: rest, cache: &restCache)
            restLayout.placeSubviews(in: CGRect(origin: CGPoint(x: x, y: bounds.minY), size: restSize),
                                     proposal: restProposal, subviews: rest, cache: &restCache)
        }

        private func restSize(_ rest: Subviews, width: CGFloat?) -> CGSize {
            var cache = restLayout.makeCache(subviews: rest)
            return restLayout.sizeThatFits(proposal: ProposedViewSize(width: width, height: nil), subviews: rest, cache: &cache)
        }
    }

    @Test("Subviews slices are Subviews, which a built-in layout can lay out")
    func subviewSlices() {
        let view = HeadAndRest { Text("Fruit:"); Text("apple"); Text("banana"); Text("cherry") }
        expectRender(view, width: 20, plain: """
            Fruit: apple
                   banana
                   cherry
            
            """)
        expectRender(view, width: 12, plain: """
            Fruit: apple
                   banan
                   a
                   cherr
                   y
            
            """)
    }
}
