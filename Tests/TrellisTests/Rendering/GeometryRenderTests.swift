import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// Golden outputs of `GeometryReader` and `ViewThatFits`.
@MainActor @Suite("Rendering: geometry readers and views that fit") struct GeometryRenderTests {
    @Test("GeometryReader takes the space offered and makes its content for that size, top-leading")
    func geometryReader() {
        let view = VStack(alignment: .leading, spacing: 0) {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }
            .frame(height: 2)
            .border(.single)
            GeometryReader { proxy in
                Text(verbatim: String(repeating: "=", count: Int(proxy.size.width / 2)))
            }
        }
        expectRender(view, width: 20, plain: """
            ┌──────────────────┐
            │18x2              │
            │                  │
            └──────────────────┘
            ==========

            """)
        expectRender(view, width: 60, plain: """
            ┌──────────────────────────────────────────────────────────┐
            │58x2                                                      │
            │                                                          │
            └──────────────────────────────────────────────────────────┘
            ==============================

            """)
    }

    @Test("At the standard scale the proxy speaks points: a frame half its width is half the columns")
    func geometryReaderInPoints() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("header")
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    Text(verbatim: "\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Text(verbatim: "at \(Self.describe(proxy.frame(in: .global)))")
                    Color.primary.frame(width: proxy.size.width / 2, height: 16)
                }
            }
            .frame(height: 48)
            .padding(.leading, 16)
        }
        expectRender(view, width: 20, lengthScale: .standard, plain: """
            header
              144x48
              at 16,16 144x48
              █████████

            """, ansi: """
            header
              144x48
              at 16,16 144x48
              \(csi)39m█████████\(csi)0m

            """)
        expectRender(view, width: 30, lengthScale: .standard, plain: """
            header
              224x48
              at 16,16 224x48
              ██████████████

            """, ansi: """
            header
              224x48
              at 16,16 224x48
              \(csi)39m██████████████\(csi)0m

            """)
    }

    @Test("frame(in:) is relative to the render, the named space or the reader itself")
    func frames() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("header")
            HStack(alignment: .top, spacing: 0) {
                Text("ab")
                GeometryReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Text(verbatim: "global \(Self.describe(proxy.frame(in: .global)))")
                        Text(verbatim: "named \(Self.describe(proxy.frame(in: .named("box"))))")
                        Text(verbatim: "old \(Self.describe(proxy.frame(in: CoordinateSpace.named("box"))))")
                        Text(verbatim: "local \(Self.describe(proxy.frame(in: .local)))")
                        Text(verbatim: "unknown \(Self.describe(proxy.frame(in: .named("nowhere"))))")
                        Text(verbatim: "insets \(proxy.safeAreaInsets.top)")
                    }
                }
                .frame(height: 6)
            }
            .padding(.leading, 3)
            .coordinateSpace(name: "box")
        }
        expectRender(view, width: 40, plain: """
            header
               abglobal 5,1 35x6
                 named 5,0 35x6
                 old 5,0 35x6
                 local 0,0 35x6
                 unknown 5,1 35x6
                 insets 0.0

            """)
    }

    /// `rect` as `x,y wxh`, whole numbers.
    static func describe(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
    }

    @Test("Positions stay the same when a tall render is drawn a band of lines at a time")
    func bands() {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in Color.clear.frame(width: 1, height: 10) }
            GeometryReader { proxy in Text(verbatim: "at \(Int(proxy.frame(in: .global).minY))") }.frame(height: 1)
        }
        var renderer = ViewRenderer(width: 10, lengthScale: .cells)
        renderer.bandHeight = 7
        #expect(renderer.render(view).plain.hasSuffix("at 30\n"))
        #expect(ViewRenderer(width: 10, lengthScale: .cells).render(view).plain.hasSuffix("at 30\n"))
    }

    @Test("A GeometryReader proposed nothing, or proposed 0 × 0, stays within the width")
    func geometryReaderDegenerate() {
        let reader = GeometryReader { proxy in Text(verbatim: "w\(Int(proxy.size.width))") }
        expectRender(reader.fixedSize(), width: 10, plain: """
            w2

            """)
        expectRender(reader.frame(width: 0, height: 0), width: 10, plain: """

            """)
        expectRender(reader, width: 1, plain: """
            w
            1

            """)
        expectRender(reader, width: 0, plain: """

            """)
    }

    @Test("ViewThatFits shows the first subview whose ideal size fits, else the last")
    func viewThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Text("Delivered on Wednesday 25 November")
            Text("Delivered 25 Nov")
            Text("25/11")
        }
        expectRender(view, width: 60, plain: """
            Delivered on Wednesday 25 November

            """)
        expectRender(view, width: 20, plain: """
            Delivered 25 Nov

            """)
        expectRender(view, width: 10, plain: """
            25/11

            """)
        expectRender(view, width: 3, plain: """
            25/
            11

            """)
        expectRender(view, width: 0, plain: """

            """)
    }

    @Test("ViewThatFits along both axes checks the height offered too")
    func viewThatFitsVertical() {
        let view = ViewThatFits {
            VStack(alignment: .leading, spacing: 0) { Text("one"); Text("two"); Text("three") }
            Text("one two three")
        }
        expectRender(view.frame(height: 3), width: 20, plain: """
            one
            two
            three

            """)
        expectRender(view.frame(height: 2), width: 20, plain: """
            one two three

            """)
        expectRender(ViewThatFits { EmptyView() }, width: 20, plain: """

            """)
    }
}
