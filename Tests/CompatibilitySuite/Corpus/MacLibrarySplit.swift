import SwiftUI

// Own code: a macOS library window as open-source Mac apps write it (no single model file):
// a three-column NavigationSplitView with a sidebar List(selection:) of sections, a content
// list, a detail view, a grouped settings Form, column widths and a searchable toolbar.

enum LibrarySection: String, CaseIterable, Identifiable, Hashable {
    case all = "All Items", favorites = "Favorites", recent = "Recent", trash = "Trash"
    var id: String { rawValue }
    var icon: String {
        switch self {
        case .all: "tray.full"
        case .favorites: "star"
        case .recent: "clock"
        case .trash: "trash"
        }
    }
}

struct LibraryItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var modified: Date
}

struct LibraryWindow: View {
    @State private var section: LibrarySection? = .all
    @State private var selection: LibraryItem.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @State private var search = ""
    @State private var items = [LibraryItem(title: "Quarterly notes", modified: .now)]

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(LibrarySection.allCases, selection: $section) { section in
                Label(section.rawValue, systemImage: section.icon)
                    .tag(section)
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 200)
            .listStyle(.sidebar)
        } content: {
            List(items, selection: $selection) { item in
                VStack(alignment: .leading) {
                    Text(item.title)
                    Text(item.modified, format: .dateTime.day().month().year())
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle(section?.rawValue ?? "Library")
            .searchable(text: $search)
        } detail: {
            if let id = selection, let item = items.first(where: { $0.id == id }) {
                Text(item.title)
                    .font(.title)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                Text("Select an item")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
        .frame(minWidth: 700, minHeight: 400)
    }
}

struct LibrarySettings: View {
    @AppStorage("showPreviews") private var showPreviews = true
    @AppStorage("sortKey") private var sortKey = "modified"

    var body: some View {
        Form {
            Section("Display") {
                Toggle("Show previews", isOn: $showPreviews)
                Picker("Sort by", selection: $sortKey) {
                    Text("Date modified").tag("modified")
                    Text("Title").tag("title")
                }
                .pickerStyle(.radioGroup)
            }
        }
        .formStyle(.grouped)
        .padding()
        .frame(width: 420)
    }
}
