import SwiftUI

// Written for this corpus in the idiom of elislade/SwiftUI-Kit,
// "Sources/SwiftUIExamples/Core/Shapes/LineExample.swift" (MIT; not copied): a line Shape
// along an Axis at a UnitPoint anchor, stroked with a Slider-driven width, the axis bound
// through $axis.animation(.bouncy), a named #Preview.

struct AxisLine: Shape {
    var axis: Axis
    var anchor: UnitPoint

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if axis == .vertical {
            let x = rect.minX + rect.width * anchor.x
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
        } else {
            let y = rect.minY + rect.height * anchor.y
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

public struct AxisLineExample: View {
    @State private var thickness: Double = 4
    @State private var axis: Axis = .vertical
    @State private var anchor: UnitPoint = .center

    public init() {}

    public var body: some View {
        VStack {
            AxisLine(axis: axis, anchor: anchor)
                .stroke(lineWidth: thickness)
                .padding()
            Picker("Axis", selection: $axis.animation(.bouncy)) {
                Text("Horizontal").tag(Axis.horizontal)
                Text("Vertical").tag(Axis.vertical)
            }
            Slider(value: $thickness, in: 0.5...30) {
                Text("Thickness")
            }
        }
    }
}

#Preview("Axis Line") {
    AxisLineExample()
}
