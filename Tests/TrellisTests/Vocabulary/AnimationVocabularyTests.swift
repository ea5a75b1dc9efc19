import Testing
import Trellis

/// Animations, transitions and transactions compile as SwiftUI code writes them; nothing
/// moves in static output, so views render unchanged and state changes are simply made.
@MainActor @Suite("Vocabulary: animation") struct AnimationVocabularyTests {
    @Namespace private var cards
    @State private var isExpanded = false

    @Test("animation, transition and matched-geometry modifiers render the view unchanged")
    func modifiers() {
        let view = VocabularySample()
            .animation(.easeInOut)
            .animation(.spring(response: 0.4, dampingFraction: 0.7), value: isExpanded)
            .animation(nil, value: 3)
            .transition(.opacity)
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .transition(.asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .slide).animation(.bouncy))
            .transition(.push(from: .leading))
            .transition(.offset(x: 4))
            .contentTransition(.numericText(countsDown: true))
            .contentTransition(.numericText(value: 3))
            .matchedGeometryEffect(id: "card", in: cards)
            .matchedGeometryEffect(id: 1, in: cards, properties: .position, anchor: .topLeading, isSource: false)
            .transaction { $0.animation = nil }
        expectSameRender(view, as: VocabularySample())
    }

    @Test("withAnimation and withTransaction run the body once and return its result")
    func withAnimationRunsBody() throws {
        let ran = Counter()
        let result = withAnimation(.snappy(duration: 0.2)) { () -> Int in
            ran.hit()
            return 42
        }
        #expect(result == 42)
        withAnimation { isExpanded.toggle() }
        #expect(isExpanded)
        var order: [String] = []
        let completed = withAnimation(.linear, completionCriteria: .removed) {
            order.append("body")
            return "done"
        } completion: {
            order.append("completion")
        }
        #expect(completed == "done")
        #expect(order == ["body", "completion"])
        withTransaction(Transaction(animation: .default)) { ran.hit() }
        withTransaction(\.disablesAnimations, true) { ran.hit() }
        #expect(ran.count == 3)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { () throws -> Void in throw Failure() } }
    }

    @Test("animations compare equal when they describe the same motion")
    func animationValues() {
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.linear != .easeInOut)
        #expect(Animation.spring(response: 0.5, dampingFraction: 1) == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.smooth == .spring)
        #expect(Animation.bouncy(extraBounce: 0.1) != .bouncy)
        #expect(Animation.linear.delay(0.5) != .linear)
        #expect(Animation.linear.delay(0.25).delay(0.25) == .linear.delay(0.5))
        #expect(Animation.linear.speed(2).speed(0.5) == .linear)
        #expect(Animation.easeIn.repeatForever() != .easeIn.repeatCount(3))
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15) != .default)
        #expect(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5) != .easeOut)
    }

    @Test("AnimatablePair adds, subtracts and scales component by component")
    func animatablePair() {
        var pair = AnimatablePair(CGFloat(2), 0.5)
        #expect(pair + AnimatablePair(1, 0.25) == AnimatablePair(3, 0.75))
        #expect(pair - .zero == pair)
        pair.scale(by: 2)
        #expect(pair.first == 4 && pair.second == 1)
        #expect(pair.magnitudeSquared == 17)
        let nested = AnimatablePair(pair, Float(3)).scaled(by: 0.5)
        #expect(nested.first.first == 2 && nested.second == 1.5)
    }

    @Test("Namespace ids are distinct per namespace")
    func namespaces() {
        let other = Namespace()
        #expect(cards != other.wrappedValue)
        #expect(cards == cards)
    }

    @Test("Angle converts degrees and radians and does arithmetic")
    func angles() {
        let quarter = Angle.degrees(90)
        #expect(abs(quarter.radians - .pi / 2) < 1e-12)
        #expect(abs((quarter * 2).degrees - 180) < 1e-9)
        #expect(abs((quarter + .radians(.pi / 2)).degrees - 180) < 1e-9)
        #expect(abs((-quarter / 3).degrees + 30) < 1e-9)
        #expect(Angle.zero < quarter)
        var angle = Angle()
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
        let view = VocabularySample().rotationEffect(.degrees(15), anchor: .bottomTrailing).hueRotation(quarter)
        expectSameRender(view, as: VocabularySample())
    }
}
