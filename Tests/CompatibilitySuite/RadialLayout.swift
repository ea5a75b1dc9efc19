import SwiftUI

/// Places its subviews evenly on a circle, starting at the top.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct PetAvatars: View {
    let pets = ["🐱", "🐶", "🐟", "🐰"]

    var body: some View {
        RadialLayout {
            ForEach(pets, id: \.self) { pet in
                Text(pet)
                    .font(.largeTitle)
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(Color.orange.opacity(0.3)))
            }
        }
        .frame(width: 240, height: 240)
    }
}
