// Seed 003 ("Mastering SwiftUI Container", Clive Liu): the container side, with only the
// import changed. `Checklist` is renamed per variant so all three compile side by side.
import Trellis

struct Seed003MyView: View {

    let items = [
        "Amount of real estate taxes paid",
        "Amount of personal property taxes paid"
    ]

    var body: some View {
        Seed003Checklist {
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
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .notApplicable()
            } header: {
                Text("Misc")
            }
        }
    }
}

extension ContainerValues {

    @Entry var notApplicable: Bool = false
}

extension View {

    func notApplicable() -> some View {
        self.containerValue(\.notApplicable, true)
    }
}

struct Seed003Checklist<Content: View>: View {

    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack {
                ForEach(sections: content) { sections in
                    VStack {
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
        .contentMargins(16, for: .scrollContent)
    }

    @ViewBuilder func list<Subviews: View>(_ subviews: Subviews) -> some View {
        ForEach(subviews: subviews) { subview in
            Seed003ChecklistRow {
                subview
                    .strikethrough(subview.containerValues.notApplicable)
            }
        }
    }
}

struct Seed003ShadedChecklist<Content: View>: View {

    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack {
                Group(subviews: content) { subviews in
                    ForEach(Array(subviews.enumerated()), id: \.element.id) { (idx, subview) in
                        Seed003ChecklistRow {
                            subview
                        }
                        .background(idx.isMultiple(of: 2) ? Color.secondary.opacity(0.25) : Color.clear)
                    }
                }
            }
        }
        .contentMargins(16, for: .scrollContent)
    }
}

struct Seed003ChecklistRow<Content: View>: View {

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
