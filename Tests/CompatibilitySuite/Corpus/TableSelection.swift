import SwiftUI

// Written for this suite in the idiom of wigging/swift-macos,
// "xcode-projects/TableSelection/TableSelection/ContentView.swift" (MIT; not copied): a macOS Table with
// a Set of row IDs as its selection and a count of the selected rows.

struct Member: Identifiable {
    let id = UUID()
    let name: String
    let role: String
}

struct MemberTable: View {
    @State private var members = [
        Member(name: "Ana", role: "Owner"),
        Member(name: "Bo", role: "Editor"),
        Member(name: "Cy", role: "Viewer"),
    ]
    @State private var selected = Set<Member.ID>()

    var body: some View {
        VStack(alignment: .leading) {
            Table(members, selection: $selected) {
                TableColumn("Name", value: \.name)
                TableColumn("Role", value: \.role)
            }
            Text("\(selected.count) selected")
                .padding()
        }
        .frame(width: 360, height: 240)
    }
}
