import Foundation
import Trellis

/// `--length-scale`: `cells`, the points of a column (`8`: lines twice as tall), or the points
/// of a column and of a line (`8x16`). Sizes must lie in ``argumentSizes``.
extension LengthScale: ArgumentValue {
    /// The points a column or line may be: beyond them every length rounds to no cell, or a
    /// point to more cells than any output holds.
    static let argumentSizes = 0.01...1000.0

    init?(argument: String) {
        if argument == "cells" {
            self = .cells
            return
        }
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        let sizes = parts.compactMap { Double($0) }.filter { Self.argumentSizes.contains($0) }.map { CGFloat($0) }
        guard sizes.count == parts.count else { return nil }
        switch sizes.count {
        case 1: self = LengthScale(pointsPerColumn: sizes[0])
        case 2: self = LengthScale(pointsPerColumn: sizes[0], pointsPerLine: sizes[1])
        default: return nil
        }
    }

    /// The argument that reads back as this scale: `cells`, `8`, `6x14`.
    var argumentDescription: String {
        func points(_ value: CGFloat) -> String {
            value == value.rounded() && value < 1e15 ? String(Int(value)) : String(Double(value))
        }
        if self == .cells { return "cells" }
        if pointsPerLine == 2 * pointsPerColumn { return points(pointsPerColumn) }
        return "\(points(pointsPerColumn))x\(points(pointsPerLine))"
    }

    var defaultValueDescription: String { argumentDescription }
}
