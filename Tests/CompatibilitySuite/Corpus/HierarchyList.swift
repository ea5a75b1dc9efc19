import SwiftUI

// Written for this suite in the idiom of thebaselab/codeapp,
// "CodeApp/Views/HierarchyList.swift" (MIT; not copied): a file tree as a recursive
// ForEach of DisclosureGroups whose expansion lives in a Binding dictionary keyed by id, with
// a callback when a folder opens and list row styling.

struct FolderTree<Data: RandomAccessCollection, Row: View>: View where Data.Element: Identifiable {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    @Binding var expanded: [AnyHashable: Bool]
    let row: (Data.Element) -> Row
    var onOpen: (AnyHashable) -> Void = { _ in }

    var body: some View {
        ForEach(data) { item in
            if let nested = item[keyPath: children] {
                DisclosureGroup(isExpanded: expansion(of: item.id)) {
                    FolderTree(data: nested, children: children, expanded: $expanded, row: row, onOpen: onOpen)
                } label: {
                    row(item)
                }
                .listRowBackground(Color.clear)
                .listRowSeparator(.hidden)
            } else {
                row(item)
            }
        }
    }

    private func expansion(of id: AnyHashable) -> Binding<Bool> {
        Binding(
            get: { expanded[id, default: false] },
            set: { isOpen in
                if isOpen { onOpen(id) }
                expanded[id] = isOpen
            }
        )
    }
}

struct FileNode: Identifiable {
    var id: String { path }
    let path: String
    var children: [FileNode]?
}

struct ExplorerList: View {
    @State private var expanded: [AnyHashable: Bool] = [:]
    let root = [
        FileNode(path: "Sources", children: [FileNode(path: "Sources/App.swift"), FileNode(path: "Sources/Model.swift")]),
        FileNode(path: "README.md"),
    ]

    var body: some View {
        List {
            FolderTree(data: root, children: \.children, expanded: $expanded) { node in
                Label(node.path, systemImage: node.children == nil ? "doc" : "folder")
            }
        }
    }
}
