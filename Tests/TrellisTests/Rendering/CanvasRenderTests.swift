import Testing
import Trellis

/// `Canvas` draws what its renderer records, and a shape view filled or stroked again draws
/// each layer over the previous one.
@MainActor @Suite("Rendering: canvas and layered shapes") struct CanvasRenderTests {
    @Test("a canvas fills and strokes paths in canvas coordinates and draws text from a point")
    func canvasDraws() {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 1)), with: .color(.red))
            context.stroke(
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 3))
                    path.addLine(to: CGPoint(x: size.width, y: 3))
                }, with: .color(.blue), lineWidth: 2)
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 2))
        }
        .frame(width: 8, height: 4)
        expectRender(
            view, width: 8,
            plain: """
                ████████

                    Hi
                ⠉⠉⠉⠉⠉⠉⠉⠉

                """,
            ansi: """
                \(csi)31m████████\(csi)0m

                    Hi
                \(csi)34m⠉⠉⠉⠉⠉⠉⠉⠉\(csi)0m

                """)
    }

    @Test("a canvas's transform moves what is drawn after it; a layer draws into the canvas")
    func canvasTransform() {
        let view = Canvas { context, _ in
            context.translateBy(x: 4, y: 1)
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: .foreground)
            }
        }
        .frame(width: 8, height: 2)
        expectRender(
            view, width: 8,
            plain: """

                    ██

                """,
            ansi: """

                    \(csi)39m██\(csi)0m

                """)
    }

    @Test("a filled shape stroked again draws its outline over the fill")
    func fillThenStroke() {
        let view = Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 8, height: 4)
        expectRender(
            view, width: 8,
            plain: """
                ╭──────╮
                │██████│
                │██████│
                ╰──────╯

                """,
            ansi: """
                \(csi)34m╭──────╮\(csi)0m
                \(csi)34m│\(csi)0m\(csi)31m██████\(csi)0m\(csi)34m│\(csi)0m
                \(csi)34m│\(csi)0m\(csi)31m██████\(csi)0m\(csi)34m│\(csi)0m
                \(csi)34m╰──────╯\(csi)0m

                """)
    }

    @Test("a scroll transition's phase reads -1, 0 and 1 and only the middle one is identity")
    func scrollTransitionPhase() {
        #expect([ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.value) == [-1, 0, 1])
        #expect(
            [ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.isIdentity) == [false, true, false])
        let view = Text("Row").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(1 - abs(phase.value) / 4).rotationEffect(
                .degrees(phase.value * 90))
        }
        expectRender(view, width: 8, plain: "Row\n")
    }

    @Test("a shader library names its functions by member and calls them with arguments")
    func shaderLibrary() {
        let function = ShaderLibrary.ripple
        #expect(function.name == "ripple")
        #expect(ShaderLibrary.bundle(.main).wave.name == "wave")
        let shader: Shader = ShaderLibrary.ripple(.float2(CGPoint(x: 1, y: 2)), .float(0.5), .color(.red))
        let view = Text("Wet").visualEffect { content, _ in content.layerEffect(shader, maxSampleOffset: .zero) }
        expectRender(view, width: 8, plain: "Wet\n")
    }

    @Test("a colour literal makes a Color, and Color(_:) of one the same colour")
    func colorLiteral() {
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(literal == Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
        // swift-format-ignore: NoPlaygroundLiterals
        #expect(
            Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1))
                == Color(Color.Resolved(red: 0, green: 0, blue: 1)))
    }

    @Test("a replace symbol effect is a content transition of a symbol")
    func replaceTransition() {
        #expect(ContentTransition.symbolEffect(.replace.downUp) == .symbolEffect)
        expectRender(Image(systemName: "star").contentTransition(.symbolEffect(.replace)), width: 4, plain: "☆\n")
    }

    @Test("a shape view stroked on its border draws the border over the fill")
    func fillThenStrokeBorder() {
        let view = Rectangle().fill(.red).strokeBorder(.blue).frame(width: 4, height: 3)
        expectRender(
            view, width: 4,
            plain: """
                ┌──┐
                │██│
                └──┘

                """,
            ansi: """
                \(csi)34m┌──┐\(csi)0m
                \(csi)34m│\(csi)0m\(csi)31m██\(csi)0m\(csi)34m│\(csi)0m
                \(csi)34m└──┘\(csi)0m

                """)
    }

    @Test("a union of shapes fills what either covers; an intersection draws the first shape")
    func shapeSetOperations() {
        struct Bar: Shape {
            let x: CGFloat
            func path(in rect: CGRect) -> Path { Path(CGRect(x: x, y: 0, width: 2, height: rect.height)) }
        }
        let view = HStack(spacing: 1) {
            Bar(x: 0).union(Bar(x: 4)).fill(.green).frame(width: 6, height: 1)
            Bar(x: 0).intersection(Bar(x: 4)).fill(.green).frame(width: 6, height: 1)
        }
        expectRender(
            view, width: 13,
            plain: """
                ██  ██ ██

                """,
            ansi: """
                \(csi)32m██\(csi)0m  \(csi)32m██\(csi)0m \(csi)32m██\(csi)0m

                """)
    }

    @Test("environment values describe the values set on them, newest first")
    func environmentDescription() {
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        environment.lineLimit = 2
        environment.lineLimit = 3
        environment.multilineTextAlignment = .center
        #expect(environment.description == "[center, Optional(3)]")
    }
}
