// `TextEditor` with a selection binding: SwiftUI's `TextSelection` is vocabulary (a terminal
// editor shows no selection), so this spelling lives beside it.

extension TextEditor {
    /// An editor of `text` with a selection: drawn as the editor without one (a terminal
    /// editor shows no selection).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
