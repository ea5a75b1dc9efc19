import SwiftUI

// Written for this suite in the idiom of wigging/swift-macos,
// "xcode-projects/SidebarDisclosureGroup/SidebarDisclosureGroup/Sidebar.swift" (MIT; not copied): a macOS
// sidebar List with a DisclosureGroup(isExpanded:) of Labels, sidebar list style, and a toolbar
// button with help text toggling the sidebar through AppKit.

struct MailboxSidebar: View {
    @State private var mailboxesOpen = true

    var body: some View {
        List {
            DisclosureGroup(isExpanded: $mailboxesOpen) {
                Label("Inbox", systemImage: "tray")
                Label("Drafts", systemImage: "doc")
                Label("Sent", systemImage: "paperplane")
                Label("Archive", systemImage: "archivebox")
            } label: {
                Label("Mailboxes", systemImage: "envelope")
            }
        }
        .listStyle(SidebarListStyle())
        .frame(minWidth: 160)
        .toolbar {
            Button(action: toggleSidebar) {
                Image(systemName: "sidebar.left")
                    .help("Show or hide the sidebar")
            }
        }
    }

    private func toggleSidebar() {
        NSApp.keyWindow?.firstResponder?.tryToPerform(#selector(NSSplitViewController.toggleSidebar(_:)), with: nil)
    }
}
