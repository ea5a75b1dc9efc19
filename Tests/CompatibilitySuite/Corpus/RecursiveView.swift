import SwiftUI

// Written for this suite in the idiom of Dimillian/RedditOS,
// "Packages/UI/Sources/UI/RecursiveView.swift" (Apache-2.0; not copied): a recursive tree view
// over an optional-children KeyPath, with its own expandable group (rotating chevron on tap)
// instead of DisclosureGroup.

public struct OutlineTree<Data: RandomAccessCollection, Row: View>: View where Data.Element: Identifiable {
    let nodes: Data
    let children: KeyPath<Data.Element, Data?>
    let row: (Data.Element) -> Row

    public init(_ nodes: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.nodes = nodes
        self.children = children
        self.row = row
    }

    public var body: some View {
        ForEach(nodes) { node in
            if let kids = node[keyPath: children] {
                ExpandableGroup {
                    row(node)
                } content: {
                    OutlineTree(kids, children: children, row: row)
                        .padding(.leading, 10)
                }
            } else {
                row(node)
            }
        }
    }
}

struct ExpandableGroup<Label: View, Content: View>: View {
    @State private var expanded = true
    @ViewBuilder var label: () -> Label
    @ViewBuilder var content: () -> Content

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Image(systemName: "chevron.right")
                .rotationEffect(.degrees(expanded ? 90 : 0))
                .padding(.top, 3)
                .onTapGesture { expanded.toggle() }
            label()
        }
        if expanded {
            content()
        }
    }
}
