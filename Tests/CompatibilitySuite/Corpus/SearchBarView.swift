import SwiftUI

// Written for this suite in the idiom of Dimillian/RedditOS,
// "RedditOs/Features/Search/Shared/SearchBarView.swift" (Apache-2.0; not copied): a macOS search
// field: TextField with onEditingChanged/onCommit closures, a command-F shortcut, a focus
// ring drawn from editing state, and a clear button sliding in from the trailing edge.

struct FilterField: View {
    let prompt: String
    @Binding var query: String
    var onEditing: (Bool) -> Void = { _ in }
    var onSubmit: () -> Void = {}
    var onClear: () -> Void = {}

    @State private var editing = false

    var body: some View {
        HStack {
            TextField(prompt, text: $query, onEditingChanged: { isEditing in
                editing = isEditing
                onEditing(isEditing)
            }, onCommit: onSubmit)
            .textFieldStyle(PlainTextFieldStyle())
            .keyboardShortcut("f", modifiers: .command)
            .padding(8)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(editing ? Color.accentColor : Color.clear)
                    .background(Color.black.opacity(0.2).cornerRadius(8))
            )
            if !query.isEmpty {
                Button {
                    query = ""
                    onClear()
                } label: {
                    Image(systemName: "xmark.circle")
                        .font(.title2)
                }
                .buttonStyle(BorderlessButtonStyle())
                .transition(.move(edge: .trailing))
            }
        }
    }
}
