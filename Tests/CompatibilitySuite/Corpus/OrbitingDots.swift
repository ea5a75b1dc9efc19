import SwiftUI

// Written for this corpus in the idiom of canopas/swiftui-animations-examples,
// "Shared/ThreeTriangleRotatingDots.swift" (Apache-2.0; not copied): dots in a ZStack offset
// into a triangle, rotated together by a repeatForever easeInOut animation.

struct OrbitingDots: View {
    @State private var spin = false
    private let offsets: [CGSize] = [CGSize(width: 0, height: -16), CGSize(width: -14, height: 8), CGSize(width: 14, height: 8)]

    var body: some View {
        ZStack {
            ForEach(offsets.indices, id: \.self) { index in
                Circle()
                    .fill(Color.mint)
                    .frame(width: 12, height: 12)
                    .offset(offsets[index])
            }
        }
        .rotationEffect(Angle(degrees: spin ? 360 : 0))
        .animation(.easeInOut(duration: 1.2).repeatForever(autoreverses: false), value: spin)
        .onAppear { spin = true }
    }
}

#Preview {
    OrbitingDots()
}
