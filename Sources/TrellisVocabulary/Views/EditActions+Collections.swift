/// SwiftUI's `ForEach` and `List` over a bound collection with `editActions:` (swipe to delete,
/// drag to move). A render has no pointer, so no row is ever deleted or moved: each draws the
/// rows exactly as the form without `editActions:` does, every row given a binding to its
/// element.
///
/// ```swift
/// List($shelves, editActions: .delete) { $shelf in TextField("Name", text: $shelf.name) }
/// ```
public nonisolated struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content

    /// The row as its content closure made it: a render swipes or drags nothing.
    public var body: some View { content }
}

extension ForEach where Content: View {
    /// The views of a bound collection of `Identifiable` elements; the edit actions are accepted
    /// (no row is swiped or dragged in a render).
    public init<C, R: View>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data) { EditableCollectionContent<R, C>(content: content($0)) }
    }

    /// The views of a bound collection identified by `id`; the edit actions are accepted.
    public init<C, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content == EditableCollectionContent<R, C>, C: MutableCollection,
        C: RandomAccessCollection, C.Index: Hashable
    {
        self.init(data, id: id) { EditableCollectionContent<R, C>(content: content($0)) }
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of a bound collection of `Identifiable` elements; the edit
    /// actions are accepted (no row is swiped or dragged in a render).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection identified by `id`; the edit actions are accepted.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    /// A row for each element of a bound collection of `Identifiable` elements, with a
    /// selection (shown `▸`); the edit actions are accepted.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection of `Identifiable` elements, with a
    /// multiple selection; the edit actions are accepted.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection identified by `id`, with a selection; the
    /// edit actions are accepted.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A row for each element of a bound collection identified by `id`, with a multiple
    /// selection; the edit actions are accepted.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
