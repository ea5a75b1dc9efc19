/// The static types of loaded data, inferred from the values, so that documents reading it
/// are checked (`song.titel` is an error) before they run.
enum DataTypes {
    /// The type of `value`: records list their fields; an array's element type joins its
    /// elements' types (a field missing from some records is optional).
    /// - Complexity: O(*n*) in the size of the data.
    static func type(of value: Value) -> ValueType {
        switch value {
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .null: return .optional(.any)
        case .array(let elements):
            guard var element = elements.first.map(type(of:)) else { return .array(.any) }
            for other in elements.dropFirst() {
                element = element.joined(with: type(of: other))
            }
            return .array(element)
        case .record(let record):
            let fields = record.fields.map { RecordShape.Field(name: $0.name, type: type(of: $0.value)) }
            return .record(RecordShape(name: record.typeName, fields: fields))
        default: return .any
        }
    }
}
