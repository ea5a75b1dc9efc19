/// The containers SwiftUI code wrote before `Group(subviews:)` (iOS 18): a root that receives
/// the resolved subviews of its content as `_VariadicView.Children` and builds its body from
/// them, written `_VariadicView.Tree(Root()) { content }`.
///
/// Mapped onto `Group(subviews:)`: the children are the content's resolved subviews, each
/// identified by its subview's id, so code written this way ports unchanged. A
/// `_VariadicView_UnaryViewRoot` is one subview of its parent (its body laid out as a unit);
/// a `_VariadicView_MultiViewRoot` contributes its body's subviews to the parent, as a
/// `Group` does. Values set with `_trait` are container values, read with the child's
/// subscript.
///
/// ```swift
/// struct DividedLayout: _VariadicView_MultiViewRoot {
///     func body(children: _VariadicView.Children) -> some View {
///         let last = children.last?.id
///         ForEach(children) { child in
///             child
///             if child.id != last { Divider() }
///         }
///     }
/// }
/// ```
public enum _VariadicView {
    /// A root applied to content: the root's body made from the content's resolved subviews.
    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        /// `root` applied to `content`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        /// `root` applied to `content`.
        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }

    /// The resolved subviews a root receives.
    public typealias Children = _VariadicView_Children
    /// A root whose body is views.
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// A root that is one subview of its parent.
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A root whose body's subviews are its parent's.
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
}

/// A root of a `_VariadicView.Tree`.
public protocol _VariadicView_Root {}

/// A root whose body is views made from its children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The view the root makes.
    associatedtype Body: View
    /// The view made from the content's resolved subviews.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root that is one subview of its parent: its body laid out as a unit.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose body's subviews are its parent's, as a `Group`'s are.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("_VariadicView.Tree is a primitive view and has no body") }

    /// The root's body made from the content's resolved subviews.
    private var expanded: Group<GroupElementsOfContent<Content, Root.Body>> {
        let root = self.root
        return Group(subviews: content) { subviews in root.body(children: _VariadicView_Children(subviews: subviews)) }
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if Root.self is any _VariadicView_UnaryViewRoot.Type {
            UnaryRootBody._makeViewList(view: UnaryRootBody(content: view.expanded), inputs: inputs, list: &list)
        } else {
            Group._makeViewList(view: view.expanded, inputs: inputs, list: &list)
        }
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        Group._makeView(view: view.expanded, inputs: inputs)
    }
}

/// The body of a unary root: one subview whatever its body contributes.
private nonisolated struct UnaryRootBody<Content: View>: UnaryView {
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        Content._makeView(view: view.content, inputs: inputs)
    }
}

/// The resolved subviews a `_VariadicView` root receives: a collection of children, and a view
/// that draws them all.
public nonisolated struct _VariadicView_Children: RandomAccessCollection, View {
    let subviews: SubviewsCollection

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }

    public subscript(index: Int) -> Element {
        Element(subview: subviews[index])
    }

    public var body: some View { subviews }

    /// One resolved subview, identified by its subview's id.
    public nonisolated struct Element: View, Identifiable {
        let subview: Subview

        /// The subview's identity.
        public var id: AnyHashable { AnyHashable(subview.id) }

        /// The innermost explicit id of the subview (from `ForEach` data or `id(_:)`) of type
        /// `ID`, if any.
        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
            subview.id.identity.explicitIDs.lazy.compactMap { $0 as? ID }.first
        }

        /// The value set for `key` with `_trait` on this subview, or its default.
        public subscript<Key: _ViewTraitKey>(key: Key.Type) -> Key.Value {
            subview.containerValues[TraitContainerValueKey<Key>.self]
        }

        public var body: some View { subview }
    }
}

/// A value a view sets for its container with `_trait`, read with a child's subscript: a
/// container value by another name.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the view sets none.
    static var defaultValue: Value { get }
}

/// The container value that stores a trait.
private struct TraitContainerValueKey<Trait: _ViewTraitKey>: ContainerValueKey {
    static var defaultValue: Trait.Value { Trait.defaultValue }
}

nonisolated extension View {
    /// Sets `value` for `key` on this view, for the enclosing `_VariadicView` root to read.
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[TraitContainerValueKey<K>.self] = value }))
    }
}
