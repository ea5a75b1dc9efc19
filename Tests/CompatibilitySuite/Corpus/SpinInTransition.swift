import SwiftUI

// Written for this corpus in the idiom of joaohd98/swiftui-animations,
// "animations-swift/Screens/CustomTransition.swift" (no licence given; not copied): a custom
// Transition reading TransitionPhase (isIdentity, willAppear, didDisappear) with blur,
// brightness and rotation, applied with .transition and toggled withAnimation.

struct SpinIn: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.3)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 8)
            .rotationEffect(.degrees(phase == .willAppear ? 180 : phase == .didDisappear ? -180 : 0))
            .brightness(phase == .willAppear ? 0.8 : 0)
    }
}

struct SpinInTransition: View {
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                Image(systemName: "moon.stars.fill")
                    .resizable()
                    .renderingMode(.original)
                    .imageScale(.large)
                    .frame(width: 100, height: 100)
                    .transition(SpinIn())
            }
            Button(shown ? "Hide" : "Show") {
                withAnimation { shown.toggle() }
            }
            .padding(.top, 40)
        }
    }
}

#Preview {
    SpinInTransition()
}
