import SwiftUI

// Written for this suite in the idiom of AppPear/ChartView,
// "Sources/SwiftUICharts/Base/CardView/CardView.swift" (MIT; not copied): a card container reading
// \.colorScheme to pick its fill and shadow, with an optional shadowed RoundedRectangle
// behind @ViewBuilder content.

public struct ChartCard<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    private let elevated: Bool
    private let content: () -> Content

    public init(elevated: Bool = true, @ViewBuilder content: @escaping () -> Content) {
        self.elevated = elevated
        self.content = content
    }

    public var body: some View {
        ZStack {
            if elevated {
                RoundedRectangle(cornerRadius: 18)
                    .fill(colorScheme == .dark ? Color.white.opacity(0.07) : Color.white)
                    .shadow(color: .black.opacity(colorScheme == .dark ? 0.4 : 0.1), radius: 8, x: 0, y: 2)
            }
            VStack(alignment: .leading) {
                content()
            }
            .clipShape(RoundedRectangle(cornerRadius: elevated ? 18 : 0))
        }
    }
}

struct SalesCard: View {
    var body: some View {
        ChartCard {
            Text("Sales").font(.headline)
            Text("1,204 this week").foregroundStyle(.secondary)
        }
        .frame(width: 220, height: 120)
    }
}
