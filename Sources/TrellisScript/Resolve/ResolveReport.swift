import Trellis
import TrellisPluginValues

/// The declared and resolved structure of a document's containers: what
/// `trellis resolve --json` prints.
///
/// The schema (stable; fields are only ever added):
///
/// ```json
/// {
///   "document": "board.swift",
///   "containers": [{
///     "name": "DisplayBoard",            // the container: a document struct, a plugin container, List
///     "location": "board.swift:30:1",    // where the document uses it
///     "declaredCount": 2,                // the statements of its content closure
///     "declared": [{ "kind": "Section", "location": "board.swift:31:5",
///                    "header": [...], "content": [{ "kind": "ForEach", ... }], "footer": [] }],
///     "resolvedCount": 4,                // its resolved subviews (sections flattened)
///     "subviews": [{ "id": "/0/content/#Sam", "containerValues": { "isRejected": true } }],
///     "sections": [{ "id": "section/0", "containerValues": {},
///                    "header": [subview], "content": [subview], "footer": [subview] }]
///   }]
/// }
/// ```
///
/// Ids are identity paths (declared positions, `b0`/`b1` branches, `#id` explicit ids, named
/// parts); `containerValues` lists the keys declared by name (in the document or a plugin)
/// that the content set.
public struct ResolveReport: Encodable, Sendable {
    /// The document's path.
    public let document: String
    /// The containers, in the order the document instantiated them.
    public let containers: [Container]

    /// One container instance.
    public struct Container: Encodable, Sendable {
        /// The container's name: a document struct, a plugin container or `List`.
        public let name: String
        /// Where the document uses it, as `file:line:column`.
        public let location: String
        /// The number of statements of its content closure.
        public let declaredCount: Int
        /// The statements of its content closure.
        public let declared: [DeclaredView]
        /// The number of resolved subviews of its content.
        public let resolvedCount: Int
        /// The resolved subviews, as `Group(subviews:)` gives them (sections flattened).
        public let subviews: [ResolvedSubview]
        /// The sections, as `Group(sections:)` gives them.
        public let sections: [ResolvedSection]

        init(_ record: ContainerRecorder.Record, keys: [String]) {
            name = record.name
            location = record.location.description
            declared = record.declared
            declaredCount = record.declared.count
            let subviews = SubviewsCollection(resolving: record.content)
            resolvedCount = subviews.count
            self.subviews = subviews.map { ResolvedSubview($0, keys: keys) }
            sections = SectionCollection(resolving: record.content).map { ResolvedSection($0, keys: keys) }
        }
    }

    /// One resolved subview: its id and the container values set on it.
    public struct ResolvedSubview: Encodable, Sendable {
        /// The identity path (``Trellis/Subview/ID/stablePath``).
        public let id: String
        /// The named container values set on it.
        public let containerValues: [String: PluginValue]

        init(_ subview: Subview, keys: [String]) {
            id = subview.id.stablePath
            containerValues = ResolveReport.values(subview.containerValues, keys: keys)
        }
    }

    /// One section: its id, its container values and its parts' subviews.
    public struct ResolvedSection: Encodable, Sendable {
        /// The section's identity (``Trellis/SectionConfiguration/ID/stablePath``).
        public let id: String
        /// The named container values set on the `Section`.
        public let containerValues: [String: PluginValue]
        /// The header's subviews.
        public let header: [ResolvedSubview]
        /// The content's subviews.
        public let content: [ResolvedSubview]
        /// The footer's subviews.
        public let footer: [ResolvedSubview]

        init(_ section: SectionConfiguration, keys: [String]) {
            id = section.id.stablePath
            containerValues = ResolveReport.values(section.containerValues, keys: keys)
            header = section.header.map { ResolvedSubview($0, keys: keys) }
            content = section.content.map { ResolvedSubview($0, keys: keys) }
            footer = section.footer.map { ResolvedSubview($0, keys: keys) }
        }
    }

    private static func values(_ values: ContainerValues, keys: [String]) -> [String: PluginValue] {
        var result: [String: PluginValue] = [:]
        for key in keys {
            if let value = values[named: key].flatMap(PluginValue.init(swiftValue:)) { result[key] = value }
        }
        return result
    }
}
