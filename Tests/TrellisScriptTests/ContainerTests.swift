import Testing
@testable import TrellisScript

/// Containers written in documents: `@ViewBuilder` content decomposed with
/// `ForEach(subviews:)`, `Group(subviews:)`, `ForEach(sections:)`, reading container values.
@MainActor @Suite("Containers") struct ContainerTests {
    static let keys = """
        extension ContainerValues {
            @Entry var isRejected: Bool = false
            @Entry var badge: String = ""
        }
        extension View {
            func rejected(_ value: Bool = true) -> some View {
                containerValue(\\.isRejected, value)
            }
        }

        """

    @Test("ForEach(subviews:) visits every resolved subview and reads its container values")
    func forEachSubviews() throws {
        let text = try ScriptTesting.render(Self.keys + """
            struct Cards<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(subviews: content) { subview in
                            HStack(spacing: 0) {
                                Text(subview.containerValues.isRejected ? "x" : "o")
                                subview
                                Text(subview.containerValues.badge)
                            }
                        }
                    }
                }
            }
            Cards {
                Text("A")
                ForEach(["B", "C"], id: \\.self) { Text($0) }
                    .rejected()
                Text("D").containerValue(\\.badge, "!")
            }
            """)
        #expect(text == "oA\nxB\nxC\noD!")
    }

    @Test("Group(subviews:) gives a collection: count, first, indices and slices")
    func groupSubviews() throws {
        let text = try ScriptTesting.render("""
            struct Magazine<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(alignment: .leading) {
                        Group(subviews: content) { subviews in
                            Text("\\(subviews.count) subviews")
                            if !subviews.isEmpty { subviews[0].bold() }
                            HStack { subviews[1...] }
                        }
                    }
                }
            }
            Magazine {
                Text("cover")
                ForEach(0..<3) { Text("p\\($0)") }
            }
            """)
        #expect(text == "4 subviews\ncover\np0 p1 p2")
    }

    @Test("ForEach(sections:) reads headers, content, footers and section container values")
    func sections() throws {
        let text = try ScriptTesting.render(Self.keys + """
            struct Board<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(sections: content) { section in
                            if !section.header.isEmpty {
                                HStack {
                                    Text(section.containerValues.isRejected ? "[x]" : "[ ]")
                                    section.header
                                }
                            }
                            ForEach(subviews: section.content) { card in
                                Text("  \\(card.containerValues.isRejected)")
                            }
                            section.footer
                        }
                    }
                }
            }
            Board {
                Text("loose")
                Section("Sam") { Text("a") }
                Section {
                    Text("b")
                } header: {
                    Text("Sommer")
                } footer: {
                    Text("end")
                }
                .rejected()
            }
            """)
        #expect(text == "  false\n[ ] Sam\n  false\n[x] Sommer\n  true\nend")
    }

    @Test("struct methods and computed properties, @Environment and environment keys")
    func methodsAndEnvironment() throws {
        let text = try ScriptTesting.render("""
            extension EnvironmentValues {
                @Entry var accent: String = "plain"
            }
            struct Row: View {
                var title: String
                @Environment(\\.accent) var accent
                var prefix: some View { Text("[\\(accent)]") }
                func suffix(_ count: Int) -> some View { Text("×\\(count)") }
                var body: some View {
                    HStack { prefix; Text(title); suffix(2) }
                }
            }
            VStack(alignment: .leading) {
                Row(title: "a")
                Row(title: "b").environment(\\.accent, "red")
            }
            """)
        #expect(text == "[plain] a ×2\n[red] b ×2")
    }
}
