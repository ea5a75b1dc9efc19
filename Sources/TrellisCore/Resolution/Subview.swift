/// A proxy for one resolved subview of a view: a single leaf or container view, after its
/// own modifiers and styles were applied (R2.1, R2.4).
///
/// Place a subview in a builder to draw it; apply modifiers to decorate it (they apply
/// outside the original view's own modifiers, R2.2); read ``containerValues`` for what the
/// content set for this container.
///
/// ```swift
/// ForEach(subviews: content) { subview in
///     subview
///         .padding(8)
///         .border(.rounded)
/// }
/// ```
///
/// - Important: The subview is resolved once, with the environment of the place where its
///   content was declared and decomposed (R2.3): bodies inside it read that environment. What it
///   draws (text styles, fonts, colours, text case) also takes the environment writes the
///   container makes between decomposing and placing it, so `subview.foregroundStyle(.red)` and
///   `section.header.font(.headline)` style the subview, as seed 002's `NewContainerView` and
///   seed 003's `Checklist` do (their authors show them working on a device). The subview's own
///   modifiers still win: they are inner. This departs from the low-confidence reading of R2.3
///   (proxy-level writes ignored), which would leave those seeds unstyled.
public nonisolated struct Subview: PrimitiveView, Identifiable {
    /// The identity of a subview: stable across renders, across an `if` toggling before it
    /// and across reorders of `ForEach` data (R2.5).
    public struct ID: Hashable, CustomStringConvertible {
        let identity: ViewIdentity

        /// Whether the explicit ids of this subview (from `ForEach` data or `.id(_:)`) include
        /// `id`: "contains id" matching, as SwiftUI offers for scroll positions.
        public func contains<T: Hashable>(_ id: T) -> Bool {
            identity.explicitIDs.contains(AnyHashable(id))
        }

        public var description: String { identity.description }
    }

    let element: ViewListElement
    /// The environment where the content was decomposed.
    let scope: EnvironmentValues

    init(element: ViewListElement, scope: EnvironmentValues) {
        self.element = element
        self.scope = scope
    }

    /// The identity of this subview.
    public var id: ID { ID(identity: element.identity) }

    /// The container values the content set on this subview for its closest container.
    public var containerValues: ContainerValues { element.traits }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.appendElement(view.element.reemitted(in: inputs, scope: view.scope))
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.element.reemitted(in: inputs, scope: view.scope).makeNode(inputs: inputs)
    }
}

extension ViewListElement {
    /// This element placed again in another list: same view and identity; its own container
    /// values win over the ones in scope where it is placed (R2.11); the environment writes made
    /// since `scope` (where it was decomposed) apply to it (see ``Subview``).
    func reemitted(in inputs: _ViewInputs, scope: EnvironmentValues) -> ViewListElement {
        var copy = self
        if !inputs.traits.storage.isEmpty {
            copy.traits = inputs.traits.overlaid(by: traits)
        }
        // Where the proxy is placed: the decomposition site's environment plus the container's
        // writes. The element's own writes (made inside the content) go on top: they are inner.
        if !inputs.environment.storage.writes(since: scope.storage).isEmpty {
            let own = environment.storage.writes(since: scope.storage)
            copy.environment.storage = inputs.environment.storage.overlaid(by: own)
        }
        return copy
    }
}
