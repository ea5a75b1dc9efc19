/// A view that gives its content a proxy for scrolling the scroll views inside it to a view.
///
/// Under a live runtime ``ScrollViewProxy/scrollTo(_:anchor:)`` scrolls the scroll view that
/// holds the view with that id (a `ForEach` element's id, or `.id(_:)`) on the next frame.
/// Static output shows every scroll view's whole content, so there it changes nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(messages) { Text($0.text) } }
///         .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: Content
    private let attachment: ScrollProxyAttachment

    /// A reader whose content is made with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        let attachment = ScrollProxyAttachment()
        self.attachment = attachment
        self.content = content(ScrollViewProxy(attachment: attachment))
    }

    public var body: some View { content }
}

/// Scrolls the scroll views of a ``ScrollViewReader``'s content.
public struct ScrollViewProxy {
    fileprivate let attachment: ScrollProxyAttachment

    /// Scrolls the scroll view holding the view with identity `id` so that it shows it,
    /// placed at `anchor` (`.top`, `.center`, `.bottom`; `nil`: as little scrolling as shows
    /// it). Under a live runtime, on the next frame; in static output, nothing.
    /// An optional id stands for its value (`messages.last?.id`); `nil` scrolls nowhere.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        var key = AnyHashable(id)
        if let optional = id as? any OptionalID {
            guard let wrapped = optional.wrappedID else { return }
            key = wrapped
        }
        attachment.place.graph?.requestScroll(ScrollRequest(target: .explicitID(key), anchor: anchor))
    }
}

/// An optional id, for ``ScrollViewProxy/scrollTo(_:anchor:)`` to unwrap.
private protocol OptionalID {
    var wrappedID: AnyHashable? { get }
}

extension Optional: OptionalID where Wrapped: Hashable {
    fileprivate var wrappedID: AnyHashable? { map { AnyHashable($0) } }
}

/// The graph a ``ScrollViewReader`` is evaluated under, for its proxy: learnt as its body is.
private struct ScrollProxyAttachment: DynamicProperty, GraphStoredProperty, SuppliedProperty {
    let place = Place()

    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        place.graph = graph
    }

    final class Place {
        weak var graph: LiveGraph?
    }
}
