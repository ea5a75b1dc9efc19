import SwiftUI
import CoreGraphics

/// Images sized as artwork and avatars are: resizable images fitted or filled into frames,
/// an aspect ratio from a `CGSize`, and geometry from Core Graphics imported directly.
struct ArtworkImages: View {
    let size = CGSize(width: 16, height: 9)
    let tilt = CGAffineTransform(rotationAngle: .pi / 16)
    let push = CGVector(dx: 2, dy: 0)

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 48, height: 48)
                .foregroundStyle(.tint)
            Image("cover")
                .resizable()
                .aspectRatio(size, contentMode: .fill)
                .frame(width: 160)
                .clipped()
            Image(systemName: "star.fill")
                .resizable()
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: CGFloat(24).applyingScale(tilt))
            Image(systemName: "photo")
                .renderingMode(.template)
                .interpolation(.high)
                .scaledToFill()
        }
        .offset(x: push.dx, y: push.dy)
    }
}

private extension CGFloat {
    func applyingScale(_ transform: CGAffineTransform) -> CGFloat {
        CGSize(width: self, height: self).applying(transform).width
    }
}
