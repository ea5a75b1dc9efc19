import SwiftUI

// Written for this suite in the idiom of twostraws/ControlRoom,
// "ControlRoom/Helpers/Flow.swift" (MIT; not copied): a wrapping collection laid
// out by hand: item sizes measured in a GeometryReader background and reported through list and
// size PreferenceKeys, then split into rows of HStacks.

struct WrappingCollection<Items: RandomAccessCollection, Cell: View>: View where Items.Element: Identifiable {
    struct Line: Identifiable {
        let id: Int
        var elements: [Items.Element]
    }

    @State private var measured: [MeasuredSize] = []
    @State private var availableWidth: CGFloat = 0

    let items: Items
    let spacing: CGFloat
    let alignment: HorizontalAlignment
    let cell: (Items.Element) -> Cell

    init(_ items: Items, spacing: CGFloat = 6, alignment: HorizontalAlignment = .leading,
         @ViewBuilder cell: @escaping (Items.Element) -> Cell) {
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
        self.cell = cell
    }

    private var unmeasured: [Items.Element] {
        measured.count == items.count ? [] : Array(items)
    }

    var body: some View {
        VStack(alignment: alignment, spacing: spacing) {
            ForEach(lines(fitting: availableWidth)) { line in
                HStack(alignment: .top, spacing: spacing) {
                    ForEach(line.elements) { element in
                        cell(element)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            GeometryReader { proxy in
                ZStack {
                    Color.clear.preference(key: AvailableWidthKey.self, value: proxy.size.width)
                    ForEach(Array(unmeasured.enumerated()), id: \.offset) { index, element in
                        cell(element).background(
                            GeometryReader { cellProxy in
                                Color.clear.preference(
                                    key: MeasuredSizesKey.self,
                                    value: [MeasuredSize(index: index, size: cellProxy.size)]
                                )
                            }
                        )
                    }
                }
                .onPreferenceChange(MeasuredSizesKey.self) { sizes in
                    if sizes.count == items.count { measured = sizes.sorted { $0.index < $1.index } }
                }
                .onPreferenceChange(AvailableWidthKey.self) { width in
                    availableWidth = width
                }
            }
        )
    }

    private func lines(fitting width: CGFloat) -> [Line] {
        guard measured.count == items.count else {
            return items.enumerated().map { Line(id: $0.offset, elements: [$0.element]) }
        }
        var result: [Line] = []
        var used: CGFloat = 0
        for (element, size) in zip(items, measured) {
            let needed = size.size.width
            if !result.isEmpty, used + spacing + needed <= width {
                result[result.count - 1].elements.append(element)
                used += spacing + needed
            } else {
                result.append(Line(id: result.count, elements: [element]))
                used = needed
            }
        }
        return result
    }
}

struct MeasuredSize: Equatable, Sendable {
    let index: Int
    let size: CGSize
}

struct MeasuredSizesKey: PreferenceKey {
    static let defaultValue: [MeasuredSize] = []
    static func reduce(value: inout [MeasuredSize], nextValue: () -> [MeasuredSize]) {
        value += nextValue()
    }
}

struct AvailableWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}
