/// A ``Table``'s rows made from a tree, as SwiftUI writes them in a ``TableRowBuilder``: the
/// rows of each element, then its children's rows indented by two columns, every level
/// expanded as ``OutlineGroup`` draws its views.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders)
/// ```
extension OutlineGroup: TableRowContent
where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    public typealias TableRowValue = Data.Element

    public nonisolated func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        collectRows(of: roots, depth: depth, into: &rows)
    }

    private nonisolated func collectRows<Elements: Sequence<Data.Element>, Row>(
        of elements: Elements, depth: Int, into rows: inout [_TableRowEntry<Row>]
    ) {
        for element in elements {
            content(element)._collectRows(depth: depth, into: &rows)
            if let nested = element[keyPath: children] {
                collectRows(of: nested, depth: depth + 1, into: &rows)
            }
        }
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// A row of each element of `data` and, below it, of its `children`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(roots: Array(data), id: \.id, children: children, content: { TableRow($0) })
    }

    /// A row of `root` and, below it, of its `children`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(roots: [root], id: \.id, children: children, content: { TableRow($0) })
    }

    /// The rows `content` makes of each element of `data` and, below them, of its `children`.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// The rows `content` makes of `root` and, below them, of its `children`.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The rows `content` makes of each element of `data` and of its `children`, identified by `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// The rows `content` makes of `root` and of its `children`, identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}
