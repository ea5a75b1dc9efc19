import Foundation

/// SwiftUI's immediate-mode drawing view: its renderer runs at the size the canvas is laid
/// out at, and what it records (paths filled or stroked, texts and images at points) is
/// drawn over one another, each as the same shape or text would draw in that frame.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 1)), with: .color(.blue))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public nonisolated struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas whose `symbols` the renderer may resolve (they draw nothing in a render); the
    /// opacity, colour mode and asynchronous rendering are accepted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
    }

    public var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                let operations = record(size: proxy.size)
                ForEach(operations.indices, id: \.self) { index in
                    Self.draw(operations[index])
                }
            }
        }
    }

    private func record(size: CGSize) -> [GraphicsContext.Operation] {
        var context = GraphicsContext(size: size, environment: EnvironmentValues())
        renderer(&context, size)
        return context.recording.operations
    }

    @ViewBuilder
    private static func draw(_ operation: GraphicsContext.Operation) -> some View {
        switch operation {
        case .fill(let path, let style, let fillStyle):
            path.fill(style, style: fillStyle)
        case .stroke(let path, let style):
            path.stroke(style)
        case .text(let text, let point):
            placed(text.fixedSize(), at: point)
        case .image(let image, let rect):
            placed(
                image.frame(width: rect.width == 0 ? nil : rect.width, height: rect.height == 0 ? nil : rect.height),
                at: rect.origin)
        }
    }

    /// `view` moved so that its top leading corner is at `point` of the canvas (a cell grid
    /// has no half cells to centre on, so the anchor is accepted).
    private static func placed(_ view: some View, at point: CGPoint) -> some View {
        view.offset(x: point.x, y: point.y)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`; the opacity, colour mode and asynchronous rendering are
    /// accepted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}
