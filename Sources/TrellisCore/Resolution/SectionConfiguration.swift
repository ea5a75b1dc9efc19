/// One section of a view's content, as ``ForEach/init(sections:content:)`` and
/// ``Group/init(sections:transform:)`` give it: an explicit `Section`, or an implicit section
/// holding a run of content declared outside any `Section` (R3.1).
///
/// ```swift
/// ForEach(sections: content) { section in
///     VStack {
///         if !section.header.isEmpty {
///             HeaderCard { section.header }
///         }
///         VStack { section.content }
///     }
/// }
/// ```
public struct SectionConfiguration: Identifiable {
    /// The identity of a section. An explicit section's id is the identity of its `Section`
    /// view; an implicit section's id is its position among the sections produced, so
    /// inserting a section before it changes it (R3.8, low confidence: as stated there).
    public struct ID: Hashable, CustomStringConvertible {
        enum Kind: Hashable {
            case explicit(ViewIdentity)
            case implicit(Int)
        }

        let kind: Kind

        public var description: String {
            switch kind {
            case .explicit(let identity): "section\(identity)"
            case .implicit(let ordinal): "implicit#\(ordinal)"
            }
        }
    }

    /// The identity of this section.
    public let id: ID

    /// The container values set on the `Section`. Always the defaults for an implicit section,
    /// whatever its subviews carry (R3.3).
    public let containerValues: ContainerValues

    /// The header's subviews; empty for an implicit section or a section without a header.
    public let header: SubviewsCollection

    /// The content's subviews. A section nested in this one contributes its header, content and
    /// footer here (R3.9).
    public let content: SubviewsCollection

    /// The footer's subviews; empty for an implicit section or a section without a footer.
    public let footer: SubviewsCollection

    /// Whether this section was declared with a `Section` view.
    package var isExplicit: Bool {
        if case .explicit = id.kind { return true }
        return false
    }
}
