import SwiftUI

/// The first section leads the page; every further section scrolls sideways under its header.
struct Magazine<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                Group(sections: content) { sections in
                    if let lead = sections.first {
                        lead.content
                            .frame(minHeight: 100)
                    }
                    if sections.count > 1 {
                        ForEach(sections[1...]) { section in
                            section.header
                                .font(.title3)
                            ScrollView(.horizontal) {
                                LazyHStack {
                                    section.content
                                        .containerRelativeFrame(.horizontal)
                                        .frame(minHeight: 100)
                                }
                            }
                            .contentMargins(16)
                            .scrollIndicators(.hidden)
                            section.footer
                        }
                    }
                }
            }
        }
    }
}

struct MorningEdition: View {
    var body: some View {
        Magazine {
            Text("Top story: containers everywhere")
            Section("Sport") {
                Text("Derby ends level")
                Text("Record at the marathon")
            }
            Section("Weather") {
                Text("Sunny spells")
            }
        }
    }
}
