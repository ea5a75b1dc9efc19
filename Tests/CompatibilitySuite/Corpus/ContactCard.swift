import SwiftUI

// Own code: a contact detail screen as sample apps write it (no single model file): a List
// with a centred header, Sections of LabeledContent and Links, a Menu in the toolbar,
// an alert with actions and a message, a share button, and a custom LabelStyle.

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var title: String
    var phone: String
    var email: String
    var notes: String
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer()
            configuration.icon
                .foregroundStyle(.secondary)
        }
    }
}

struct ContactCard: View {
    @State var contact: Contact
    @State private var showingDeleteAlert = false
    @State private var isFavorite = false

    var body: some View {
        List {
            Section {
                VStack(spacing: 8) {
                    Text(initials)
                        .font(.largeTitle.weight(.semibold))
                        .foregroundStyle(.white)
                        .frame(width: 88, height: 88)
                        .background(Circle().fill(Color.indigo.gradient))
                    Text(contact.name).font(.title2.bold())
                    Text(contact.title).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }

            Section("Contact") {
                LabeledContent("Phone") {
                    Link(contact.phone, destination: URL(string: "tel:\(contact.phone)")!)
                }
                LabeledContent("Email", value: contact.email)
                Label("Favorite", systemImage: isFavorite ? "star.fill" : "star")
                    .labelStyle(TrailingIconLabelStyle())
                    .onTapGesture { isFavorite.toggle() }
            }

            if !contact.notes.isEmpty {
                Section("Notes") {
                    Text(contact.notes)
                        .textSelection(.enabled)
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Label(isFavorite ? "Unfavorite" : "Favorite", systemImage: "star")
                    }
                    ShareLink(item: contact.email)
                    Divider()
                    Button(role: .destructive) {
                        showingDeleteAlert = true
                    } label: {
                        Label("Delete Contact", systemImage: "trash")
                    }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
        }
        .alert("Delete \(contact.name)?", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This contact will be removed from all your devices.")
        }
    }

    private var initials: String {
        contact.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}
