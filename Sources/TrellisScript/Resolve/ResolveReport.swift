import Trellis

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
        public let name: String
        public let location: String
        public let declaredCount: Int
        public let declared: [DeclaredView]
        public let resolvedCount: Int
        public let subviews: [ResolvedSubview]
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
        public let id: String
        public let containerValues: [String: ScriptValue]

        init(_ subview: Subview, keys: [String]) {
            id = subview.id.stablePath
            containerValues = ResolveReport.values(subview.containerValues, keys: keys)
        }
    }

    /// One section: its id, its container values and its parts' subviews.
    public struct ResolvedSection: Encodable, Sendable {
        public let id: String
        public let containerValues: [String: ScriptValue]
        public let header: [ResolvedSubview]
        public let content: [ResolvedSubview]
        public let footer: [ResolvedSubview]

        init(_ section: SectionConfiguration, keys: [String]) {
            id = section.id.stablePath
            containerValues = ResolveReport.values(section.containerValues, keys: keys)
            header = section.header.map { ResolvedSubview($0, keys: keys) }
            content = section.content.map { ResolvedSubview($0, keys: keys) }
            footer = section.footer.map { ResolvedSubview($0, keys: keys) }
        }
    }

    private static func values(_ values: ContainerValues, keys: [String]) -> [String: ScriptValue] {
        var result: [String: ScriptValue] = [:]
        for key in keys {
            if let value = values[named: key].flatMap(ScriptValue.init(sendable:)) { result[key] = value }
        }
        return result
    }
}

extension ScriptValue: Encodable {
    /// Encodes the plain value: a JSON boolean, number, string or array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .list(let values): try container.encode(values)
        }
    }
}
