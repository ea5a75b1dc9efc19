import Foundation

/// A button that makes a new document of a document-based app: drawn as its title (`New
/// Document` unless given) in the accent colour, as `EditButton` draws. A terminal app has no
/// document browser, so pressing it makes no document and `prepareDocument` is never called.
///
/// ```swift
/// NewDocumentButton("New Note", for: NoteDocument.self)
/// ```
///
///     New Note
public nonisolated struct NewDocumentButton<Label: View>: View {
    let label: Label

    public var body: some View {
        label.foregroundStyle(Color.accentColor)
    }
}

extension NewDocumentButton where Label == Text {
    /// A button titled `label` (or `New Document`).
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled `title`.
    public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
        self.label = Text(title)
    }

    /// A button titled `title`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, contentType: UTType? = nil) {
        self.label = Text(title)
    }

    /// A button titled `label` (or `New Document`) whose document would be read from the URL
    /// `prepareDocumentURL` returns.
    public init(
        _ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled `title` whose document would be read from the URL `prepareDocumentURL` returns.
    public init(
        _ title: LocalizedStringKey, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.label = Text(title)
    }

    /// A button titled `title` whose document would be read from the URL `prepareDocumentURL` returns.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, contentType: UTType,
        prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.label = Text(title)
    }

    /// A button titled `label` (or `New Document`) whose document `prepareDocument` would make.
    public init<D: FileDocument>(
        _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled `label` (or `New Document`) whose reference document `prepareDocument` would make.
    public init<D: ReferenceFileDocument>(
        _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled `title` whose document `prepareDocument` would make.
    public init<D: FileDocument>(
        _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = Text(title)
    }

    /// A button titled `title` whose reference document `prepareDocument` would make.
    public init<D: ReferenceFileDocument>(
        _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = Text(title)
    }

    /// A button titled `title` whose document `prepareDocument` would make.
    @_disfavoredOverload
    public init<D: FileDocument>(
        _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = Text(title)
    }

    /// A button titled `title` whose reference document `prepareDocument` would make.
    @_disfavoredOverload
    public init<D: ReferenceFileDocument>(
        _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.label = Text(title)
    }
}
