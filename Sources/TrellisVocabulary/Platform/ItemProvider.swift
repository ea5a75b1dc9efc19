import Foundation

/// Data or a file offered for a drag, a drop or a paste (Foundation's `NSItemProvider` on
/// Apple platforms, which Linux's Foundation lacks). Declared so that `onDrag`, `onDrop` and
/// `PasteButton` code compiles: a terminal never drags, drops or pastes, so a provider is only
/// ever made by the app itself, and loading from it hands back what it was made with.
///
/// ```swift
/// .onDrag { NSItemProvider(object: item.name as NSString) }
/// ```
open class NSItemProvider {
    /// What `loadItem` calls with the item or an error.
    public typealias CompletionHandler = (_ item: (any NSSecureCoding)?, _ error: (any Error)?) -> Void

    /// The type identifiers of what the provider holds, in the order it was given them.
    open private(set) var registeredTypeIdentifiers: [String]
    /// The name a dropped file would be given.
    open var suggestedName: String?
    private var items: [String: any NSSecureCoding] = [:]

    /// A provider holding nothing.
    public init() {
        registeredTypeIdentifiers = []
    }

    /// A provider holding `item` as `typeIdentifier` (nothing when either is `nil`).
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        registeredTypeIdentifiers = []
        if let item, let typeIdentifier {
            registerItem(item, typeIdentifier: typeIdentifier)
        }
    }

    /// A provider holding an object: a string as plain text, a URL as a URL, data as data.
    public convenience init(object: any NSSecureCoding) {
        switch object {
        case is NSString: self.init(item: object, typeIdentifier: UTType.utf8PlainText.identifier)
        case is NSURL: self.init(item: object, typeIdentifier: UTType.url.identifier)
        default: self.init(item: object, typeIdentifier: UTType.data.identifier)
        }
    }

    /// A provider for the file at `fileURL`, or `nil` when it is not a file URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init(item: fileURL as NSURL, typeIdentifier: UTType.fileURL.identifier)
        suggestedName = fileURL.lastPathComponent
    }

    private func registerItem(_ item: any NSSecureCoding, typeIdentifier: String) {
        if items[typeIdentifier] == nil { registeredTypeIdentifiers.append(typeIdentifier) }
        items[typeIdentifier] = item
    }

    /// Whether the provider holds an item of `typeIdentifier` or of a type conforming to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        match(typeIdentifier) != nil
    }

    /// Calls `completionHandler` with the item of `typeIdentifier`, or with an error when the
    /// provider holds none.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: CompletionHandler? = nil
    ) {
        if let key = match(typeIdentifier) {
            completionHandler?(items[key], nil)
        } else {
            completionHandler?(nil, CocoaError(.fileReadUnknown))
        }
    }

    /// Calls `completionHandler` with the item of `typeIdentifier` as data (a string's UTF-8,
    /// a file's contents), or with an error.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        loadItem(forTypeIdentifier: typeIdentifier) { item, error in
            let data: Data?
            switch item {
            case let item as NSData: data = Data(referencing: item)
            case let item as NSString: data = (item as String).data(using: .utf8)
            case let item as NSURL: data = try? Data(contentsOf: item as URL)
            default: data = nil
            }
            progress.completedUnitCount = 1
            completionHandler(data, data == nil ? (error ?? CocoaError(.fileReadCorruptFile)) : nil)
        }
        return progress
    }

    /// The key of the item whose type is `typeIdentifier` or conforms to it.
    private func match(_ typeIdentifier: String) -> String? {
        if items[typeIdentifier] != nil { return typeIdentifier }
        guard let wanted = UTType(typeIdentifier) else { return nil }
        return registeredTypeIdentifiers.first { UTType($0)?.conforms(to: wanted) ?? false }
    }
}

/// What a user is doing in an app, handed between devices (Foundation's `NSUserActivity` on
/// Apple platforms, which Linux's Foundation lacks). Declared so that `userActivity` and
/// `onContinueUserActivity` code compiles: a terminal app advertises and continues no
/// activities, so SwiftUI's calls with one never happen.
open class NSUserActivity {
    /// The activity's type, as the app names it in its `Info.plist`.
    public let activityType: String
    /// A title a user reads.
    open var title: String?
    /// The activity's data.
    open var userInfo: [AnyHashable: Any]?
    /// A web page showing the same content.
    open var webpageURL: URL?
    /// Whether search can find the activity.
    open var isEligibleForSearch = false
    /// Whether another device can continue the activity.
    open var isEligibleForHandoff = true
    /// Identifies the content, for choosing a scene to continue it in.
    open var targetContentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}

extension NSUserActivity {
    /// Why a typed payload could not be read or written.
    public enum TypedPayloadError: Error, Equatable, Hashable {
        case invalidContent
        case encodingError
    }
}
