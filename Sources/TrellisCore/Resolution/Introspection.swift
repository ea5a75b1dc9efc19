/// Resolution outside a container: what a container would see of some content, for tools that
/// report the declared and resolved structure of a view (`trellis resolve`).
///
/// ```swift
/// let subviews = SubviewsCollection(resolving: VStack { Text("A") })
/// let sections = SectionCollection(resolving: Group { Section("S") { Text("B") } })
/// print(subviews.count, sections.count)   // 1 1
/// ```
extension SubviewsCollection {
    /// Resolves `view` into the subviews that `Group(subviews: view)` would give a container:
    /// a fresh container scope, sections flattened into header, content and footer (R2.8, R2.12).
    ///
    /// - Parameters:
    ///   - view: The content to resolve.
    ///   - environment: The environment the content is resolved in.
    /// - Complexity: O(*n*) in the number of resolved subviews, plus what their bodies cost.
    public init<V: View>(resolving view: V, in environment: EnvironmentValues = EnvironmentValues()) {
        self = Self.resolve(view, inputs: _ViewInputs(environment: environment))
    }
}

extension SectionCollection {
    /// Resolves `view` into the sections that `Group(sections: view)` would give a container:
    /// explicit `Section`s, and implicit sections for runs of content outside them (R3.1).
    ///
    /// - Parameters:
    ///   - view: The content to resolve.
    ///   - environment: The environment the content is resolved in.
    /// - Complexity: O(*n*) in the number of resolved subviews, plus what their bodies cost.
    public init<V: View>(resolving view: V, in environment: EnvironmentValues = EnvironmentValues()) {
        self = Self.resolve(view, inputs: _ViewInputs(environment: environment))
    }
}

extension Subview.ID {
    /// The identity path, as ``description`` writes it, without the types wrapped by `AnyView`
    /// (which the run time names by address): the same in every run of the same program.
    ///
    /// Two ids that differ only in a wrapped type print the same path.
    public var stablePath: String { identity.stablePath }
}

extension SectionConfiguration.ID {
    /// The identity, as ``description`` writes it, without the types wrapped by `AnyView`: the
    /// same in every run of the same program. An implicit section is `implicit#` and its
    /// position among the sections.
    public var stablePath: String {
        switch kind {
        case .explicit(let identity): "section\(identity.stablePath)"
        case .implicit(let ordinal): "implicit#\(ordinal)"
        }
    }
}

extension ViewIdentity {
    /// ``description`` without its `.type` components (written `t` and digits; no other
    /// component is: children are digits, branches `b` and digits, explicit ids start with `#`).
    var stablePath: String {
        let parts = description.split(separator: "/", omittingEmptySubsequences: false).dropFirst().filter { part in
            !(part.first == "t" && part.count > 1 && part.dropFirst().allSatisfy(\.isNumber))
        }
        return "/" + parts.joined(separator: "/")
    }
}
