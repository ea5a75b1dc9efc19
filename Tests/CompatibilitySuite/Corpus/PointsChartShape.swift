import SwiftUI

// Written for this corpus in the idiom of thomas-e-cowern/SwiftUIPlayground,
// "LineChart/LineChart/Models/LineChartShape.swift" (no licence given; not copied): a chart
// Shape drawing lines or dots: rect.insetBy(dx:dy:), move/addLine, addEllipse(in:).

struct Reading {
    let value: Double
}

struct PointsChartShape: Shape {
    let readings: [Reading]
    let dotSize: CGFloat
    let largest: Double
    let lines: Bool

    init(readings: [Reading], dotSize: CGFloat, lines: Bool) {
        self.readings = readings
        self.dotSize = dotSize
        self.lines = lines
        largest = readings.map(\.value).max() ?? 1
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let area = rect.insetBy(dx: dotSize, dy: dotSize)
        let xStep = area.width / CGFloat(max(readings.count - 1, 1))
        let yScale = area.height / CGFloat(largest)
        for (index, reading) in readings.enumerated() {
            let x = area.minX + xStep * CGFloat(index)
            let y = area.minY + area.height - yScale * CGFloat(reading.value)
            if lines {
                if index == 0 {
                    path.move(to: CGPoint(x: x, y: y))
                } else {
                    path.addLine(to: CGPoint(x: x, y: y))
                }
            } else {
                path.addEllipse(in: CGRect(x: x - dotSize / 2, y: y - dotSize / 2, width: dotSize, height: dotSize))
            }
        }
        return path
    }
}
