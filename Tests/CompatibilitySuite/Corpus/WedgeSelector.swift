import SwiftUI

// Written for this suite in the idiom of MrKai77/Loop,
// "Loop/Radial Menu/DirectionSelectorCircleSegment.swift" (GPL-3.0, not copied): an
// animatable wedge Shape (animatableData drives the angle) that highlights the chosen
// direction of a radial menu.

struct WedgeShape: Shape {
    var heading: Double = 0
    let diameter: CGFloat
    var spread: Double = 45

    var animatableData: Double {
        get { heading }
        set { heading = newValue }
    }

    func path(in _: CGRect) -> Path {
        let centre = CGPoint(x: diameter / 2, y: diameter / 2)
        var path = Path()
        path.move(to: centre)
        path.addArc(
            center: centre,
            radius: diameter,
            startAngle: .degrees(heading - spread / 2),
            endAngle: .degrees(heading + spread / 2),
            clockwise: false
        )
        path.closeSubpath()
        return path
    }
}

enum CompassPoint: Double, CaseIterable {
    case east = 0, south = 90, west = 180, north = 270
}

struct WedgeSelector: View {
    @State private var point: CompassPoint = .north
    let size: CGFloat = 100

    var body: some View {
        ZStack {
            Circle()
                .stroke(.secondary, lineWidth: 8)
            WedgeShape(heading: point.rawValue, diameter: size)
                .fill(.tint)
                .mask(Circle().stroke(lineWidth: 8))
        }
        .frame(width: size, height: size)
        .onTapGesture {
            let all = CompassPoint.allCases
            let next = all[(all.firstIndex(of: point)! + 1) % all.count]
            withAnimation(.easeInOut(duration: 0.2)) {
                point = next
            }
        }
    }
}
