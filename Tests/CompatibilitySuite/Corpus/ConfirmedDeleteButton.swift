import SwiftUI

// Written for this corpus in the idiom of genekoval/minty-swiftui,
// "Shared/Views/DeleteButton.swift" (no licence given; not copied): a destructive
// Button(role:action:label:) opening confirmationDialog(_:isPresented:titleVisibility:actions:message:),
// a private preview view with alert(Text, isPresented:) and empty actions.

struct ConfirmedDeleteButton: View {
    let noun: String
    let action: () -> Void
    @State private var asking = false

    init(for noun: String, action: @escaping () -> Void) {
        self.noun = noun
        self.action = action
    }

    var body: some View {
        Button(role: .destructive, action: { asking = true }) {
            Label("Delete \(noun)", systemImage: "trash")
                .foregroundColor(.red)
        }
        .confirmationDialog("Delete this \(noun.lowercased())?", isPresented: $asking, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { action() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct ConfirmedDeleteButton_Previews: PreviewProvider {
    private struct Preview: View {
        @State private var deleted = false

        var body: some View {
            Form {
                ConfirmedDeleteButton(for: "Note") { deleted.toggle() }
            }
            .alert(Text("Note deleted."), isPresented: $deleted) {}
        }
    }

    static var previews: some View {
        Preview()
    }
}
