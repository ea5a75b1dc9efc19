import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// What SwiftUI's further forms of styles, shapes, text and bindings draw: each draws as the
/// form it stands beside (an erased style as the style, `Text(Image)` as the image's glyph,
/// a colour-only underline as an underline), or the value its SwiftUI meaning gives.
@MainActor @Suite("Rendering: SwiftUI's further forms") struct SwiftUIFormsRenderTests {
    /// The ANSI output of `view` at `width`.
    private func ansi(_ view: some View, width: Int = 20) -> String {
        ViewRenderer(width: width, lengthScale: .cells).render(view).ansi
    }

    @Test("an erased style, a style at an opacity and the content styles draw their colour")
    func styles() {
        #expect(AnyShapeStyle(.tint)._terminalColor == Color.accentColor)
        #expect(AnyShapeStyle(Color.red)._terminalColor == Color.red)
        #expect(Color.red.gradient.opacity(0.5)._terminalColor == Color.red.opacity(0.5))
        #expect(LinkShapeStyle()._terminalColor == Color.blue)
        #expect(SelectionShapeStyle()._terminalColor == Color.accentColor)
        #expect(PlaceholderTextShapeStyle()._terminalColor == Color.palette(242))
        #expect(AnyGradient(Gradient(colors: [.red, .blue]))._terminalColor == Gradient(colors: [.red, .blue]).middleColor)
        // `.primary` and `.secondary` as styles are the hierarchy's levels, drawn as the colours.
        #expect(ansi(Text("S").foregroundStyle(.secondary)) == ansi(Text("S").foregroundColor(.secondary)))
        #expect(ansi(Text("P").foregroundStyle(.primary)) == ansi(Text("P").foregroundColor(.primary)))
        #expect(ansi(Text("L").foregroundStyle(.link)) == ansi(Text("L").foregroundColor(.blue)))
        let erased = true ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)
        #expect(ansi(Text("E").foregroundStyle(erased)) == ansi(Text("E").foregroundStyle(.tint)))
    }

    @Test("gradient factories of an AnyGradient draw its colour")
    func gradientFactories() {
        let linear = ansi(Rectangle().fill(.linearGradient(Color.green.gradient, startPoint: .top, endPoint: .bottom)).frame(width: 2, height: 1))
        #expect(linear == ansi(Rectangle().fill(Color.green).frame(width: 2, height: 1)))
        let elliptical = EllipticalGradient(colors: [.red, .blue])
        #expect(elliptical._terminalColor == Gradient(colors: [.red, .blue]).middleColor)
    }

    @Test("an inset built-in shape draws inset; a sized shape is placed at its anchor")
    func shapes() {
        let inset = ansi(Rectangle().inset(by: 1).stroke().frame(width: 6, height: 4))
        #expect(inset == ansi(Rectangle().stroke().padding(1).frame(width: 6, height: 4)))
        #expect(inset != ansi(Rectangle().stroke().frame(width: 6, height: 4)))
        let sized = Rectangle().size(width: 4, height: 2)
        #expect(sized.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        let centred = Rectangle().size(CGSize(width: 4, height: 2), anchor: .center)
        #expect(centred.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 3, y: 4, width: 4, height: 2))
    }

    @Test("Text from an image, a formatter, a table and a timer")
    func textForms() {
        #expect(ansi(Text(Image(systemName: "star.fill")) + Text("!")) == ansi(HStack(spacing: 0) { Image(systemName: "star.fill"); Text("!") }))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        expectRender(Text(Date(timeIntervalSinceReferenceDate: 0), formatter: formatter), width: 12, plain: "2001-01-01\n")
        expectRender(Text("Title", tableName: "Main", comment: "a title"), width: 10, plain: "Title\n")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        expectRender(Text(timerInterval: start...start.addingTimeInterval(90), pauseTime: start), width: 10, plain: "1:30\n")
        expectRender(Text(timerInterval: start...start.addingTimeInterval(4000), pauseTime: start.addingTimeInterval(275), countsDown: false),
                     width: 10, plain: "4:35\n")
        #expect(Text.timerText(seconds: 3725, showsHours: true) == "1:02:05")
        #expect(Text.timerText(seconds: 4500, showsHours: false) == "75:00")
    }

    @Test("bold(), italic() and the colour-only underline draw as their Bool forms")
    func textStyles() {
        #expect(ansi(Text("b").bold()) == ansi(Text("b").bold(true)))
        #expect(ansi(Text("i").italic()) == ansi(Text("i").italic(true)))
        #expect(ansi(Text("u").underline(color: .red)) == ansi(Text("u").underline(true, pattern: .solid)))
        #expect(ansi(Text("s").strikethrough()) == ansi(Text("s").strikethrough(true, pattern: .solid)))
        #expect(ansi(Text("u").underline(false, color: .red)) == ansi(Text("u")))
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
    }

    @Test("Binding's converting initializers read and write the base")
    func bindings() {
        final class Box { var value: Int? = 3; var plain = 1 }
        let box = Box()
        let plain = Binding(get: { box.plain }, set: { box.plain = $0 })
        let optional = Binding<Int?>(plain)
        optional.wrappedValue = 5
        #expect(box.plain == 5)
        optional.wrappedValue = nil  // leaves the value as it was
        #expect(box.plain == 5 && optional.wrappedValue == 5)
        let erased = Binding<AnyHashable>(plain)
        erased.wrappedValue = AnyHashable("not an Int")
        #expect(box.plain == 5)
        erased.wrappedValue = AnyHashable(7)
        #expect(box.plain == 7)
        let source = Binding(get: { box.value }, set: { box.value = $0 })
        let unwrapped = Binding(source)
        #expect(unwrapped?.wrappedValue == 3)
        unwrapped?.wrappedValue = 4
        #expect(box.value == 4)
        box.value = nil
        #expect(unwrapped?.wrappedValue == 4)  // the last value it held
        #expect(Binding(source) == nil)
    }
}
