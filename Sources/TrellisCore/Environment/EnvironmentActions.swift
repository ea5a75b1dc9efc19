import Foundation

/// Dismisses the presentation a view is in: read as `@Environment(\.dismiss)` and called.
/// Static output presents nothing, so calling it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the current presentation.
    public func callAsFunction() {}
}

/// Opens a URL: read as `@Environment(\.openURL)` and called. A render opens nothing: the
/// default action discards every URL; one set with `.environment(\.openURL, ...)` is called.
public struct OpenURLAction: Sendable {
    /// What an attempt to open a URL led to.
    public struct Result: Sendable {
        let isHandled: Bool
        /// The action handled the URL.
        public static let handled = Result(isHandled: true)
        /// The action did not handle the URL.
        public static let discarded = Result(isHandled: false)
        /// The system should open the URL.
        public static let systemAction = Result(isHandled: true)
    }

    /// Creates an action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    private let handler: @Sendable (URL) -> Result

    /// Opens `url` (in a render: hands it to the handler, by default does nothing).
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and calls `completion` with whether it was handled.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).isHandled)
    }
}
