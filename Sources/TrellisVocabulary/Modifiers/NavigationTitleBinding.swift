/// SwiftUI's editable navigation title. The bar draws the binding's current value bold, as
/// `navigationTitle(_:)` with that string does; there is no title field to edit it in.
nonisolated extension View {
    /// The title of the nearest navigation container's bar: `title`'s value when drawn.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }
}
