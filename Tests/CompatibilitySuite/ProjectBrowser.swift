import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var size: Int
    var children: [FileItem]?
}

/// A project browser: an outline of files, a disclosure group, a control group, a sortable
/// table with a selection, and a scroll view reader jumping to a row.
struct ProjectBrowser: View {
    @State private var showDetails = true
    @State private var selection = Set<FileItem.ID>()
    @State private var sortOrder = [KeyPathComparator(\FileItem.name)]
    let root = FileItem(name: "Sources", size: 0, children: [
        FileItem(name: "App.swift", size: 4, children: nil),
        FileItem(name: "Views", size: 0, children: [FileItem(name: "Row.swift", size: 2, children: nil)]),
    ])

    var body: some View {
        VStack(alignment: .leading) {
            OutlineGroup(root, children: \.children) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
            DisclosureGroup("Details", isExpanded: $showDetails) {
                Text("2 files")
            }
            ControlGroup {
                Button("Back", systemImage: "chevron.left") {}
                Button("Forward", systemImage: "chevron.right") {}
            }
            Table(root.children ?? [], selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { item in
                    Text("\(item.size) KB")
                }
            }
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(0..<20) { index in
                        Text("Line \(index)").id(index)
                    }
                }
                .onAppear { proxy.scrollTo(19, anchor: .bottom) }
            }
        }
    }
}
