import SwiftUI

// Own code: a sign-in form as sample apps write it (no single model file): @FocusState over
// an enum of fields, TextField with prompt and text input traits (textContentType,
// keyboardType, autocapitalization), SecureField, submitLabel/onSubmit chaining, a keyboard
// toolbar, and a toolbar item that changes with state (if/else in a ToolbarContentBuilder).

struct AccountSignIn: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false
    @State private var errorText: String?
    @FocusState private var focusedField: Field?

    private var canSubmit: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email, prompt: Text("you@example.com"))
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .autocapitalization(.none)
                        .textInputAutocapitalization(.never)
                        .disableAutocorrection(true)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }

                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(signIn)
                } footer: {
                    if let errorText {
                        Text(errorText).foregroundColor(.red)
                    }
                }

                Section {
                    Button(action: signIn) {
                        HStack {
                            Spacer()
                            if isSigningIn {
                                ProgressView()
                            } else {
                                Text("Sign In").bold()
                            }
                            Spacer()
                        }
                    }
                    .disabled(!canSubmit || isSigningIn)
                }
            }
            .navigationTitle("Welcome Back")
            .onAppear { focusedField = .email }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
                if isSigningIn {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        ProgressView()
                    }
                } else {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Help") {}
                    }
                }
            }
        }
    }

    private func signIn() {
        guard canSubmit else {
            errorText = "Enter an email and a password of 8 characters or more."
            return
        }
        errorText = nil
        isSigningIn = true
        Task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            await MainActor.run { isSigningIn = false }
        }
    }
}
