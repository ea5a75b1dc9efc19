import Foundation

/// A vertical stack that SwiftUI builds lazily.
///
/// As in SwiftUI, a lazy stack does not share its height among its subviews the way
/// ``VStack`` does: it takes the whole proposed width, proposes that width (and no height) to
/// each subview, and stacks them at their ideal heights, aligned across the width by
/// `alignment`. Spacing is in points and defaults to 0 lines. Static output builds every subview; like a
/// lazy grid, drawing a band of lines visits only the subviews that reach it.
///
/// ```swift
/// LazyVStack(alignment: .leading) {
///     ForEach(items) { item in Text(item.title) }
/// }
/// ```
public nonisolated struct LazyVStack<Content: View>: UnaryView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack; `spacing` is in points (default 0 lines).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.verticalFlow(inputs: inputs).makeNode()
    }
}

extension LazyVStack: RootContentView {
    func rootContent(inputs: _ViewInputs) -> RootContent {
        .flow(RootFlow(verticalFlow(inputs: inputs)))
    }

    /// This view's flow, its children not made yet.
    func verticalFlow(inputs: _ViewInputs) -> VerticalFlow {
        // One flexible column as wide as the stack: each subview is a line of the flow.
        let spacing = inputs.environment.lengthScale.spacing(spacing, along: .vertical)
        return VerticalFlow(items: [.column(alignment: alignment.fraction)], alignment: alignment.fraction, lineSpacing: spacing) { sink in
            _ViewList.flowChildren(of: content, inputs: inputs, axis: .vertical, sink: sink)
        }
    }
}

/// A horizontal stack that SwiftUI builds lazily; static output lays it out like ``HStack``
/// (default spacing 1 column), sharing the width among its subviews so that texts wrap
/// instead of running past the output's width, where SwiftUI would scroll.
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack; `spacing` is in points (default 1 column).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
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
