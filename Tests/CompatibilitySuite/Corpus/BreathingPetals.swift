import SwiftUI

// Written for this corpus in the idiom of amosgyamfi/open-swiftui-animations,
// "OpenSwiftUIAnimations/Tutorials/BasicConcepts/LinearEasedAnimations/EaseInOut/
// EaseInOutExample.swift" (no licence given; not copied): a Color from #colorLiteral, symbols
// rotated by an Angle times a Double, hueRotation, blendMode(.difference), a delayed
// repeatForever easeInOut animation started in onAppear.

struct BreathingPetals: View {
    @State private var turn = -45.0
    @State private var size = 0.3
    let petalColor = Color(#colorLiteral(red: 0.85, green: 0.35, blue: 0.55, alpha: 1))

    var body: some View {
        VStack {
            Text("Breathe").font(.largeTitle)
            Spacer()
            ZStack {
                ForEach(0..<5) { petal in
                    Image(systemName: "seal")
                        .font(.system(size: 120))
                        .foregroundColor(petalColor)
                        .offset(y: -60)
                        .rotationEffect(.degrees(Double(petal)) * turn)
                        .scaleEffect(CGFloat(size))
                        .hueRotation(.degrees(turn))
                        .blendMode(.difference)
                        .animation(.easeInOut(duration: 3).delay(0.5).repeatForever(autoreverses: true), value: size)
                        .onAppear {
                            turn = 72
                            size = 1
                        }
                }
            }
            Spacer()
        }
    }
}

#Preview {
    BreathingPetals()
}
