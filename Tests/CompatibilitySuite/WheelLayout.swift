import SwiftUI

/// Spreads subviews around a wheel of a given radius, turned by `rotation`; animating the
/// rotation spins the wheel.
struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(radius, rotation.radians) }
        set {
            radius = newValue.first
            rotation = .radians(newValue.second)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) { result, size in
            CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return CGSize(width: (largest.width / 2 + radius) * 2, height: (largest.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = Angle.degrees(360).radians / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * CGFloat(index) + rotation.radians
            let x = bounds.midX + radius * cos(angle)
            let y = bounds.midY + radius * sin(angle)
            subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
        }
    }
}

struct ColorWheel: View {
    @State private var rotation: Angle = .zero
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]

    var body: some View {
        VStack {
            WheelLayout(radius: 100, rotation: rotation) {
                ForEach(0..<8, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[index % colors.count].opacity(0.7))
                        .frame(width: 50, height: 50)
                        .overlay { Text("\(index + 1)") }
                }
            }
            Button("Spin") {
                withAnimation(.easeInOut(duration: 1)) {
                    rotation += .degrees(45)
                }
            }
        }
    }
}
