/// A view that gives its content a proxy for scrolling the scroll views inside it to a view.
///
/// Static output shows every scroll view's whole content, so there is nothing to scroll to:
/// the content is drawn as it is, and ``ScrollViewProxy/scrollTo(_:anchor:)`` changes nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(messages) { Text($0.text).id($0.id) } }
///         .onAppear { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// A reader whose content is made with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// Scrolls the scroll views of a ``ScrollViewReader``'s content: static output shows their
/// whole content, so scrolling changes nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with identity `id`, placing it at `anchor`: nothing to scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
