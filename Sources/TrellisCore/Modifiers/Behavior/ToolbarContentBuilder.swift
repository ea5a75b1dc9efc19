/// Builds toolbar content from the items written in a `toolbar` closure, with SwiftUI's
/// overloads: up to ten items in a block, `if`, `if`-`else` and `#available` branches. The
/// overloads for ``CustomizableToolbarContent`` keep a block of customizable items
/// customizable, so that `toolbar(id:content:)` accepts it.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<C0, C1> where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleCustomizableToolbarContent<C0, C1> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<C0, C1, C2> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleCustomizableToolbarContent<C0, C1, C2> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<C0, C1, C2, C3> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleCustomizableToolbarContent<C0, C1, C2, C3> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<C0, C1, C2, C3, C4> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<C0, C1, C2, C3, C4, C5> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4, C5> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<C0, C1, C2, C3, C4, C5, C6> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4, C5, C6> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7, C8> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7, C8> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleCustomizableToolbarContent<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        TupleCustomizableToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .first(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .second(second))
    }

    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        first: TrueContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .first(first))
    }

    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        second: FalseContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> AnyToolbarContent {
        AnyToolbarContent(content)
    }

    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> AnyCustomizableToolbarContent {
        AnyCustomizableToolbarContent(content)
    }
}

/// Toolbar content that a person can customize (SwiftUI lets them rearrange it): items with
/// an identifier. A terminal toolbar is not customizable, so it draws as any toolbar content.
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}


extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    /// Optional toolbar content has no body; calling it is a programming error.
    public var body: Never { fatalError("Optional toolbar content has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func collectItems(into items: inout [ToolbarEntry]) {
        if let content = self { collectToolbarItems(content, into: &items) }
    }
}

/// Toolbar contents written one after another in a ``ToolbarContentBuilder``.
public nonisolated struct TupleToolbarContent<each Content: ToolbarContent>: PrimitiveToolbarContent {
    let value: (repeat each Content)

    func collectItems(into items: inout [ToolbarEntry]) {
        for content in repeat each value {
            collectToolbarItems(content, into: &items)
        }
    }
}

/// Customizable toolbar contents written one after another in a ``ToolbarContentBuilder``.
public nonisolated struct TupleCustomizableToolbarContent<each Content: CustomizableToolbarContent>: PrimitiveToolbarContent,
    CustomizableToolbarContent
{
    let value: (repeat each Content)

    func collectItems(into items: inout [ToolbarEntry]) {
        for content in repeat each value {
            collectToolbarItems(content, into: &items)
        }
    }
}

/// One of two branches of an `if`-`else` in a ``ToolbarContentBuilder``.
public nonisolated struct ToolbarConditionalContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: PrimitiveToolbarContent {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    func collectItems(into items: inout [ToolbarEntry]) {
        switch storage {
        case .first(let content): collectToolbarItems(content, into: &items)
        case .second(let content): collectToolbarItems(content, into: &items)
        }
    }
}

extension ToolbarConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Toolbar content of a type known only when it is built (an `#available` branch).
public nonisolated struct AnyToolbarContent: PrimitiveToolbarContent {
    let content: any ToolbarContent

    init(_ content: any ToolbarContent) {
        self.content = content
    }

    func collectItems(into items: inout [ToolbarEntry]) {
        collectToolbarItems(content, into: &items)
    }
}

/// Customizable toolbar content of a type known only when it is built.
public nonisolated struct AnyCustomizableToolbarContent: PrimitiveToolbarContent, CustomizableToolbarContent {
    let content: any CustomizableToolbarContent

    init(_ content: any CustomizableToolbarContent) {
        self.content = content
    }

    func collectItems(into items: inout [ToolbarEntry]) {
        collectToolbarItems(content, into: &items)
    }
}

nonisolated extension View {
    /// Customizable toolbar items, drawn as `toolbar(content:)` draws them (a terminal
    /// toolbar cannot be rearranged, so `id` names nothing drawn).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View
    {
        var items: [ToolbarEntry] = []
        collectToolbarItems(content(), into: &items)
        return transformPreference(ToolbarItemsKey.self) { [items] in $0 += items }
    }
}
