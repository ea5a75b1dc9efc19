import Foundation

/// A uniform type identifier (Apple's `UniformTypeIdentifiers` type, which SwiftUI re-exports):
/// the kind of a file or of data, named by a reverse-DNS identifier (`public.json`). Declared
/// so that the file importers, exporters and drop destinations that take content types
/// compile; Linux has no system type database, so Trellis knows the common public types below,
/// each with its filename extension, MIME type and the type it conforms to.
///
/// ```swift
/// .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .commaSeparatedText]) { _ in }
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's reverse-DNS identifier (`public.plain-text`).
    public let identifier: String
    /// The filename extension the type prefers (`txt`), if it has one.
    public let preferredFilenameExtension: String?
    /// The MIME type the type prefers (`text/plain`), if it has one.
    public let preferredMIMEType: String?
    /// The identifier of the type it conforms to, if any.
    let parent: String?

    init(known identifier: String, _ filenameExtension: String?, _ mimeType: String?, parent: String?) {
        self.identifier = identifier
        self.preferredFilenameExtension = filenameExtension
        self.preferredMIMEType = mimeType
        self.parent = parent
    }

    /// The type named `identifier`: a known one with its extension and MIME type, or `nil`
    /// when Trellis knows no type of that name.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type whose filename extension is `filenameExtension` (case-insensitive) and
    /// that conforms to `supertype`, or `nil`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == wanted && $0.conforms(to: supertype) })
        else { return nil }
        self = known
    }

    /// The known type whose MIME type is `mimeType` and that conforms to `supertype`, or `nil`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == wanted && $0.conforms(to: supertype) })
        else { return nil }
        self = known
    }

    /// A type an app declares and owns (`com.example.notes`), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(known: identifier, nil, nil, parent: (parentType ?? .data).identifier)
    }

    /// A type another app owns that this app uses, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether this type is `type` or conforms to it through its parents (`public.json`
    /// conforms to `public.text` and `public.data`).
    public func conforms(to type: UTType) -> Bool {
        var current: UTType? = self
        while let candidate = current {
            if candidate.identifier == type.identifier { return true }
            current = candidate.parent.flatMap { parent in UTType.known.first { $0.identifier == parent } }
        }
        return false
    }

    /// The identifier.
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    public static let item = UTType(known: "public.item", nil, nil, parent: nil)
    public static let content = UTType(known: "public.content", nil, nil, parent: "public.item")
    public static let data = UTType(known: "public.data", nil, "application/octet-stream", parent: "public.item")
    public static let folder = UTType(known: "public.folder", nil, nil, parent: "public.item")
    public static let directory = UTType(known: "public.directory", nil, nil, parent: "public.item")
    public static let url = UTType(known: "public.url", nil, nil, parent: "public.data")
    public static let fileURL = UTType(known: "public.file-url", nil, nil, parent: "public.url")
    public static let text = UTType(known: "public.text", nil, nil, parent: "public.data")
    public static let plainText = UTType(known: "public.plain-text", "txt", "text/plain", parent: "public.text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", nil, nil, parent: "public.plain-text")
    public static let json = UTType(known: "public.json", "json", "application/json", parent: "public.text")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text", "csv", "text/csv", parent: "public.text")
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text", "tsv", "text/tab-separated-values", parent: "public.text")
    public static let html = UTType(known: "public.html", "html", "text/html", parent: "public.text")
    public static let xml = UTType(known: "public.xml", "xml", "application/xml", parent: "public.text")
    public static let yaml = UTType(known: "public.yaml", "yaml", "application/x-yaml", parent: "public.text")
    public static let sourceCode = UTType(known: "public.source-code", nil, nil, parent: "public.plain-text")
    public static let swiftSource = UTType(known: "public.swift-source", "swift", nil, parent: "public.source-code")
    public static let rtf = UTType(known: "public.rtf", "rtf", "text/rtf", parent: "public.text")
    public static let pdf = UTType(known: "com.adobe.pdf", "pdf", "application/pdf", parent: "public.data")
    public static let image = UTType(known: "public.image", nil, nil, parent: "public.data")
    public static let png = UTType(known: "public.png", "png", "image/png", parent: "public.image")
    public static let jpeg = UTType(known: "public.jpeg", "jpeg", "image/jpeg", parent: "public.image")
    public static let svg = UTType(known: "public.svg-image", "svg", "image/svg+xml", parent: "public.image")
    public static let audio = UTType(known: "public.audio", nil, nil, parent: "public.data")
    public static let movie = UTType(known: "public.movie", nil, nil, parent: "public.data")
    public static let archive = UTType(known: "public.archive", nil, nil, parent: "public.data")
    public static let zip = UTType(known: "public.zip-archive", "zip", "application/zip", parent: "public.archive")

    /// Every type Trellis knows, for the lookups by identifier, extension and MIME type.
    static let known: [UTType] = [
        item, content, data, folder, directory, url, fileURL, text, plainText, utf8PlainText, json,
        commaSeparatedText, tabSeparatedText, html, xml, yaml, sourceCode, swiftSource, rtf, pdf, image, png,
        jpeg, svg, audio, movie, archive, zip,
    ]
}
