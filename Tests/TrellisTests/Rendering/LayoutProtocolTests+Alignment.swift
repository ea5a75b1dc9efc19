import Foundation
import Testing
import Trellis

/// A custom alignment whose default is a view's centre.
private enum Middle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

/// A custom alignment whose default is a view's second line.
private enum SecondLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { min(1, context.height) }
}

extension HorizontalAlignment {
    fileprivate static let middle = HorizontalAlignment(Middle.self)
}

extension VerticalAlignment {
    fileprivate static let secondLine = VerticalAlignment(SecondLine.self)
}

@MainActor extension LayoutProtocolTests {
    @Test("ViewDimensions: size, default guides, explicit guides set with .alignmentGuide")
    func viewDimensions() throws {
        let captured = Captured<[ViewDimensions]>()
        _ = ViewRenderer(width: 20, lengthScale: .cells).render(Measuring(captured: captured) {
            Text("abcde\nfg")
            Text("xyz").alignmentGuide(.leading) { $0.width + 1 }.alignmentGuide(VerticalAlignment.bottom) { _ in 7 }
        })
        let dimensions = try #require(captured.value)
        try #require(dimensions.count == 2)
        let (text, guided) = (dimensions[0], dimensions[1])
        #expect((text.width, text.height) == (5, 2))
        #expect(text[HorizontalAlignment.leading] == 0 && text[HorizontalAlignment.center] == 2.5 && text[.trailing] == 5)
        #expect(text[VerticalAlignment.top] == 0 && text[VerticalAlignment.center] == 1 && text[.bottom] == 2)
        #expect(text[explicit: HorizontalAlignment.leading] == nil && text[explicit: VerticalAlignment.top] == nil)
        #expect(text[.middle] == 2.5 && text[.secondLine] == 1)
        #expect(guided[HorizontalAlignment.leading] == 4 && guided[explicit: HorizontalAlignment.leading] == 4)
        #expect(guided[VerticalAlignment.bottom] == 7 && guided[explicit: .bottom] == 7)
        #expect(guided[explicit: HorizontalAlignment.trailing] == nil && guided[.trailing] == 3)
    }

    @Test("ViewDimensions at the standard scale: points, 8 a column and 16 a line, guides too")
    func viewDimensionsInPoints() throws {
        let captured = Captured<[ViewDimensions]>()
        _ = ViewRenderer(width: 20, lengthScale: .standard).render(Measuring(captured: captured) {
            Text("abcde\nfg")
            Text("xyz").alignmentGuide(.leading) { $0.width + 4 }.alignmentGuide(VerticalAlignment.bottom) { _ in 40 }
        })
        let dimensions = try #require(captured.value)
        try #require(dimensions.count == 2)
        let (text, guided) = (dimensions[0], dimensions[1])
        #expect((text.width, text.height) == (40, 32))
        #expect(text[HorizontalAlignment.center] == 20 && text[.trailing] == 40 && text[VerticalAlignment.center] == 16)
        #expect(text[.middle] == 20 && text[.secondLine] == 1)
        // The closure sees the width in points and answers in points, kept to a fraction of a cell.
        #expect(guided[HorizontalAlignment.leading] == 28 && guided[explicit: HorizontalAlignment.leading] == 28)
        #expect(guided[VerticalAlignment.bottom] == 40 && guided[.trailing] == 24)
    }

    /// Records its subviews' dimensions at their ideal sizes; draws nothing.
    struct Measuring: Layout {
        let captured: Captured<[ViewDimensions]>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            captured.record(subviews.map { $0.dimensions(in: .unspecified) })
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("an alignment guide moves a view in a VStack, an HStack and a ZStack")
    func alignmentGuidesInStacks() {
        let view = VStack(alignment: .leading) {
            Text("Total")
            Text("42").alignmentGuide(.leading) { _ in -2 }
            Text("trailing").alignmentGuide(.leading) { $0[.trailing] - 3 }
            HStack(alignment: .top) {
                Text("a\nb\nc")
                Text("x").alignmentGuide(.top) { _ in -1 }
            }
            ZStack(alignment: .topLeading) {
                Text("####\n####")
                Text("o").alignmentGuide(.leading) { _ in -3 }.alignmentGuide(.top) { _ in -1 }
            }
        }
        expectRender(view, width: 20, plain: """
                 Total
                   42
            trailing
                 a
                 b x
                 c
                 ####
                 ###o
            
            """)
        // Narrower, "trailing" wraps and its guide moves in: the others line up with it
        // beyond the width, as SwiftUI's stack grows past its proposal, and are cut there.
        expectRender(view, width: 6, plain: """
               Tot
                 4
            traili
            ng
               a
               b x
               c
               ###
               ###
            
            """)
    }

    @Test("alignment guides at the standard scale are points: -16 is 2 columns out, -16 on top a line up")
    func alignmentGuidesInPoints() {
        let view = VStack(alignment: .leading) {
            Text("Total")
            Text("42").alignmentGuide(.leading) { _ in -16 }
            Text("half").alignmentGuide(.leading) { $0[.trailing] / 2 }
            HStack(alignment: .top) {
                Text("a\nb")
                Text("x").alignmentGuide(.top) { _ in -16 }
            }
        }
        for width in [20, 8] {
            expectRender(view, width: width, lengthScale: .standard, plain: """
                  Total
                    42
                half
                  a
                  b x
                
                """)
        }
    }

    @Test("a custom AlignmentID aligns stacks by its default, or by guides that set it")
    func customAlignment() {
        let view = VStack(alignment: .middle) {
            Text("centred")
            Text("x")
            Text(">").alignmentGuide(.middle) { $0.width + 2 }
            HStack(alignment: .secondLine) { Text("1\n2\n3"); Text("two"); Text("top").alignmentGuide(.secondLine) { _ in 0 } }
        }
        // The HStack's middle is its centre, 4.5 columns in; its second lines meet.
        for width in [20, 9] {
            expectRender(view, width: width, plain: """
                 centred
                    x
                 >
                1 two
                2     top
                3
                
                """)
        }
    }

    /// Two subviews in a column, the second indented by `indent`; its leading guide is the
    /// indented one's.
    struct Indented: Layout {
        var indent: CGFloat = 2

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let widths = sizes.enumerated().map { $0.offset == 0 ? $0.element.width : $0.element.width + indent }
            return CGSize(width: widths.max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + (index == 0 ? 0 : indent), y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading && subviews.count > 1 ? bounds.minX + indent : nil
        }
    }

    @Test("explicitAlignment: a custom layout's guide lines up with its siblings'; the default is none")
    func explicitAlignment() {
        // In cells, and in points at the standard scale (16 points are 2 columns): the same.
        let inCells = VStack(alignment: .leading) {
            Text("head")
            Indented { Text("a"); Text("b") }
            Indented { Text("solo") }
        }
        let inPoints = VStack(alignment: .leading) {
            Text("head")
            Indented(indent: 16) { Text("a"); Text("b") }
            Indented(indent: 16) { Text("solo") }
        }
        for (view, scale) in [(AnyView(inCells), LengthScale.cells), (AnyView(inPoints), .standard)] {
            for width in [20, 6] {
                expectRender(view, width: width, lengthScale: scale, plain: """
                      head
                    a
                      b
                      solo
                    
                    """)
            }
        }
    }

    @Test("guides at extreme numbers never trap and never draw past the width", arguments: [
        CGFloat.infinity, -CGFloat.infinity, CGFloat.nan, 1e300, -1e300, CGFloat(Int.max),
    ])
    func extremeGuides(value: CGFloat) {
        let view = VStack(alignment: .leading) {
            Text("a")
            Text("b").alignmentGuide(.leading) { _ in value }
            HStack(alignment: .bottom) { Text("c"); Text("d").alignmentGuide(.bottom) { _ in value } }
            ZStack(alignment: .topLeading) { Text("e").alignmentGuide(.leading) { _ in value }; Text("f") }
            VStack(alignment: .middle) { Text("g").alignmentGuide(.middle) { _ in value }; Text("h") }
        }
        for width in [10, 1] {
            expectRenderInvariants(ViewRenderer(width: width).render(view), width: width)
        }
    }
}
