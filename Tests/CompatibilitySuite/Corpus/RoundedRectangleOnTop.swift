import SwiftUI

// Written for this suite in the idiom of Dimillian/ACHNBrowserUI,
// "ACHNBrowserUI/ACHNBrowserUI/views/shared/RoundedRectangleOnTop.swift" (Apache-2.0; not copied): a Shape
// whose top corners are rounded with quadratic curves and whose bottom is square, used as a
// sheet-like background.

struct TopRoundedShape: Shape {
    let radius: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY),
                          control: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius),
                          control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct DrawerPanel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding()
            .frame(maxWidth: .infinity)
            .background(TopRoundedShape(radius: 16).fill(Color.gray.opacity(0.15)))
    }
}
