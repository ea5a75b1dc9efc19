import Foundation
import Testing
import Trellis
@testable import TrellisCore
@testable import TrellisVocabulary

/// What SwiftUI code from public apps reaches for and Trellis draws: gradients used as views,
/// borders of any shape style, transitions and phase animators at rest, custom gauge styles,
/// `ContainerRelativeShape`, dates interpolated with a formatter, Combine timers.
@MainActor @Suite("Rendering: gradient views, style borders, transitions at rest, gauge styles")
struct StyleAndTransitionRenderTests {
    @Test("a gradient is a view that fills its frame in the colour halfway along it")
    func gradientViews() throws {
        let purple = try #require(Gradient(colors: [.red, .blue]).middleColor)
        expectSameRender(
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 4, height: 2),
            as: purple.frame(width: 4, height: 2))
        expectSameRender(
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 9).frame(width: 3, height: 1),
            as: purple.frame(width: 3, height: 1))
        expectSameRender(
            AngularGradient(colors: [.red, .blue], center: .center).frame(width: 3, height: 1),
            as: purple.frame(width: 3, height: 1))
        expectSameRender(EllipticalGradient(colors: [.red, .blue]).frame(width: 3, height: 1), as: purple.frame(width: 3, height: 1))
        // In a background, a gradient view colours the cells' background, as a colour view does.
        expectSameRender(
            Text("Hi").background { LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom) },
            as: Text("Hi").background { Color.green })
        // A gradient of clear colours draws nothing.
        expectSameRender(
            HStack(spacing: 0) { Text("a"); LinearGradient(colors: [.clear], startPoint: .top, endPoint: .bottom).frame(width: 2, height: 1) },
            as: HStack(spacing: 0) { Text("a"); Color.clear.frame(width: 2, height: 1) })
    }

    @Test("a border takes any shape style: its colour, or the text's for a style without one")
    func styleBorders() {
        expectSameRender(Text("Hi").border(.red, width: 2), as: Text("Hi").border(.single, color: .red))
        expectSameRender(Text("Hi").border(ImagePaint(image: Image(systemName: "star")), width: 50), as: Text("Hi").border(.single))
        expectSameRender(Text("Hi").border(.image(Image(systemName: "star"))), as: Text("Hi").border(.single))
        expectSameRender(
            Text("Hi").border(LinearGradient(colors: [.yellow, .yellow], startPoint: .top, endPoint: .bottom)),
            as: Text("Hi").border(.single, color: .yellow))
        expectSameRender(Text("Hi").border(.quaternary), as: Text("Hi").border(.single, color: HierarchicalShapeStyle.quaternary._terminalColor))
    }

    /// Frames its content in ASCII at rest and hides it in every other phase.
    struct Framed: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            if phase.isIdentity { content.border(.ascii) } else { EmptyView() }
        }
    }

    struct Faded: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    @Test("a transition draws its body for the identity phase; built-in ones draw the view unchanged")
    func transitionsAtRest() {
        expectSameRender(Text("Hi").transition(Framed()), as: Text("Hi").border(.ascii))
        expectSameRender(Text("Hi").transition(OpacityTransition()), as: Text("Hi"))
        expectSameRender(Framed().apply(content: Text("Hi"), phase: .willAppear), as: EmptyView())
        expectSameRender(Text("Hi").transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1))), as: Text("Hi"))
        expectSameRender(Text("Hi").transition(AnyTransition(Framed())), as: Text("Hi"))
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value) == [-1, 0, 1])
    }

    @Test("a phase animator draws its first phase; no phases draw the view unchanged")
    func phaseAnimators() {
        expectSameRender(
            Text("Hi").phaseAnimator([2, 4, 6]) { content, phase in content.padding(.leading, CGFloat(phase)) },
            as: Text("Hi").padding(.leading, 2))
        expectSameRender(
            Text("Hi").phaseAnimator([Int](), trigger: 1) { content, phase in content.padding(.leading, CGFloat(phase)) },
            as: Text("Hi"))
        expectSameRender(PhaseAnimator([false, true]) { on in Text(on ? "on" : "off") }, as: Text("off"))
        expectSameRender(PhaseAnimator([Bool](), trigger: 0) { on in Text(on ? "on" : "off") }, as: EmptyView())
    }

    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
                configuration.currentValueLabel
            }
        }
    }

    struct FramedGauge: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Gauge(configuration).border(.ascii)
        }
    }

    @Test("a custom gauge style draws its body from the value and labels; built-in styles the bar")
    func gaugeStyles() {
        let gauge = Gauge(value: 30, in: 0...120) { Text("Fuel") } currentValueLabel: { Text("30 l") }
        expectRender(gauge.gaugeStyle(Percent()), width: 16, plain: """
            Fuel 25% 30 l

            """)
        expectRender(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(FramedGauge()), width: 12, plain: """
            +----------+
            |Fuel      |
            |█████░░░░░|
            +----------+

            """)
        expectSameRender(gauge.gaugeStyle(.accessoryCircular), as: gauge)
        expectSameRender(gauge.gaugeStyle(.linearCapacity), as: gauge)
    }

    @Test("ContainerRelativeShape draws as a rectangle, as SwiftUI's does outside a shaped container")
    func containerRelativeShape() {
        expectSameRender(ContainerRelativeShape().stroke(.red).frame(width: 5, height: 3), as: Rectangle().stroke(.red).frame(width: 5, height: 3))
        expectSameRender(ContainerRelativeShape().inset(by: 1).fill(.blue).frame(width: 5, height: 3),
                         as: Rectangle().inset(by: 1).fill(.blue).frame(width: 5, height: 3))
        expectSameRender(Text("Hi").background(.red, in: .containerRelative), as: Text("Hi").background(.red, in: .rect))
    }

    @Test("a date interpolated with a formatter reads as the formatter writes it")
    func dateFormatterInterpolation() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        expectRender(Text("Due \(date, formatter: formatter)"), width: 20, plain: "Due 1971-01-01\n")
    }

    @Test("the label-last Stepper draws as the label-first one")
    func labelLastStepper() {
        expectSameRender(
            Stepper(onIncrement: {}, onDecrement: nil) { Text("Count") },
            as: Stepper(label: { Text("Count") }, onIncrement: {}, onDecrement: nil))
    }

    /// Draws how it tells states apart, by the environment's accessibility setting.
    struct StatusMark: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        var body: some View { Text(withoutColor ? "✓ done" : "done") }
    }

    @Test("accessibility settings read false in a render unless an ancestor sets them")
    func accessibilitySettings() {
        expectRender(StatusMark(), width: 10, plain: "done\n")
        expectRender(StatusMark().environment(\.accessibilityDifferentiateWithoutColor, true), width: 10, plain: "✓ done\n")
        let values = EnvironmentValues()
        #expect(!values.accessibilityReduceMotion && !values.accessibilityReduceTransparency)
        #expect(!values.accessibilityInvertColors && !values.accessibilityVoiceOverEnabled)
    }

    /// Counts the values `onReceive` hands its action.
    final class Received {
        var count = 0
    }

    @Test("onReceive's action never runs in a render: a render subscribes to no publisher")
    func timerPublisherInRender() {
        let received = Received()
        let timer = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()
        expectSameRender(Text("Tick").onReceive(timer) { _ in received.count += 1 }, as: Text("Tick"))
        expectSameRender(Text("Once").onReceive(Just(5)) { received.count += $0 }, as: Text("Once"))
        #expect(received.count == 0)
        #expect(timer.upstream.interval == 0.001 && timer.upstream.mode == .common)
        timer.upstream.connect().cancel()
        var cancelled = 0
        let cancellable = AnyCancellable { cancelled += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(cancelled == 1)
    }

    @Test("an angle animates as its radians")
    func angleAnimatableData() {
        var angle = Angle.degrees(180)
        #expect(angle.animatableData == .pi)
        angle.animatableData = .pi / 2
        #expect(angle.degrees == 90)
    }

    @Test("anchors compare by their value; a proxy reads an anchor's value")
    func anchors() {
        let bounds = Anchor(value: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(bounds == Anchor(value: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(bounds != Anchor(value: CGRect.zero))
        #expect(Set([Anchor(value: 1), Anchor(value: 1), Anchor(value: 2)]).count == 2)
    }
}
