/// A vertical stack that SwiftUI builds lazily; static output builds everything, so it lays
/// out like ``VStack`` (default spacing 0 lines).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that SwiftUI builds lazily; static output lays it out like ``HStack``
/// (default spacing 1 column).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// Views a lazy stack pins while scrolling; accepted for source compatibility.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
