import SwiftUI

/// Cards shrink once the board holds more than fifteen of them: the decision needs the whole
/// collection of resolved subviews, so the container reads it with `Group(subviews:)`.
enum CardScale {
    case small, normal
}

struct ScalingBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) songs")
                    .font(.headline)
                ForEach(subviews) { subview in
                    ScaledCard(scale: subviews.count > 15 ? .small : .normal) {
                        subview
                    }
                }
                if subviews.isEmpty {
                    Text("Nothing queued yet")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct ScaledCard<Content: View>: View {
    var scale: CardScale
    @ViewBuilder var content: Content

    var body: some View {
        content
            .font(scale == .small ? .caption : .body)
            .padding(scale == .small ? 4 : 10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .border(Color.orange, width: 1)
            .accessibilityElement(children: .combine)
    }
}

struct LongQueue: View {
    var body: some View {
        ScalingBoard {
            ForEach(1...20, id: \.self) { number in
                Text("Request \(number)")
            }
        }
    }
}
