/// The tabs of a ``TabView`` written with SwiftUI's tab builder: ``Tab``s, ``TabSection``s,
/// `if`, `if`/`else` and `#available`. Each draws as the views a ``TabView`` shows as its tabs
/// (a tab is also a view, so a `@ViewBuilder` closure of tabs draws the same).
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    /// The type of value a tab view's selection picks a tab by (`Never` for tabs picked by
    /// position).
    associatedtype TabValue: Hashable
    /// The views of these tabs. Implementation detail.
    associatedtype _TabViews: View
    /// The views of these tabs, each a subview with its tab label and tag. Implementation detail.
    nonisolated var _tabViews: _TabViews { get }
}

extension Tab: TabContent {
    public typealias TabValue = Value

    public var _tabViews: Self {
        self
    }
}

/// Builds a ``TabView``'s tabs from the tabs written in its `content` closure.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The view a ``TabView`` draws for tabs made by the builder.
    public nonisolated struct Content<C: TabContent>: View {
        let content: C

        public var body: some View {
            content._tabViews
        }
    }

    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTabContent<TabValue, C0, C1>
    where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<TabValue, C0, C1, C2>
    where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTabContent<TabValue, C0, C1, C2, C3>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        TupleTabContent(tabs: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// Tabs shown only when an `if` holds.
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? {
        content
    }

    /// The tabs of an `if` branch.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        ConditionalTabContent(storage: .first(first))
    }

    /// The tabs of an `else` branch.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        ConditionalTabContent(storage: .second(second))
    }

    /// Tabs behind `if #available`.
    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<T.TabValue> {
        AnyTabContent(content)
    }
}

/// Tabs written one after another in a ``TabContentBuilder``.
public nonisolated struct TupleTabContent<TabValue: Hashable, each C: TabContent>: TabContent {
    let tabs: (repeat each C)

    public var _tabViews: TupleView<repeat (each C)._TabViews> {
        TupleView(repeat (each tabs)._tabViews)
    }
}

/// The tabs of one branch of an `if`/`else` in a ``TabContentBuilder``.
public nonisolated struct ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent
where TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue

    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    @ViewBuilder public var _tabViews: some View {
        switch storage {
        case .first(let content): content._tabViews
        case .second(let content): content._tabViews
        }
    }
}

/// Tabs an `if` left out are no tabs.
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue

    public var _tabViews: Wrapped._TabViews? {
        self?._tabViews
    }
}

/// Tabs of any type, picked by values of `SelectionValue`.
public nonisolated struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue

    public let _tabViews: AnyView

    /// Tabs drawn as `tabContent` draws.
    public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
        _tabViews = AnyView(tabContent._tabViews)
    }
}

/// A group of tabs with a header: its tabs join the tab bar in order. The header and footer
/// label the group in a sidebar, which Trellis's tab bar has not, so they are not drawn.
public nonisolated struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue

    let content: Content

    public var _tabViews: Content._TabViews {
        content._tabViews
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    /// A section with a custom header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension TabView {
    /// Tabs written with the tab builder, showing the one whose value equals `selection`.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        let tabs = content()
        self.init(selection: Optional(selection)) { TabContentBuilder<SelectionValue>.Content(content: tabs) }
    }
}

extension TabView where SelectionValue == Never {
    /// Tabs written with the tab builder, showing the first.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {
        let tabs = content()
        self.init(selection: nil) { TabContentBuilder<Never>.Content(content: tabs) }
    }
}
