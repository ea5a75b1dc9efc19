/// The content of a window that presents a value (`WindowGroup(for: Note.ID.self) { $id in … }`):
/// it draws the content with a binding to the window's value. A terminal shows one window,
/// the one an app opens at launch, which SwiftUI gives no value (or the `defaultValue`); the
/// binding is the window's own state, so the content can set it.
public nonisolated struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    /// Content whose binding reads `defaultValue()` until the content sets a value.
    init(defaultValue: @escaping () -> Data, content: @escaping (Binding<Data>) -> Content) {
        self.content = { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }

    public var body: some View {
        content($value)
    }
}

// SwiftUI's `WindowGroup` initializers that the core's `WindowGroup` does not declare: the
// `makeContent` spellings and the windows that present a value. Titles and identifiers name
// windows a terminal does not show, so the window group draws its content as the core's does.
extension WindowGroup {
    /// A window group showing what `makeContent` makes.
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(content: makeContent)
    }

    /// A window group with an identifier, showing what `makeContent` makes.
    public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, content: makeContent)
    }

    /// A window group titled `titleKey`, showing what `makeContent` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(titleKey, content: makeContent)
    }

    /// A window group titled `title`, showing what `makeContent` makes.
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title, content: makeContent)
    }

    /// A window group titled `title`, showing what `makeContent` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title, content: makeContent)
    }

    /// A window group titled `titleKey` with an identifier, showing what `makeContent` makes.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(titleKey, id: id, content: makeContent)
    }

    /// A window group titled `title` with an identifier, showing what `makeContent` makes.
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title, id: id, content: makeContent)
    }

    /// A window group titled `title` with an identifier, showing what `makeContent` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title, id: id, content: makeContent)
    }
}

extension WindowGroup {
    /// Windows presenting values of `type`: the terminal's window presents none (`nil`).
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `titleKey`: the terminal's window presents none.
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(titleKey) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `title`: the terminal's window presents none.
    @_disfavoredOverload
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `title`: the terminal's window presents none.
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, with an identifier: the terminal's window presents none.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(id: id) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `titleKey`, with an identifier.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(titleKey, id: id) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `title`, with an identifier.
    @_disfavoredOverload
    public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title, id: id) { PresentedWindowContent(content: content) }
    }

    /// Windows presenting values of `type`, titled `title`, with an identifier.
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title, id: id) { PresentedWindowContent(content: content) }
    }
}

extension WindowGroup {
    /// Windows presenting values of `type`, starting from `defaultValue()`: the terminal's
    /// window presents the default.
    public init<D, C>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `titleKey` presenting values of `type`, starting from `defaultValue()`.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(titleKey) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `title` presenting values of `type`, starting from `defaultValue()`.
    @_disfavoredOverload
    public init<D, C>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `title` presenting values of `type`, starting from `defaultValue()`.
    @_disfavoredOverload
    public init<S, D, C>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows with an identifier presenting values of `type`, starting from `defaultValue()`.
    public init<D, C>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(id: id) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `titleKey`, with an identifier, presenting values of `type`, starting from `defaultValue()`.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(titleKey, id: id) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `title`, with an identifier, presenting values of `type`, starting from `defaultValue()`.
    @_disfavoredOverload
    public init<D, C>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title, id: id) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }

    /// Windows titled `title`, with an identifier, presenting values of `type`, starting from `defaultValue()`.
    @_disfavoredOverload
    public init<S, D, C>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title, id: id) { PresentedWindowContent(defaultValue: defaultValue, content: content) }
    }
}
