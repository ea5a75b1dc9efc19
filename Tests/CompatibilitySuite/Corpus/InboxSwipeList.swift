import SwiftUI

// Own code: a mail-style inbox as sample apps write it (no single model file): a List of
// rows with leading and trailing swipe actions, onDelete/onMove with an EditButton,
// pull to refresh, a context menu, and an empty state.

struct Message: Identifiable, Hashable {
    let id = UUID()
    var sender: String
    var subject: String
    var preview: String
    var received: Date
    var isUnread = true
    var isFlagged = false
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(message.received, style: .time)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            if message.isFlagged {
                Image(systemName: "flag.fill")
                    .foregroundStyle(.orange)
            }
        }
        .padding(.vertical, 4)
    }
}

struct InboxView: View {
    @State private var messages: [Message] = [
        Message(sender: "Ana", subject: "Lunch?", preview: "Are you free on Thursday?", received: .now),
        Message(sender: "Build Bot", subject: "Nightly passed", preview: "All 312 tests passed.", received: .now, isUnread: false),
    ]
    @State private var isRefreshing = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($messages) { $message in
                    NavigationLink(value: message) {
                        MessageRow(message: message)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            message.isUnread.toggle()
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread",
                                  systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            delete(message)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            message.isFlagged.toggle()
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                    .contextMenu {
                        Button("Mark as Read") { message.isUnread = false }
                        Button("Delete", role: .destructive) { delete(message) }
                    }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    messages.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
            .overlay {
                if messages.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray",
                                           description: Text("New messages appear here."))
                }
            }
            .refreshable {
                await reload()
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                Text(message.preview)
                    .padding()
                    .navigationTitle(message.subject)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(messages.filter(\.isUnread).count) unread")
                        .font(.caption)
                }
            }
        }
    }

    private func delete(_ message: Message) {
        messages.removeAll { $0.id == message.id }
    }

    private func reload() async {
        isRefreshing = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        isRefreshing = false
    }
}
