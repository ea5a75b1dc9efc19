/// Tuples (`enumerated()`'s `(offset:element:)`, a dictionary's `(key:value:)`) are records
/// whose type name is their labels in parentheses: `.offset` reads a field, and a closure or a
/// `for` destructures them in label order.
enum Tuples {
    /// The run-time layout of tuples with some labels.
    struct Kind: Sendable {
        let labels: [String]
        let layout: RecordLayout
        /// For each sorted name, its position among `labels`.
        private let order: [Int]

        init(_ labels: [String]) {
            self.labels = labels
            order = labels.indices.sorted { labels[$0] < labels[$1] }
            layout = RecordLayout(typeName: "(" + labels.joined(separator: ", ") + ")", names: order.map { labels[$0] })
        }

        /// A tuple of `values`, given in label order.
        func make(_ values: [Value]) -> Value {
            .record(Record(layout: layout, values: order.map { values[$0] }))
        }
    }

    static let enumerated = Kind(["offset", "element"])
    static let keyValue = Kind(["key", "value"])

    /// The static type of a tuple with these labelled element types.
    static func shape(_ fields: [(String, ValueType)]) -> RecordShape {
        RecordShape(name: "(" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")",
                    fields: fields.map { RecordShape.Field(name: $0.0, type: $0.1) })
    }

    /// The labels of a tuple's run-time type name, in order.
    static func labels(of typeName: String) -> [String] {
        typeName.dropFirst().dropLast().split(separator: ", ").map(String.init)
    }

    /// The elements of a tuple type, in order; `nil` when `type` is no tuple.
    static func fields(of type: ValueType) -> [RecordShape.Field]? {
        guard case .record(let shape) = type, shape.name.hasPrefix("(") else { return nil }
        return shape.fields
    }
}
