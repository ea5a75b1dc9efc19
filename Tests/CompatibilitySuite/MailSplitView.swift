import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    var unread: Int
}

/// A three-column mail client: mailboxes, messages of the selected mailbox, and the selected
/// message, with column visibility and a prominent detail.
struct MailSplitView: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var mailbox: Mailbox.ID? = "Inbox"
    @State private var message: String?
    let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0)]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(mailboxes, selection: $mailbox) { box in
                LabeledContent(box.id, value: "\(box.unread)")
            }
            .navigationTitle("Mail")
            .navigationSplitViewColumnWidth(min: 180, ideal: 200)
        } content: {
            List(["Lunch?", "Invoice"], id: \.self, selection: $message) { subject in
                Text(subject)
            }
            .navigationTitle(mailbox ?? "")
        } detail: {
            if let message {
                Text(message)
            } else {
                ContentUnavailableView("No Message", systemImage: "envelope")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
