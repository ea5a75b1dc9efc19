/// A record value: a type name and named fields.
///
/// Records with the same type name and field names share one ``RecordLayout`` and store only
/// their values, in the layout's order: a data file of a million rows holds one list of names,
/// not a dictionary per row.
struct Record {
    /// The type name and field names, shared by records alike.
    let layout: RecordLayout
    /// The field values, in the order of `layout.names`.
    let values: [Value]

    init(layout: RecordLayout, values: [Value]) {
        precondition(layout.names.count == values.count, "a record needs a value for each field")
        self.layout = layout
        self.values = values
    }

    /// The record type's name (`Record` for data).
    var typeName: String { layout.typeName }

    /// The value of the field `name`, or nil when the record has no such field.
    subscript(name: String) -> Value? {
        layout.index(of: name).map { values[$0] }
    }

    /// The fields, sorted by name.
    var fields: some Collection<(name: String, value: Value)> {
        zip(layout.names, values).lazy.map { (name: $0, value: $1) }
    }
}

/// The type name and field names (sorted) that records share, with each name's position.
///
/// Names are found by their bytes (see `DataKey`), never by canonical equivalence: data may
/// have both `é` and `e` + U+0301 as keys, and each names its own field.
final class RecordLayout: Sendable {
    let typeName: String
    let names: [String]
    /// The positions by name, for layouts with more names than a linear search suits.
    private let positions: [DataKey: Int]?

    /// - Parameter names: Sorted; a name that repeats (a struct that declares a field twice) is
    ///   found at its first position.
    init(typeName: String, names: [String]) {
        self.typeName = typeName
        self.names = names
        positions = names.count > 8 ? Dictionary(names.enumerated().map { (DataKey(name: $1), $0) }, uniquingKeysWith: min) : nil
    }

    /// The position of `name` in ``names``.
    func index(of name: String) -> Int? {
        let key = DataKey(name: name)
        if let positions { return positions[key] }
        return names.firstIndex { DataKey(name: $0) == key }
    }
}
