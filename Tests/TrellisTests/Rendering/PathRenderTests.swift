import Testing
import Trellis

/// Shapes drawn from their paths: custom shapes, `Path` views and trimmed shapes, stroked in
/// braille dots and filled in quadrant blocks.
@MainActor @Suite("Rendering: paths") struct PathRenderTests {
    /// A right triangle with its right angle at the bottom left.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    @Test("a stroked line is a line of braille dots across its frame")
    func strokedLine() {
        let view = Path { path in
            path.move(to: CGPoint(x: 0, y: 3))
            path.addLine(to: CGPoint(x: 6, y: 0))
        }
        .stroke()
        .frame(width: 6, height: 3)
        expectRender(view, width: 10, plain: """
                ⢀⠜
              ⢀⠔⠁
            ⣀⠔⠁

            """)
    }

    @Test("a custom shape filled is quadrant blocks inside its path; stroked, its outline in dots")
    func customShape() {
        let view = HStack(alignment: .top) {
            Triangle().fill(.red).frame(width: 6, height: 3)
            Triangle().stroke().frame(width: 6, height: 3)
            Triangle().fill(.red.opacity(0.5)).frame(width: 6, height: 3)
        }
        expectRender(view, width: 30, plain: """
            ▙▖     ⡗⢄     ▓
            ██▙▖   ⡇ ⠑⢄   ▓▓▓
            ████▙▖ ⣇⣀⣀⣀⣑⣄ ▓▓▓▓▓

            """, ansi: """
            \(csi)31m▙▖\(csi)0m     ⡗⢄     \(csi)31m▓\(csi)0m
            \(csi)31m██▙▖\(csi)0m   ⡇ ⠑⢄   \(csi)31m▓▓▓\(csi)0m
            \(csi)31m████▙▖\(csi)0m ⣇⣀⣀⣀⣑⣄ \(csi)31m▓▓▓▓▓\(csi)0m

            """)
    }

    @Test("a path view alone is filled in the foreground style, as SwiftUI fills it")
    func pathViewFills() {
        let view = Path(CGRect(x: 1, y: 1, width: 2, height: 1)).frame(width: 4, height: 3)
        expectRender(view, width: 10, plain: """

             ██

            """, ansi: """

             \(csi)39m██\(csi)0m

            """)
    }

    @Test("trimmed circles draw the part of the ring kept; untrimmed, the circle stays a box")
    func trimmedCircle() {
        let view = HStack(alignment: .top) {
            Circle().trim(from: 0, to: 0.25).stroke().frame(width: 8, height: 4)
            Circle().trim(from: 0, to: 0.5).stroke().frame(width: 8, height: 4)
            Circle().trim(from: 0, to: 1).stroke().frame(width: 8, height: 4)
            Circle().trim(from: 0.5, to: 0.5).stroke().frame(width: 8, height: 4)
        }
        expectRender(view, width: 40, plain: """
                              ╭──────╮
                              │      │
                 ⢸⠁    ⡇  ⢸⠁  │      │
                ⣀⠜     ⠣⣀⣀⠜   ╰──────╯

            """)
    }

    @Test("arcs, quadratic corners and ellipses of custom paths")
    func curves() {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                let center = CGPoint(x: rect.midX, y: rect.midY)
                var path = Path()
                path.move(to: center)
                path.addArc(center: center, radius: rect.width / 2, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                path.closeSubpath()
                return path
            }
        }
        let view = HStack(alignment: .top) {
            Wedge().fill().frame(width: 8, height: 8)
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4)).stroke().frame(width: 8, height: 4)
            Path(roundedRect: CGRect(x: 0, y: 0, width: 8, height: 4), cornerRadius: 1).stroke().frame(width: 8, height: 4)
        }
        expectRender(view, width: 30, plain: """
                     ⢠⠖⠉⠉⠉⠉⠲⡄ ⡏⠉⠉⠉⠉⠉⠉⢹
                     ⡇      ⢸ ⡇      ⢸
                     ⡇      ⢸ ⡇      ⢸
                     ⠘⠦⣀⣀⣀⣀⠴⠃ ⣇⣀⣀⣀⣀⣀⣀⣸
                ████
                ███▛
                ███▘
                █▛▘

            """, ansi: """
                     ⢠⠖⠉⠉⠉⠉⠲⡄ ⡏⠉⠉⠉⠉⠉⠉⢹
                     ⡇      ⢸ ⡇      ⢸
                     ⡇      ⢸ ⡇      ⢸
                     ⠘⠦⣀⣀⣀⣀⠴⠃ ⣇⣀⣀⣀⣀⣀⣀⣸
                \(csi)39m████\(csi)0m
                \(csi)39m███▛\(csi)0m
                \(csi)39m███▘\(csi)0m
                \(csi)39m█▛▘\(csi)0m

            """)
    }

    @Test("a path scales with the length scale: points become columns and lines")
    func lengthScale() {
        // 8 points a column and 16 a line: a 32 × 32 point square is 4 columns and 2 lines.
        let view = Path(CGRect(x: 0, y: 0, width: 32, height: 32)).stroke().frame(width: 48, height: 48)
        expectRender(view, width: 10, lengthScale: .standard, plain: """
            ⡏⠉⠉⠉⡇
            ⡇   ⡇
            ⠉⠉⠉⠉⠁

            """)
    }

    @Test("what lies outside the frame, or is not finite, is not drawn")
    func outsideAndNonFinite() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Path { path in
                path.move(to: CGPoint(x: -10, y: 1))
                path.addLine(to: CGPoint(x: 100, y: 1))
            }
            .stroke()
            .frame(width: 4, height: 2)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: CGFloat.infinity, y: CGFloat.nan))
            }
            .stroke()
            .frame(width: 4, height: 1)
            Text("end")
        }
        expectRender(view, width: 10, plain: """

            ⠉⠉⠉⠉

            end

            """)
    }

    @Test("clipShape with a shape drawn from its path clips as a rectangle: a square box")
    func clipToCustomShape() {
        expectRender(Text("tab").clipShape(Triangle()), width: 10, plain: """
            ┌───┐
            │tab│
            └───┘

            """)
    }
}

/// `Path`'s geometry, as SwiftUI and Core Graphics define it.
@MainActor @Suite("Path geometry") struct PathGeometryTests {
    @Test("elements are recorded as given; arcs and ellipses become cubic curves")
    func elements() {
        var path = Path()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l 20 5 10 10 q h")
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        var count = 0
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)).forEach { element in
            if case .curve = element { count += 1 }
        }
        #expect(count == 4)
    }

    @Test("boundingRect holds the curve's extremes, not its control points; empty is null")
    func boundingRect() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(Path(ellipseIn: CGRect(x: 1, y: 2, width: 6, height: 4)).boundingRect.insetBy(dx: -1e-9, dy: -1e-9)
            .contains(CGRect(x: 1, y: 2, width: 6, height: 4)))
        #expect(Path().boundingRect.isNull)
    }

    @Test("addArc: clockwise is Core Graphics' sense; the arc joins the current point with a line")
    func arcs() {
        var quarter = Path()
        quarter.move(to: CGPoint(x: 0, y: 0))
        quarter.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = quarter.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(quarter.boundingRect.width == 10 && quarter.boundingRect.height == 10)
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // Three quarters of the circle, the other way round: through (-10, 0) and (0, -10).
        #expect(abs(long.boundingRect.minX + 10) < 1e-9 && abs(long.boundingRect.minY + 10) < 1e-9)
        var first = 0
        long.forEach { if case .move = $0 { first += 1 } }
        #expect(first == 1)
    }

    @Test("contains: non-zero winding by default, even-odd on request")
    func contains() {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(rings.contains(CGPoint(x: 5, y: 5)))
        #expect(!rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(rings.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 11, y: 5)))
    }

    @Test("trimmedPath keeps a fraction of the length, cutting segments where it falls")
    func trimmed() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.description == "0 0 m 10 0 l 10 10 l")
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.description == "5 0 m 10 0 l 10 5 l")
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: -1, to: 2) == square)
        let arc = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        let end = arc.currentPoint!
        #expect(abs(end.x) < 0.05 && abs(end.y - 10) < 0.05)
    }

    @Test("built-in shapes give SwiftUI's paths")
    func builtInPaths() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(Rectangle().path(in: rect) == Path(rect))
        #expect(Circle().path(in: rect).boundingRect.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 5, y: 0, width: 10, height: 10)))
        #expect(Circle().path(in: rect).boundingRect.width < 10 + 1e-9)
        #expect(Ellipse().path(in: rect) == Path(ellipseIn: rect))
        #expect(RoundedRectangle(cornerRadius: 3).path(in: rect) == Path(roundedRect: rect, cornerRadius: 3))
        #expect(Rectangle().inset(by: 2).path(in: rect) == Path(rect.insetBy(dx: 2, dy: 2)))
        #expect(Circle().trim(from: 0, to: 0.5).path(in: rect) == Circle().path(in: rect).trimmedPath(from: 0, to: 0.5))
    }
}
