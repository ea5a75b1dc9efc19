import SwiftUI

// Written for this suite in the idiom of supergeorg/Grocy-SwiftUI,
// "Grocy Mobile/Views/Components/RowInteractionButton.swift" (GPL-3.0, not copied): a small
// coloured chip (symbol plus optional title) used as a row action, with a hover help text,
// and a matching ButtonStyle built on the configuration's label.

struct RowActionChip: View {
    var title: LocalizedStringKey?
    var systemImage: String
    var tint: Color
    var foreground: Color?
    var help: LocalizedStringKey?

    private let fontSize: CGFloat = 14
    private let inset: CGFloat = 6

    var body: some View {
        HStack(alignment: .center, spacing: 3) {
            Image(systemName: systemImage)
                .font(.system(size: fontSize, weight: .semibold))
            if let title {
                Text(title)
                    .font(.system(size: fontSize))
                    .lineLimit(1)
                    .fixedSize()
            }
        }
        .frame(height: fontSize)
        .padding(inset)
        .background(tint, in: RoundedRectangle(cornerRadius: 4))
        .foregroundStyle(foreground ?? .white)
        .help(help ?? "")
    }
}

struct ConsumeButtonStyle: ButtonStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(height: 14)
            .padding(6)
            .background(tint.opacity(configuration.isPressed ? 0.7 : 1))
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct StockRowActions: View {
    var onConsume: () -> Void
    var onOpen: () -> Void

    var body: some View {
        HStack(spacing: 4) {
            Button(action: onConsume) {
                Label("1", systemImage: "fork.knife")
            }
            .buttonStyle(ConsumeButtonStyle())
            Button(action: onOpen) {
                RowActionChip(title: "Open", systemImage: "envelope.open", tint: .blue, help: "Mark one as opened")
            }
            .buttonStyle(.plain)
            RowActionChip(systemImage: "trash", tint: .red, help: "Remove")
        }
    }
}
