import Foundation

/// A value that can be shared, dragged or pasted (Core Transferable's protocol, which
/// `ShareLink`, `draggable` and `PasteButton` take). Declared so that code naming it compiles;
/// a terminal shares nothing, so it asks for nothing. Strings, URLs, data, attributed strings,
/// images and colours are transferable, as in SwiftUI.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}
extension Never: Transferable {}

/// A control that shares items through the system's share sheet: drawn as its label (by
/// default `⇪ Share`, SwiftUI's share symbol and title); a terminal has no share sheet, so
/// nothing is shared.
///
/// ```swift
/// ShareLink(item: article.url)
/// ```
///
///     ⇪ Share
public nonisolated struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let label: Label

    public var body: some View {
        label
    }
}

/// The label a ``ShareLink`` draws without one of its own: its title (`Share` unless given)
/// with the share symbol.
public nonisolated struct DefaultShareLinkLabel: View {
    let title: Text

    init(title: Text = Text("Share")) {
        self.title = title
    }

    public var body: some View {
        TrellisCore.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing `item`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.label = DefaultShareLinkLabel()
    }

    /// A link sharing `item`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.label = DefaultShareLinkLabel()
    }

    /// A link sharing `items`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing `item`, drawn as `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.label = label()
    }

    /// A link sharing `item`, drawn as `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.label = label()
    }

    /// A link sharing `items`, drawn as `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link titled `titleKey` sharing `item`: the title with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A link titled `title` sharing `item`: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `titleKey` sharing `item`: the title with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A link titled `title` sharing `item`: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `titleKey` sharing `items`: the title with the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel(title: Text(titleKey))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `item` with a preview.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink {
    /// A link sharing `item` with a preview, drawn as `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.label = label()
    }
}

