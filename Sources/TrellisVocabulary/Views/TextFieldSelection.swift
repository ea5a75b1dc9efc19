// `TextField` with a selection binding: SwiftUI's `TextSelection` is vocabulary (a terminal field
// shows no selection), so these spellings live beside it and draw the field without one.

extension TextField where Label == Text {
    /// A field editing `text` with a selection: drawn as the field without one (a terminal
    /// field shows no selection).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `text` with a selection: drawn as the field without one.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
