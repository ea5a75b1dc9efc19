import Testing
import Foundation
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

    @Test("geometry values round-trip through their animatable data, as SwiftUI lays it out")
    func geometryAnimatableData() {
        func roundTrip<T: Animatable & Equatable>(_ value: T, through changed: T) -> Bool {
            var copy = changed
            copy.animatableData = value.animatableData
            return copy == value
        }
        #expect(CGPoint(x: 1, y: 2).animatableData == AnimatablePair(1, 2))
        #expect(roundTrip(CGPoint(x: 1, y: 2), through: .zero))
        #expect(roundTrip(CGSize(width: 3, height: 4), through: .zero))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first == AnimatablePair(1, 2) && rect.animatableData.second == AnimatablePair(3, 4))
        #expect(roundTrip(rect, through: .zero))
        #expect(roundTrip(UnitPoint.bottomTrailing, through: .zero))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData.second.second.second == 4)
        #expect(roundTrip(insets, through: EdgeInsets()))
        #expect(roundTrip(RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4),
                          through: RectangleCornerRadii()))
        var stroke = StrokeStyle(lineWidth: 1, dash: [2])
        stroke.animatableData = AnimatablePair(3, AnimatablePair(5, 7))
        #expect(stroke == StrokeStyle(lineWidth: 3, miterLimit: 5, dash: [2], dashPhase: 7))
    }
}

@Suite("Vocabulary: SwiftUI's conformances of values")
struct ValueConformanceTests {
    @Test("animations and colours print as the calls and names that make them")
    func descriptions() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false).description
                == "linear(duration: 1.0).delay(0.5).repeatForever(autoreverses: false)")
        #expect(Color.red.description == "red")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color.blue.opacity(0.5).description == "#0000EE80")
        #expect("\(Axis.vertical)" == "vertical")
    }

    @Test("edges and date styles round-trip through JSON")
    func codable() throws {
        let edges = try JSONDecoder().decode([HorizontalEdge].self, from: JSONEncoder().encode([HorizontalEdge.trailing]))
        #expect(edges == [.trailing])
        let vertical = try JSONDecoder().decode(VerticalEdge.self, from: JSONEncoder().encode(VerticalEdge.bottom))
        #expect(vertical == .bottom)
        let style = try JSONDecoder().decode(Text.DateStyle.self, from: JSONEncoder().encode(Text.DateStyle.timer))
        #expect(style == .timer)
    }

    @Test("bindings and bindable objects are identified as their values are")
    func identifiable() {
        struct Song: Identifiable { let id: Int }
        let binding = Binding.constant(Song(id: 7))
        #expect(binding.id == 7)
        let item = ToolbarItem(id: "share") { Text("Share") }
        #expect(item.id == "share")
    }
}
