import SwiftUI

/// One column per section, its header on top, with `ForEach(sections:)`.
struct SectionedBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 8) {
                    if !section.header.isEmpty {
                        section.header
                            .font(.title2.bold())
                            .padding(.bottom, 4)
                    }
                    ForEach(subviews: section.content) { subview in
                        subview
                            .padding(8)
                            .background(Color.mint.opacity(0.2), in: .rect(cornerRadius: 6))
                    }
                    if !section.footer.isEmpty {
                        Divider()
                        section.footer
                            .font(.footnote)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
    }
}

struct SingersBoard: View {
    var body: some View {
        SectionedBoard {
            Section("Sam's Songs") {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
            }
            Section {
                Text("Some Body Like View")
            } header: {
                Text("Sommer's Songs")
            } footer: {
                Text("1 song")
            }
        }
    }
}
