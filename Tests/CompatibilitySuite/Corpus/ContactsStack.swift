import SwiftUI

// Written for this suite in the idiom of yolo-cat/1133-iOS-SwiftUIDemo,
// "SwiftUIDemo/Demo/Navigation/NavigationStack_Demo.swift" (no licence given, not copied):
// value-based navigation, `NavigationStack(path:)` over an array, `navigationDestination(for:)`,
// pushing and popping to the root in code, plus `searchable` and swipe actions on the list.

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var favourite = false
}

struct ContactsStack: View {
    @State private var path: [Contact] = []
    @State private var query = ""
    @State private var contacts = ["Ada", "Brian", "Chris", "Dennis", "Grace"].map { Contact(name: $0) }

    private var visible: [Contact] {
        query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(visible) { contact in
                NavigationLink(value: contact) {
                    Label(contact.name, systemImage: contact.favourite ? "star.fill" : "person")
                }
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        contacts.removeAll { $0.id == contact.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .swipeActions(edge: .leading) {
                    Button {
                        if let index = contacts.firstIndex(of: contact) {
                            contacts[index].favourite.toggle()
                        }
                    } label: {
                        Label("Favourite", systemImage: "star")
                    }
                    .tint(.yellow)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $query, prompt: "Find a contact")
            .navigationDestination(for: Contact.self) { contact in
                VStack(spacing: 12) {
                    Text(contact.name).font(.largeTitle)
                    Button("Open next") {
                        if let next = contacts.first(where: { !path.contains($0) }) {
                            path.append(next)
                        }
                    }
                    if path.count > 1 {
                        Button("Back to all contacts") { path.removeAll() }
                    }
                }
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}
