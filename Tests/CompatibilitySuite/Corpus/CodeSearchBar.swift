import SwiftUI

// Written for this suite in the idiom of thebaselab/codeapp,
// "CodeApp/Views/SearchBar.swift" (MIT; not copied): an iOS search field with a
// magnifying glass, TextField(onCommit:), the old autocapitalization/disableAutocorrection
// modifiers, and a clear icon in an overlay using highPriorityGesture(TapGesture()).

struct PanelSearchField: View {
    @Binding var text: String
    @State private var isEditing = false
    var prompt = "Search"
    var cornerRadius: CGFloat = 10
    var onSearch: (() -> Void)?
    var onClear: (() -> Void)?

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
                .font(.subheadline)
                .foregroundColor(.gray)
            TextField(prompt, text: $text, onCommit: { onSearch?() })
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .overlay(alignment: .trailing) {
                    if isEditing && !text.isEmpty {
                        Image(systemName: "multiply.circle.fill")
                            .foregroundColor(.gray)
                            .padding(.trailing, 6)
                            .highPriorityGesture(
                                TapGesture().onEnded {
                                    text = ""
                                    onClear?()
                                }
                            )
                    }
                }
                .onTapGesture { isEditing = true }
        }
        .padding(7)
        .background(Color.gray.opacity(0.15))
        .cornerRadius(cornerRadius)
    }
}
