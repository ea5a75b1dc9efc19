import SwiftUI

// Written for this suite in the idiom of Automattic/pocket-casts-ios,
// "podcasts/Common SwiftUI/RoundedCorner.swift" (MPL-2.0; not copied): a Shape with a
// separate radius per corner, built as a CGMutablePath with addArc and wrapped in Path, as a
// fallback for UnevenRoundedRectangle.

struct PerCornerRoundedRectangle: Shape {
    var topLeading: CGFloat = 0
    var topTrailing: CGFloat = 0
    var bottomLeading: CGFloat = 0
    var bottomTrailing: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let outline = CGMutablePath()
        outline.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        if topTrailing > 0 {
            outline.addArc(center: CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing),
                           radius: topTrailing, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        }
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        if bottomTrailing > 0 {
            outline.addArc(center: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing),
                           radius: bottomTrailing, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        outline.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        if bottomLeading > 0 {
            outline.addArc(center: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading),
                           radius: bottomLeading, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        outline.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        if topLeading > 0 {
            outline.addArc(center: CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading),
                           radius: topLeading, startAngle: .pi, endAngle: .pi * 1.5, clockwise: false)
        }
        outline.closeSubpath()
        return Path(outline)
    }
}

struct EpisodeCard: View {
    var body: some View {
        Text("Now playing")
            .padding()
            .background(PerCornerRoundedRectangle(topLeading: 12, topTrailing: 12).fill(.orange))
    }
}
