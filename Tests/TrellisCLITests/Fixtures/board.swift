extension ContainerValues {
    @Entry var isRejected: Bool = false
}

struct Board<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading) {
                    section.header.bold()
                    ForEach(subviews: section.content) { card in
                        card.strikethrough(card.containerValues.isRejected)
                    }
                }
            }
        }
    }
}

Board {
    Text("loose")
    Section("Sam") {
        Text("A")
        ForEach(["B", "C"], id: \.self) { Text($0) }
            .containerValue(\.isRejected, true)
    }
    Section {
        Text("D")
    } header: {
        Text("Sommer")
    }
    .containerValue(\.isRejected, true)
}
