/// A button that starts renaming: SwiftUI's `RenameButton`, which calls the `rename` action of
/// the environment. A render presses nothing, so it is drawn as the button it shows, a pencil
/// and "Rename".
///
/// ```swift
/// TextField("Name", text: $name)
///     .contextMenu { RenameButton() }
/// ```
public nonisolated struct RenameButton<Label: View>: View {
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension RenameButton where Label == TrellisCore.Label<Text, Image> {
    /// The button labelled "Rename" with a pencil.
    public init() {
        self.label = TrellisCore.Label("Rename", systemImage: "pencil")
    }
}
