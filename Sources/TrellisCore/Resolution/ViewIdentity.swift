/// The identity of a resolved element: the structural path of its declaration (which child of
/// a builder, which branch of a conditional) combined with the explicit ids of `ForEach` data
/// and `.id(_:)`, from outer to inner.
///
/// Because the path records declared positions rather than resolved indices, an element's id
/// does not change when an `if` before it toggles, and an id from `ForEach` data moves with
/// its element when the data is reordered (R2.5).
///
/// The last component is stored inline; only an identity that gains a child allocates a node
/// for its prefix, so leaf elements of a `ForEach` cost no allocation for their ids.
struct ViewIdentity: Hashable {
    /// One step of an identity path.
    enum Component: Hashable {
        /// The root of a rendering or of a decomposed container's content.
        case root
        /// The declared position of a child in a view builder block.
        case child(Int)
        /// The branch taken by a conditional (`if`/`else`, `switch`, `if let`).
        case branch(Int)
        /// The dynamic type wrapped by an `AnyView`.
        case type(ObjectIdentifier)
        /// An explicit id from `ForEach` data or `.id(_:)`; made by ``explicitID(_:)``.
        case explicit(AnyHashable)
        /// An explicit id that is an `Int` (the common case: `ForEach(0..<n)`, `id: \.self`
        /// over integers), stored without `AnyHashable`; made by ``explicitID(_:)``.
        case integer(Int)

        /// An explicit id that is a ``Subview/ID`` (the rows of `ForEach(subviews)`, of a
        /// `Group(subviews:)`'s `ForEach`), stored as the subview's identity: compared
        /// directly, not through `AnyHashable`'s dynamic casts; made by ``explicitID(_:)``.
        indirect case subview(ViewIdentity)

        /// The component for the explicit id `id`: every `Int` id is an ``integer(_:)`` and
        /// every ``Subview/ID`` a ``subview(_:)``, so equal ids always have one representation
        /// and compare equal.
        static func explicitID<ID: Hashable>(_ id: ID) -> Component {
            if ID.self == Int.self { return .integer(unsafeBitCast(id, to: Int.self)) }
            if ID.self == Subview.ID.self { return .subview(unsafeBitCast(id, to: Subview.ID.self).identity) }
            if ID.self == AnyHashable.self {
                let base = unsafeBitCast(id, to: AnyHashable.self).base
                if let integer = base as? Int { return .integer(integer) }
                if let subview = base as? Subview.ID { return .subview(subview.identity) }
            }
            return .explicit(AnyHashable(id))
        }
        /// A named part of a view: the base or result of `Group(subviews:)`, a section's header.
        case part(Part)

        /// The explicit id this component is, if it is one (a `ForEach` id, an `.id(_:)`).
        var explicitValue: AnyHashable? {
            switch self {
            case .explicit(let id): id
            case .integer(let id): AnyHashable(id)
            case .subview(let identity): AnyHashable(Subview.ID(identity: identity))
            default: nil
            }
        }
    }

    /// Named parts of composite views.
    enum Part: UInt8, Hashable {
        case base, result, header, content, footer, overlay, background, label
    }

    fileprivate let parent: Node?
    private(set) var last: Component

    static var root: ViewIdentity { ViewIdentity(parent: nil, last: .root) }

    fileprivate init(parent: Node?, last: Component) {
        self.parent = parent
        self.last = last
    }

    /// This identity with `component` appended.
    func appending(_ component: Component) -> ViewIdentity {
        ViewIdentity(parent: Node(self), last: component)
    }

    /// This identity as a shared prefix for many children (the elements of a `ForEach`, the
    /// children of a builder block): the prefix is allocated once, not once per child.
    var prefix: Prefix { Prefix(node: Node(self)) }

    /// A shared identity prefix; see ``ViewIdentity/prefix``.
    struct Prefix {
        fileprivate let node: Node
        /// The identity of the child `component` under this prefix.
        func appending(_ component: Component) -> ViewIdentity {
            ViewIdentity(parent: node, last: component)
        }
    }

    /// Makes this identity that of its sibling `component`, the same prefix with another last
    /// component: the elements of a `ForEach` go one to the next without counting a
    /// reference to their prefix each.
    mutating func replaceLast(with component: Component) {
        last = component
    }

    /// Whether this identity is `ancestor` or lies under it: the identity of a view in its
    /// content.
    /// - Complexity: O(*d*) comparisons, *d* the depth of this identity.
    func extends(_ ancestor: ViewIdentity) -> Bool {
        var current: ViewIdentity? = self
        while let identity = current {
            if identity == ancestor { return true }
            current = identity.parent?.identity
        }
        return false
    }

    /// The explicit ids along the path, outer to inner (used for "contains id" matching).
    var explicitIDs: [AnyHashable] {
        var ids: [AnyHashable] = []
        var current: ViewIdentity? = self
        while let identity = current {
            if let id = identity.last.explicitValue { ids.append(id) }
            current = identity.parent?.identity
        }
        return ids.reversed()
    }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        guard lhs.last == rhs.last else { return false }
        switch (lhs.parent, rhs.parent) {
        case (nil, nil): return true
        case let (left?, right?): return left === right || left.identity == right.identity
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last)
        if let parent { hasher.combine(parent.hashValue) }
    }

    /// A shared prefix of identities. Unchecked: immutable, but its identity holds `AnyHashable`.
    fileprivate final class Node: @unchecked Sendable {
        let identity: ViewIdentity
        /// Cached: prefixes are shared by many elements and hashed once.
        let hashValue: Int
        init(_ identity: ViewIdentity) {
            self.identity = identity
            self.hashValue = identity.hashValue
        }
    }
}

extension ViewIdentity: CustomStringConvertible {
    var description: String {
        var parts: [String] = []
        var current: ViewIdentity? = self
        while let identity = current {
            switch identity.last {
            case .root: break
            case .child(let index): parts.append("\(index)")
            case .branch(let index): parts.append("b\(index)")
            case .type(let type): parts.append("t\(type.hashValue & 0xffff)")
            case .explicit(let id): parts.append("#\(id)")
            case .integer(let id): parts.append("#\(id)")
            case .subview(let identity): parts.append("#\(Subview.ID(identity: identity))")
            case .part(let part): parts.append("\(part)")
            }
            current = identity.parent?.identity
        }
        return "/" + parts.reversed().joined(separator: "/")
    }
}
