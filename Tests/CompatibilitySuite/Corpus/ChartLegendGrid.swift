import SwiftUI

// Written for this corpus in the idiom of willdale/SwiftUICharts,
// "Sources/SwiftUICharts/Shared/Views/LegendView.swift" (MIT; not copied): a legend view
// generic over an ObservableObject chart protocol, LazyVGrid(columns:alignment:), a
// conditional .if modifier extension applying scaleEffect(_:anchor:), accessibility label and
// value from LocalizedStringKey.

protocol ChartModel: ObservableObject {
    var legends: [LegendEntry] { get }
    var highlighted: UUID? { get }
}

struct LegendEntry: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
}

extension View {
    @ViewBuilder func `if`<Changed: View>(_ condition: Bool, transform: (Self) -> Changed) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct ChartLegendGrid<Model: ChartModel>: View {
    @ObservedObject private var model: Model
    private let columns: [GridItem]
    private let font: Font

    init(model: Model, columns: [GridItem], font: Font) {
        self.model = model
        self.columns = columns
        self.font = font
    }

    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(model.legends, id: \.id) { legend in
                HStack {
                    Circle().fill(legend.color).frame(width: 10, height: 10)
                    Text(legend.name).font(font)
                }
                .if(model.highlighted == legend.id) { $0.scaleEffect(1.2, anchor: .leading) }
                .accessibilityLabel(LocalizedStringKey("Legend"))
                .accessibilityValue(LocalizedStringKey(legend.name))
            }
        }
    }
}
