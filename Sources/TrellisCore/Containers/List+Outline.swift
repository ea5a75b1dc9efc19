/// `List(data, children: \.children) { row }`: a list whose rows are an outline of a tree, as
/// ``OutlineGroup`` draws it (every level expanded, each indented two columns more). Static
/// output shows no selection.

extension List where SelectionValue == Never {
    /// A list of the trees under the elements of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of the trees under the elements of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// A list of the trees under the elements of `data`, with a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// A list of the trees under the elements of `data`, identified by `id`, with a selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, 
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { .single($0) }
    }
}

extension List {
    /// A list of the trees under the elements of `data`, with a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }

    /// A list of the trees under the elements of `data`, identified by `id`, with a multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, 
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }
}

/// `List($tree, children: \.children) { $node in … }`: the outline of a bound tree, each row
/// given a binding to its node (see `OutlineGroup`'s binding initializers).
extension List where SelectionValue == Never {
    /// A list of the bound trees under the elements of `data`.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of the bound trees under the elements of `data`, identified by `id`.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// A list of the bound trees under the elements of `data`, with a selection.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// A list of the bound trees under the elements of `data`, with a multiple selection.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }

    /// A list of the bound trees under the elements of `data`, identified by `id`, with a selection.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// A list of the bound trees under the elements of `data`, identified by `id`, with a
    /// multiple selection.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }
}
