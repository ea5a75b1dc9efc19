import SwiftUI

/// A hexagonal badge drawn with a `Path` scaled to its `GeometryReader`, with a custom wedge
/// `Shape` and a progress ring trimmed from a circle.
struct HexagonBadgeBackground: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.size.width, geometry.size.height)
                let height = width
                let corners: [CGPoint] = [
                    CGPoint(x: 0.5, y: 0), CGPoint(x: 0.93, y: 0.25), CGPoint(x: 0.93, y: 0.75),
                    CGPoint(x: 0.5, y: 1), CGPoint(x: 0.07, y: 0.75), CGPoint(x: 0.07, y: 0.25),
                ]
                path.move(to: CGPoint(x: corners[5].x * width, y: corners[5].y * height))
                for corner in corners {
                    path.addLine(to: CGPoint(x: corner.x * width, y: corner.y * height))
                }
                path.closeSubpath()
            }
            .fill(Color.orange)
        }
    }
}

struct Wedge: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set {
            startAngle = .radians(newValue.first)
            endAngle = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct TopRoundedBanner: Shape {
    var radius: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, lineWidth: 6)
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.caption)
        }
        .frame(width: 60, height: 60)
    }
}

struct BadgeShowcase: View {
    @State private var slice = 0.25

    var body: some View {
        VStack(spacing: 16) {
            HexagonBadgeBackground()
                .frame(width: 120, height: 120)
            Wedge(startAngle: .degrees(0), endAngle: .degrees(360 * slice))
                .fill(Color.blue)
                .frame(width: 80, height: 80)
            TopRoundedBanner(radius: 8)
                .stroke(Color.purple, lineWidth: 2)
                .frame(height: 40)
            Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
                .stroke(Color.secondary)
            ProgressRing(progress: slice)
            Button("More") {
                withAnimation { slice = min(1, slice + 0.25) }
            }
        }
        .padding()
    }
}
