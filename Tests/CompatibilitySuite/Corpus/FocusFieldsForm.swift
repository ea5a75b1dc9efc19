import SwiftUI

// Written for this suite in the idiom of skiptools/skipapp-showcase,
// "Sources/Showcase/FocusStatePlayground.swift" (LGPL-3.0, not copied): @FocusState both as a
// Bool and as an optional enum, `.focused(_:)` and `.focused(_:equals:)` on TextFields in a
// Form, buttons that move focus, and `onSubmit` to advance.

enum SignUpField: Hashable {
    case name, email, password
}

struct FocusFieldsForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""

    @FocusState private var nameFocused: Bool
    @FocusState private var focus: SignUpField?

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .textContentType(.emailAddress)
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .submitLabel(.done)
            } header: {
                Text("Account")
            } footer: {
                Text("Focused: \(focusDescription)")
            }
            .onSubmit {
                switch focus {
                case .name: focus = .email
                case .email: focus = .password
                case .password, nil: focus = nil
                }
            }
            Section {
                Button("Focus name") { nameFocused = true }
                Button("Focus password") { focus = .password }
                Button("Dismiss keyboard", role: .cancel) { focus = nil }
            }
        }
    }

    private var focusDescription: String {
        switch focus {
        case .name: "name"
        case .email: "email"
        case .password: "password"
        case nil: "none"
        }
    }
}
