/// The resolved subviews of a view, as ``Group/init(subviews:transform:)`` and
/// ``SectionConfiguration`` give them.
///
/// A random-access collection of ``Subview`` indexed from 0, and a view: placed in a builder
/// it contributes each of its subviews as a separate element (R2.6). Wrap it in a stack to
/// make it one unit.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     if let first = subviews.first { first.bold() }
///     HStack { subviews[1...] }
/// }
/// ```
public nonisolated struct SubviewsCollection: RandomAccessCollection, PrimitiveView {
    /// The resolved list, every node an element: kept as resolved, not copied into an array of
    /// elements, so that a million subviews are stored once.
    let nodes: [ViewListNode]
    /// The environment where the content was decomposed.
    let scope: EnvironmentValues

    init(nodes: [ViewListNode], scope: EnvironmentValues) {
        self.nodes = nodes
        self.scope = scope
    }

    /// The element at `index`.
    func element(at index: Int) -> ViewListElement {
        guard case .element(let element) = nodes[index] else {
            preconditionFailure("a subviews collection holds elements only")
        }
        return element
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> Subview { Subview(element: element(at: index), scope: scope) }

    /// The subviews in `bounds`; the slice keeps the base indices (R2.7).
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: self, bounds: bounds)
    }

    /// Resolves `view` into subviews in a fresh container scope: empty container values, no
    /// sections (R2.8, R2.12). A view that already is a subviews collection is used as it is,
    /// with the same elements and ids (R2.10).
    static func resolve<V: View>(_ view: V, inputs: _ViewInputs) -> SubviewsCollection {
        if let collection = view as? SubviewsCollection { return collection }
        let base = inputs.forUnaryContent().appending(.part(.base))
        return SubviewsCollection(nodes: _ViewList.resolve(view, inputs: base).flattenedNodes, scope: inputs.environment)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.reserveCapacity(list.count + view.nodes.count)
        for index in view.indices { list.appendElement(view.element(at: index).reemitted(in: inputs, scope: view.scope)) }
    }
}

/// A contiguous part of a ``SubviewsCollection``, such as `subviews[1...]` or
/// `subviews.dropFirst()`.
///
/// Its indices are those of the base collection: `subviews[1...].startIndex == 1`, and
/// `subviews[1...][0]` traps (R2.7). Like the base collection it is a view contributing each
/// of its subviews.
public nonisolated struct SubviewsCollectionSlice: RandomAccessCollection, PrimitiveView {
    public typealias SubSequence = SubviewsCollectionSlice

    let base: SubviewsCollection
    let bounds: Range<Int>

    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }

    /// The subview at `index`, an index of the base collection.
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "Index \(index) is out of the slice's bounds \(bounds)")
        return base[index]
    }

    /// The subviews in `bounds`, a range of base-collection indices.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(
            bounds.lowerBound >= self.bounds.lowerBound && bounds.upperBound <= self.bounds.upperBound,
            "Range \(bounds) is out of the slice's bounds \(self.bounds)")
        return SubviewsCollectionSlice(base: base, bounds: bounds)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        for index in view.bounds {
            list.appendElement(view.base.element(at: index).reemitted(in: inputs, scope: view.base.scope))
        }
    }
}
