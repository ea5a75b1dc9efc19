import SwiftUI

// Written for this corpus in the idiom of Shubham0812/SwiftUI-Animations,
// "SwiftUI-Animations/Code/Common/Animations/Light Bulb/Support/Views/CurvedSlider.swift"
// (Apache-2.0; not copied): an arc Path with addArc stroked round-capped, a knob placed with
// position and dragged with DragGesture, withAnimation(.interactiveSpring(…)), a private View
// extension choosing an effect behind #available.

struct ArcDimmerSlider: View {
    @Binding var level: Double
    private let radius: CGFloat = 100

    var body: some View {
        GeometryReader { proxy in
            let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height)
            ZStack {
                Path { path in
                    path.addArc(center: center, radius: radius, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
                }
                .stroke(Color.white.opacity(0.4), style: StrokeStyle(lineWidth: 4, lineCap: .round))
                let radians = Angle.degrees(180 + 180 * level).radians
                Circle()
                    .fill(Color.clear)
                    .frame(width: 20, height: 20)
                    .knobBackground()
                    .overlay(Circle().stroke(Color.orange.opacity(0.3), lineWidth: 1))
                    .position(x: center.x + radius * CGFloat(cos(radians)), y: center.y + radius * CGFloat(sin(radians)))
                    .gesture(
                        DragGesture().onChanged { drag in
                            let vector = CGVector(dx: drag.location.x - center.x, dy: drag.location.y - center.y)
                            let angle = atan2(vector.dy, vector.dx) * 180 / .pi
                            withAnimation(.interactiveSpring(duration: 0.25, extraBounce: 0, blendDuration: 0.4)) {
                                level = min(max((angle + 360).truncatingRemainder(dividingBy: 360) / 180 - 1, 0), 1)
                            }
                        })
            }
        }
    }
}

private extension View {
    @ViewBuilder func knobBackground() -> some View {
        if #available(iOS 17.0, *) {
            background(.ultraThinMaterial, in: Circle())
        } else {
            background(Circle().fill(.white))
        }
    }
}

#Preview {
    ArcDimmerSlider(level: .constant(0.3))
        .frame(width: 260, height: 120)
        .background(Color.blue)
}
