import SwiftUI

// Written for this corpus in the idiom of sindresorhus/Settings, "Example/AccountsScreen.swift"
// (MIT; not copied): a macOS settings pane of titled sections (the library's container and
// section written here as two small views, one with a label closure), radio-group and menu
// Pickers with labelsHidden, a caption modifier, cornerRadius, an expanding ZStack.

struct PaneSection<Label: View, Content: View>: View {
    let label: Label
    @ViewBuilder let content: Content

    init(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {
        self.label = label()
        self.content = content()
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label.frame(width: 160, alignment: .trailing)
            VStack(alignment: .leading) { content }
        }
    }
}

extension PaneSection where Label == Text {
    init(title: String, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(title) }, content: content)
    }
}

extension View {
    func paneNote() -> some View {
        font(.system(size: 11)).foregroundColor(.secondary)
    }
}

struct AccountsPane: View {
    @State private var isAdmin = true
    @State private var scrollBars = 1
    @State private var mode = 0
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            PaneSection(title: "Permissions:") {
                Toggle("Allow user to administer this computer", isOn: $isAdmin)
                Text("Administrators have root access.").paneNote()
            }
            PaneSection(title: "Show scroll bars:") {
                Picker("", selection: $scrollBars) {
                    Text("When scrolling").tag(0)
                    Text("Always").tag(1)
                }
                .labelsHidden()
                .pickerStyle(.radioGroup)
            }
            PaneSection(label: { Toggle("Automatic", isOn: $expanded) }) {
                Picker("", selection: $mode) {
                    Text("Automatic").tag(0)
                    Text("Manual").tag(1)
                }
                .labelsHidden()
                .frame(width: 120.0)
            }
            if expanded {
                ZStack(alignment: .center) {
                    Rectangle()
                        .fill(.gray)
                        .frame(width: 200, height: 200)
                        .cornerRadius(20)
                    Text("🦄")
                }
            }
        }
        .frame(width: 450)
        .padding()
    }
}

struct AccountsPane_Previews: PreviewProvider {
    static var previews: some View {
        AccountsPane()
    }
}
