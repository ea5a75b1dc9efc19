import SwiftUI

/// A profile card in the style of SwiftUI's documentation samples: type-erased styles,
/// hierarchical and semantic shape styles, gradient factories, inset and sized shapes, text
/// made from images and formatters, and converting bindings.
struct ProfileCard: View, Equatable {
    let name: String
    let joined: Date
    let score: Double
    var isFeatured: Bool

    private var accent: AnyShapeStyle {
        isFeatured ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(Image(systemName: "star.fill")) + Text(" \(name)").bold()
                Spacer()
                Image(systemName: "wifi", variableValue: 0.6)
            }
            .foregroundStyle(accent)
            Text(joined, formatter: Self.dateFormatter)
                .foregroundStyle(.placeholder)
            Text("Learn more").underline(color: .blue).foregroundStyle(.link)
            Text("Score", tableName: "Profile", comment: "The score label")
                .textScale(.secondary)
            Circle()
                .inset(by: 2)
                .fill(.linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom))
                .frame(width: 6, height: 3)
            Rectangle()
                .size(width: 20, height: 2)
                .fill(.ellipticalGradient(colors: [.mint, .teal]))
        }
        .padding(EdgeInsets())
        .background(.selection.opacity(0.3))
        .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
    }

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}

/// A list filtered by an optional selection, through Binding's converting initializers.
struct ScoreFilter: View {
    @Binding var minimum: Int
    @State private var selection: Int? = 3

    var body: some View {
        let optional = Binding<Int?>($minimum)
        let erased = Binding<AnyHashable>($minimum)
        VStack {
            ProfileCard(name: "Ada", joined: Date(), score: 9.5, isFeatured: true)
                .equatable()
            if let chosen = Binding($selection) {
                Text("At least \(chosen.wrappedValue)")
            }
            Text("\(optional.wrappedValue ?? 0) / \(erased.wrappedValue)")
            Text(timerInterval: Date()...Date().addingTimeInterval(90), pauseTime: Date(), countsDown: true)
            ScrollView(.horizontal) {
                Text("scrolled")
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        }
        .textSelection(.enabled)
    }
}
