import SwiftUI

// Written for this corpus in the idiom of csprasad/SwiftUI-Animations,
// "Animations/SwiftUI-Animations/UI/Backgrounds/MeshGradientBackground.swift" (MIT; not
// copied): blurred circles drifting with a repeatForever linear animation over
// Color(.systemBackground) (UIColor: needs UIKit).

struct DriftingBlobsBackground: View {
    @State private var drift = false

    var body: some View {
        ZStack {
            Color(.systemBackground)
            Circle()
                .fill(Color.purple.opacity(0.5))
                .frame(width: 220)
                .offset(x: drift ? 80 : -80, y: drift ? -60 : 60)
                .blur(radius: 50)
            Circle()
                .fill(Color.cyan.opacity(0.4))
                .frame(width: 180)
                .offset(x: drift ? -70 : 70, y: drift ? 90 : -90)
                .blur(radius: 40)
        }
        .animation(.linear(duration: 8).repeatForever(autoreverses: true), value: drift)
        .onAppear { drift = true }
    }
}
