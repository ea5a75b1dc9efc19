import SwiftUI

// Written for this corpus in the idiom of john-mueller/SwiftUI-Examples,
// "SwiftUI-Examples/FlowLayout/FlowLayoutModel.swift" (MIT; not copied): an ObservableObject
// with @Published widths that splits items into rows of a maximum width.

final class TagRowsModel: ObservableObject {
    @Published var widths: [CGFloat] = []
    @Published var maxWidth: CGFloat = 300
    var spacing: CGFloat = 8

    func rows() -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used: CGFloat = 0
        for (index, width) in widths.enumerated() {
            if used + width > maxWidth, !(rows.last ?? []).isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(index)
            used += width + spacing
        }
        return rows
    }
}
