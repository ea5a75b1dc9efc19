// The tax checklist of "Mastering SwiftUI Container" (Clive Liu, seed 003), as a view
// document with its Checklist container written here.
//
// The first checklist is the article's first example: six Texts and a ForEach over two items
// from CSV, seven declared subviews that resolve to eight rows (the article says nine; six
// Texts and two from the ForEach are eight). The second adds sections with headers and the
// article's `notApplicable()` container value, which strikes rows through.
//
//     trellis render Examples/Documents/tax-checklist.swift
//     trellis resolve Examples/Documents/tax-checklist.swift --json

let items = load("tax-items.csv")

extension ContainerValues {
    @Entry var notApplicable: Bool = false
}

extension View {
    func notApplicable() -> some View {
        self.containerValue(\.notApplicable, true)
    }
}

struct Checklist<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(subviews: content) { subview in
                    ChecklistRow {
                        subview
                    }
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
    }
}

struct SectionedChecklist<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(sections: content) { sections in
                    VStack(alignment: .leading) {
                        sections.header
                            .font(.headline)
                            .textCase(.uppercase)

                        list(sections.content)

                        sections.footer
                            .font(.footnote)
                    }
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
    }

    @ViewBuilder func list(_ subviews: SubviewsCollection) -> some View {
        ForEach(subviews: subviews) { subview in
            ChecklistRow {
                subview
                    .strikethrough(subview.containerValues.notApplicable)
            }
        }
    }
}

struct ChecklistRow<Content: View>: View {
    @ViewBuilder var content: Content

    @State private var checked = false

    var body: some View {
        Button {
            checked.toggle()
        } label: {
            Label {
                content
            } icon: {
                Image(systemName: checked ? "checkmark.circle.fill" : "circle")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(.rect)
        }
        .buttonStyle(.plain)
    }
}

VStack(alignment: .leading, spacing: 16) {
    Checklist {
        Text("W2")
        Text("1099-B")
        Text("1099-R")
        Text("1099-DIV")
        Text("1099-INT")
        Text("1099-MISC")

        ForEach(items, id: \.item) { item in
            Text(item.item)
        }
    }

    SectionedChecklist {
        Section {
            Text("W2")
        } header: {
            Text("Primary income")
        }

        Section {
            Text("1099-B")
            Text("1099-R")
            Text("1099-DIV")
            Text("1099-INT")
            Text("1099-MISC")
        } header: {
            Text("1099s")
        }

        Section {
            ForEach(items, id: \.item) { item in
                Text(item.item)
            }
            .notApplicable()
        } header: {
            Text("Misc")
        } footer: {
            Text("Not applicable this year")
        }
    }
}
