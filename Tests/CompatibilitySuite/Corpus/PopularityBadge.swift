import SwiftUI

// Written for this suite in the idiom of Dimillian/MovieSwiftUI,
// "MovieSwift/Packages/UI/Sources/UI/badges/PopularityBadge.swift" (Apache-2.0; not copied): a score
// ring: a dashed Circle trimmed to the score, drawn in a colour picked by thresholds, animated
// in with an interpolating spring when it appears, with the percentage in the middle.

public struct RatingRing: View {
    public let rating: Int
    public let labelColor: Color
    @State private var revealed = false

    public init(rating: Int, labelColor: Color = .primary) {
        self.rating = rating
        self.labelColor = labelColor
    }

    private var ringColor: Color {
        switch rating {
        case ..<40: .red
        case ..<60: .orange
        case ..<75: .yellow
        default: .green
        }
    }

    private var ring: some View {
        Circle()
            .trim(from: 0, to: revealed ? CGFloat(rating) / 100 : 0)
            .stroke(style: StrokeStyle(lineWidth: 2, dash: [1]))
            .foregroundColor(ringColor)
            .rotationEffect(.degrees(-90))
            .animation(.interpolatingSpring(stiffness: 60, damping: 10).delay(0.1), value: revealed)
            .onAppear { revealed = true }
    }

    public var body: some View {
        ZStack {
            Circle()
                .foregroundColor(.clear)
                .frame(width: 40)
                .overlay(ring)
                .shadow(color: ringColor, radius: 4)
            Text("\(rating)%")
                .font(.system(size: 10))
                .fontWeight(.bold)
                .foregroundColor(labelColor)
        }
        .frame(width: 40, height: 40)
    }
}
