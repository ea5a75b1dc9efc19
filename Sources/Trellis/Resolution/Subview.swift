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
///         .padding(1)
///         .border(.rounded)
/// }
/// ```
///
/// - Important: The subview is drawn with the environment of the place where its content was
///   declared and decomposed, not the environment where the proxy is placed. Environment
///   modifiers applied to the proxy (`subview.font(.title)`) do not reach the subview's
///   contents: this is the behaviour `container-semantics.md` R2.3 states for the low-confidence
///   case. Apply environment and styles around the container, or before decomposition.
public struct Subview: PrimitiveView, Identifiable {
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

    init(element: ViewListElement) {
        self.element = element
    }

    /// The identity of this subview.
    public var id: ID { ID(identity: element.identity) }

    /// The container values the content set on this subview for its closest container.
    public var containerValues: ContainerValues { element.traits }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.appendElement(view.element.reemitted(in: inputs))
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.element.makeNode(inputs: inputs)
    }
}

extension ViewListElement {
    /// This element placed again in another list: same view, identity and environment; its
    /// own container values win over the ones in scope where it is placed (R2.11).
    func reemitted(in inputs: _ViewInputs) -> ViewListElement {
        var copy = self
        if !inputs.traits.storage.isEmpty {
            copy.traits = inputs.traits.overlaid(by: traits)
        }
        return copy
    }
}
