import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var isFavorite = false
}

/// A profile editor: text fields with prompts and an axis, a secure field, a formatted number
/// field, a text editor, and rows editing a bound array (`List($items) { $item in … }`).
struct ProfileEditor: View {
    @State private var name = ""
    @State private var password = ""
    @State private var age = 30
    @State private var bio = "Swift developer."
    @State private var contacts = [Contact(name: "Ada"), Contact(name: "Grace")]

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name, prompt: Text("Required"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                TextField("Age", value: $age, format: .number)
                TextField("Bio", text: $bio, axis: .vertical)
                LabeledContent("Member since", value: "2021")
            }
            Section("Notes") {
                TextEditor(text: $bio)
                    .frame(minHeight: 80)
            }
            Section("Contacts") {
                List($contacts) { $contact in
                    HStack {
                        TextField("Contact", text: $contact.name)
                        Toggle("Favorite", isOn: $contact.isFavorite)
                    }
                }
                ForEach($contacts) { $contact in
                    Text(contact.name)
                }
            }
        }
    }
}
