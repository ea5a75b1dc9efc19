/// The content of a ``Group/init(subviews:transform:)``: the transform's result over the resolved
/// subviews of a base view.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let collection = SubviewsCollection.resolve(view.subviews, inputs: inputs)
        let result = view.transform(collection)
        Content._makeViewList(view: result, inputs: inputs.appending(.part(.result)), list: &list)
    }
}

extension Group {
    /// Resolves `view` into its subviews and lays out what `transform` makes of them.
    ///
    /// `view` is resolved in a fresh container scope: container values set outside it are not
    /// visible to the transform (R5.7), and `Section`s flatten into their header, content and
    /// footer (R2.12). The result is transparent: the enclosing container sees whatever the
    /// transform returns (R2.8).
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     ForEach(subviews) { subview in
    ///         CardView(scale: subviews.count > 15 ? .small : .normal) { subview }
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// The WWDC24 beta spelling of ``init(subviews:transform:)``.
    @available(*, deprecated, renamed: "init(subviews:transform:)")
    public init<Base: View, Result: View>(
        subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }
}

/// The data of a ``ForEach/init(subviews:content:)``: the resolved subviews of a view. Opaque, as
/// in SwiftUI: it cannot be indexed (R2.9).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }

    /// Not available: the subviews exist only while the `ForEach` resolves.
    public subscript(index: Int) -> Subview {
        preconditionFailure("ForEachSubviewCollection cannot be indexed; use Group(subviews:) for a collection")
    }
}

extension ForEach {
    /// Creates a view for each resolved subview of `view`, identified by ``Subview/id``.
    ///
    /// Equivalent to `Group(subviews: view) { ForEach($0) { content($0) } }` (R2.9).
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     CardView { subview }
    /// }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection()
        self.content = content
        self.indexed = nil
        self.makeViewList = { inputs, list in
            let collection = SubviewsCollection.resolve(view, inputs: inputs)
            ForEach<SubviewsCollection, Subview.ID, Content>.resolve(
                collection, offsets: 0..<collection.count, id: \.id, content: content,
                inputs: inputs.appending(.part(.result)), list: &list)
        }
    }

    /// The WWDC24 beta spelling of ``init(subviews:content:)``.
    @available(*, deprecated, renamed: "init(subviews:content:)")
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(subviews: view, content: content)
    }
}
