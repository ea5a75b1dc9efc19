import SwiftUI

// Written for this corpus in the idiom of PacktPublishing/SwiftUI-Cookbook-3rd-Edition,
// "Chapter08-Drawing-with-SwiftUI/04-Drawing-using-Canvas-API/Drawing/Drawing/ContentView.swift"
// (MIT; not copied): a Canvas stroking Paths built with addLines with .color shading and a
// round StrokeStyle, strokes recorded by a DragGesture(minimumDistance: 0, coordinateSpace:).

struct Stroke {
    var points: [CGPoint] = []
}

struct SketchCanvas: View {
    @State private var strokes: [Stroke] = []

    var body: some View {
        Canvas { context, size in
            for stroke in strokes {
                var path = Path()
                path.addLines(stroke.points)
                context.stroke(path, with: .color(.indigo), style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
            }
            context.draw(Text("\(strokes.count) strokes"), at: CGPoint(x: size.width / 2, y: 12))
        }
        .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in
                    if value.translation == .zero {
                        strokes.append(Stroke(points: [value.location]))
                    } else {
                        strokes[strokes.count - 1].points.append(value.location)
                    }
                })
    }
}

#Preview {
    SketchCanvas()
}
