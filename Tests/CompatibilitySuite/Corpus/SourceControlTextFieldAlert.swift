import SwiftUI

// Written for this suite in the idiom of thebaselab/codeapp,
// "CodeApp/Views/SourceControlTextFieldAlert.swift" (MIT; not copied): alert actions as views:
// TextFields without autocorrection or capitalisation, a confirm button and a cancel-role
// button in a Group, shown through alert(_:isPresented:actions:).

struct BranchNameAlertActions: View {
    @State private var name = ""
    var fieldTitle: LocalizedStringKey = "Branch name"
    var confirmTitle: LocalizedStringKey = "Create"
    var onConfirm: (String) -> Void

    var body: some View {
        Group {
            TextField(fieldTitle, text: $name)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            Button(confirmTitle) {
                onConfirm(name)
                name = ""
            }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct RemoteAlertActions: View {
    @State private var remoteName = ""
    @State private var remoteURL = ""
    var onConfirm: (String, String) -> Void

    var body: some View {
        Group {
            TextField("Name", text: $remoteName)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            TextField("URL", text: $remoteURL)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            Button("Add") {
                onConfirm(remoteName, remoteURL)
                remoteName = ""
                remoteURL = ""
            }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct BranchesToolbar: View {
    @State private var showNewBranch = false

    var body: some View {
        Button("New Branch") { showNewBranch = true }
            .alert("New Branch", isPresented: $showNewBranch) {
                BranchNameAlertActions { _ in }
            }
    }
}
