/// `ForEach($items) { $item in … }`: a view per element of a collection held in a binding,
/// each given a binding to its element, so rows can edit it (`TextField("Name", text: $item.name)`).
///
/// The elements are identified as the plain `ForEach` identifies them (by `Identifiable` or an
/// `id:` key path), so rows keep their identity when the data is reordered. As in SwiftUI they
/// are disfavoured: a binding to identifiable elements is itself identifiable, so the plain
/// collection forms take it too, with the same rows.
extension ForEach where Content: View {
    /// Creates views from a binding to a collection of `Identifiable` elements, each given a
    /// binding to its element.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views from a binding to a collection, identifying each element by the value at
    /// `id`, each given a binding to its element.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with a row for each element of a bound collection of `Identifiable`
    /// elements, each row given a binding to its element.
    @_disfavoredOverload
    public init<Data, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each element of a bound collection, identified by `id`,
    /// each row given a binding to its element.
    @_disfavoredOverload
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// Creates a list with a row for each element of a bound collection of `Identifiable`
    /// elements, each row given a binding to its element, and a selection (shown `▸`).
    @_disfavoredOverload
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a row for each element of a bound collection of `Identifiable`
    /// elements, each row given a binding to its element, and a multiple selection.
    @_disfavoredOverload
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }

    /// Creates a list with a row for each element of a bound collection, identified by `id`,
    /// each row given a binding to its element, and a selection.
    @_disfavoredOverload
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a row for each element of a bound collection, identified by `id`,
    /// each row given a binding to its element, and a multiple selection.
    @_disfavoredOverload
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }
}
