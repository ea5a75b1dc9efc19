import SwiftUI

// Written for this corpus in the idiom of genekoval/minty-swiftui,
// "Shared/Views/User/ChangePassword.swift" (no licence given; not copied): a password field
// switching SecureField and TextField with autocorrectionDisabled and
// textInputAutocapitalization(.never), symbolVariant(.fill), Section with a footer closure,
// onSubmit/submitLabel(.done), a toolbar if-else, a stored Task.

private let shortest = 8

private struct RevealableField: View {
    let title: String
    @Binding var text: String
    @State private var hidden = true

    var body: some View {
        HStack {
            if hidden {
                SecureField(title, text: $text)
            } else {
                TextField(title, text: $text)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
            }
            Group {
                Text("\(text.count)")
                Button(action: { hidden.toggle() }) {
                    Image(systemName: hidden ? "eye" : "eye.slash")
                        .symbolVariant(.fill)
                }
            }
            .foregroundColor(.secondary)
        }
    }
}

struct NewPasswordForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var password = ""
    @State private var saving: Task<Void, Never>?

    var body: some View {
        Form {
            Section {
                RevealableField(title: "New Password", text: $password)
                    .disabled(saving != nil)
                    .onSubmit(save)
                    .submitLabel(.done)
            } footer: {
                Text("At least \(shortest) characters.")
            }
        }
        .navigationTitle("Change Password")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if saving != nil {
                ProgressView()
            } else {
                Button(action: save) {
                    Text("Done")
                        .bold()
                        .disabled(password.count < shortest)
                }
            }
        }
    }

    private func save() {
        guard password.count >= shortest else { return }
        saving?.cancel()
        saving = Task {
            defer { saving = nil }
            try? await Task.sleep(nanoseconds: 100_000_000)
            dismiss()
        }
    }
}
