import SwiftUI

// Written for this suite in the idiom of Dimillian/IceCubesApp,
// "IceCubesApp/App/Tabs/Settings/RemoteTimelinesSettingView.swift" (AGPL-3.0, not copied):
// a settings list of saved entries with swipe-to-delete through `onDelete`, an add button in
// the list, a sheet, and an EditButton in the toolbar.

struct SavedServer: Identifiable, Hashable {
    let id = UUID()
    var host: String
    var added = Date()
}

struct SavedServersList: View {
    @State private var servers: [SavedServer] = [
        SavedServer(host: "mastodon.social"),
        SavedServer(host: "hachyderm.io"),
    ]
    @State private var isAdding = false
    @State private var newHost = ""

    var body: some View {
        Form {
            ForEach(servers) { server in
                VStack(alignment: .leading) {
                    Text(server.host)
                    Text(server.added, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .onDelete { offsets in
                servers.remove(atOffsets: offsets)
            }
            Button {
                isAdding = true
            } label: {
                Label("Add a server", systemImage: "plus.circle")
            }
        }
        .navigationTitle("Remote timelines")
        .toolbar {
            EditButton()
        }
        .sheet(isPresented: $isAdding) {
            NavigationStack {
                Form {
                    TextField("Host name", text: $newHost)
                        .autocorrectionDisabled()
                }
                .navigationTitle("New server")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { isAdding = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            servers.append(SavedServer(host: newHost))
                            newHost = ""
                            isAdding = false
                        }
                        .disabled(newHost.isEmpty)
                    }
                }
            }
        }
    }
}
