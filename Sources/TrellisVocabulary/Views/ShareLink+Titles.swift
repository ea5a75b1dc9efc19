import Foundation

// ShareLink's titled and previewed initializers: each draws its title (or `Share`) with the
// share symbol, as the untitled ones in `ShareLink.swift` do; subjects, messages and previews
// go to a share sheet, which a terminal does not have.

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link titled `title` sharing `item`: the title with the share symbol.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.label = DefaultShareLinkLabel(title: title)
    }

    /// A link titled `title` sharing `item`: the title with the share symbol.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// A link titled `title` sharing the URLs `items`: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `title` sharing the URLs `items`: the title with the share symbol.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// A link titled `title` sharing the strings `items`: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `title` sharing the strings `items`: the title with the share symbol.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link titled `title` sharing `item` with a preview: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `title` sharing `item` with a preview: the title with the share symbol.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.label = DefaultShareLinkLabel(title: title)
    }

    /// A link titled `titleKey` sharing `item` with a preview: the title with the share symbol.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A link titled `title` sharing `items`, each with a preview: the title with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link titled `title` sharing `items`, each with a preview: the title with the share symbol.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.label = DefaultShareLinkLabel(title: title)
    }

    /// A link titled `titleKey` sharing `items`, each with a preview: the title with the share symbol.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A link sharing `items`, each with a preview: `Share` with the share symbol.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink {
    /// A link sharing `items`, each with a preview, drawn as `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
}
