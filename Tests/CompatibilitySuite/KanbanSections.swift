import SwiftUI

extension ContainerValues {
    /// A section's accent, set on the `Section` itself.
    @Entry var columnTint: Color = .gray
}

/// A kanban board: one column per section with its card count, the cards as tags.
struct KanbanBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 16) {
                Group(sections: content) { sections in
                    ForEach(sections) { section in
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                section.header
                                    .font(.headline)
                                Spacer()
                                Text("\(section.content.count)")
                                    .font(.caption)
                                    .padding(.horizontal, 6)
                                    .background(Capsule().fill(section.containerValues.columnTint.opacity(0.3)))
                            }
                            ForEach(subviews: section.content) { card in
                                card
                                    .padding(8)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .background(RoundedRectangle(cornerRadius: 6).stroke(section.containerValues.columnTint))
                            }
                        }
                        .frame(width: 180)
                    }
                }
            }
            .padding()
        }
    }
}

struct SprintBoard: View {
    var body: some View {
        KanbanBoard {
            Section("To do") {
                Text("Write the porting guide")
                Text("Triage issues")
            }
            .containerValue(\.columnTint, .orange)
            Section("Doing") {
                Text("Layout protocol")
            }
            .containerValue(\.columnTint, .blue)
            Section("Done") {
                Text("Container values")
            }
            .containerValue(\.columnTint, .green)
        }
    }
}
