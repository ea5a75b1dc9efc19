/// Sections that collapse (a sidebar's sections, SwiftUI's `Section(isExpanded:)`): the header
/// always, the content only while `isExpanded` is true. Static output draws the state the
/// binding holds.
///
/// ```swift
/// Section("Favourites", isExpanded: $showFavourites) {
///     ForEach(favourites) { Text($0.name) }
/// }
/// ```
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a custom header whose content shows while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled `titleKey` whose content shows while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A section titled `title` whose content shows while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
