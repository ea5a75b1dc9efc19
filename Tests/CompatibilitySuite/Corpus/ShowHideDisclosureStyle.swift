import SwiftUI

// Written for this corpus in the idiom of Jyhwenchai/SwiftUIExample,
// "Categorys/List/List/ListDisclosureGroup.swift" (no licence given; not copied): a custom
// DisclosureGroupStyle toggling configuration.isExpanded in withAnimation, a first-baseline
// label row, lowercaseSmallCaps caption, animation(nil, value:), plain button style.

struct ShowHideDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack(alignment: .firstTextBaseline) {
                    configuration.label
                    Spacer()
                    Text(configuration.isExpanded ? "hide" : "show")
                        .foregroundColor(.accentColor)
                        .font(.caption.lowercaseSmallCaps())
                        .animation(nil, value: configuration.isExpanded)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct ShowHideGroups: View {
    var body: some View {
        List {
            DisclosureGroup("Recent files") {
                ForEach(0..<4, id: \.self) { index in
                    Text("File \(index)")
                }
            }
            .disclosureGroupStyle(ShowHideDisclosureStyle())
        }
    }
}

#Preview {
    ShowHideGroups()
}
