/// `OutlineGroup($tree, children: \.children) { $node in … }`: an outline of a tree held in a
/// binding, each row given a binding to its node so it can edit it. Drawn as the outline of
/// the bound values (every level expanded); the binding is the group's `Data`, a collection
/// of bindings to its elements.
extension OutlineGroup where Leaf: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of the bound tree under `root`.
    public init<C, E>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: [root], id: (\Binding<E>.wrappedValue).appending(path: \E.id), children: \.[outlineChildren: children], content: content)
    }

    /// An outline of the bound trees under the elements of `data`.
    public init<C, E>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(
            roots: Array(data), id: (\Binding<E>.wrappedValue).appending(path: \E.id), children: \.[outlineChildren: children],
            content: content)
    }

    /// An outline of the bound tree under `root`, identified by `id`.
    public init<C, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: [root], id: (\Binding<E>.wrappedValue).appending(path: id), children: \.[outlineChildren: children], content: content)
    }

    /// An outline of the bound trees under the elements of `data`, identified by `id`.
    public init<C, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            roots: Array(data), id: (\Binding<E>.wrappedValue).appending(path: id), children: \.[outlineChildren: children],
            content: content)
    }
}

extension Binding {
    /// A binding to the children at `path` of the bound node, `nil` when it has none (a leaf):
    /// the key path an outline of bound nodes follows.
    subscript<C>(outlineChildren path: WritableKeyPath<Value, C?>) -> Binding<C>? {
        guard let current = wrappedValue[keyPath: path] else { return nil }
        return Binding<C>(get: { self.wrappedValue[keyPath: path] ?? current }, set: { self.wrappedValue[keyPath: path] = $0 })
    }
}
