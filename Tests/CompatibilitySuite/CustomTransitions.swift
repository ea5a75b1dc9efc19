import SwiftUI

/// Transitions built from view modifiers and from the iOS 17 `Transition` protocol, a pulsing
/// badge from a phase animator, a keyframed rotation, and a container-relative card.
struct RotatedBlur: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount * 90))
            .blur(radius: amount * 8)
    }
}

extension AnyTransition {
    static let rotatedBlur = AnyTransition.modifier(active: RotatedBlur(amount: 1), identity: RotatedBlur(amount: 0))
}

struct SlideAndFade: Transition {
    var distance: CGFloat = 40

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.value * distance)
    }
}

extension Transition where Self == SlideAndFade {
    static var slideAndFade: SlideAndFade { SlideAndFade() }
}

enum PulsePhase: CaseIterable {
    case rest, grow, settle

    var scale: Double {
        switch self {
        case .rest: 1
        case .grow: 1.3
        case .settle: 0.9
        }
    }
}

struct CustomTransitions: View {
    @State private var showsBanner = true
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Toggle") { withAnimation { showsBanner.toggle() } }
            if showsBanner {
                Text("Saved").padding().transition(.rotatedBlur)
                Text("Synced").padding().transition(.slideAndFade)
                Text("Shared").transition(AnyTransition(SlideAndFade(distance: 10)).combined(with: .opacity))
            }
            Image(systemName: "bell.fill")
                .phaseAnimator(PulsePhase.allCases, trigger: taps) { content, phase in
                    content.scaleEffect(phase.scale)
                } animation: { phase in
                    phase == .grow ? .spring(duration: 0.2) : .easeOut
                }
            PhaseAnimator([false, true]) { highlighted in
                Text("New").foregroundStyle(highlighted ? .yellow : .primary)
            }
            Text("↻")
                .keyframeAnimator(initialValue: Angle.zero, trigger: taps) { content, angle in
                    content.rotationEffect(angle)
                } keyframes: { _ in
                    LinearKeyframe(Angle.degrees(180), duration: 0.3)
                    SpringKeyframe(Angle.degrees(360), duration: 0.4)
                }
            ContainerRelativeShape()
                .inset(by: 4)
                .fill(.blue.gradient)
                .overlay { ContainerRelativeShape().strokeBorder(.white, lineWidth: 1) }
                .frame(height: 40)
        }
    }
}
