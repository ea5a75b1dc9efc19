/// The static types of loaded data, inferred over all of it, and the data made to fit them, so
/// that documents reading it are checked (`song.titel` is an error) before they run and no
/// record shows a value its type does not promise.
///
/// The rule, per field of an array of records (and per element of an array):
/// - `Int` and `Double` unify to `Double`, and the `Int`s become `Double`s (`1` shows as `1.0`,
///   as a Swift `Double` does), so a record never depends on its neighbours' shape;
/// - a field missing, or `null`, in some record is optional (`nil` there);
/// - records unify field by field; arrays element by element;
/// - anything else (a number in one record, text in another) is ``ValueType/mixed(_:)``: shown
///   as it is, and an error naming the file, the field and two records where it is used as a
///   number or a string.
struct DataTypes {
    /// The file the data came from, for the errors ``ValueType/mixed(_:)`` carries.
    let file: String

    /// `value` typed, with its numbers made to fit its type.
    /// - Complexity: O(*n*) in the size of the data.
    static func typed(_ value: Value, from file: String) -> (value: Value, type: ValueType) {
        let type = DataTypes(file: file).type(of: value, at: nil)
        return (fitted(value, to: type), type)
    }

    /// The type of one value met while the document runs (a field of data typed `Any`).
    static func type(of value: Value) -> ValueType {
        DataTypes(file: "the data").type(of: value, at: nil)
    }

    /// A type with the record it was first seen in, while elements are joined.
    private struct Seen {
        var type: ValueType
        var record: Int
    }

    private func type(of value: Value, at field: String?) -> ValueType {
        switch value {
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .null: return .optional(.any)
        case .array(let elements): return .array(elementType(of: elements, at: field))
        case .record(let record):
            let fields = record.fields.map { RecordShape.Field(name: $0.name, type: type(of: $0.value, at: $0.name)) }
            return .record(RecordShape(name: record.typeName, fields: fields))
        default: return .any
        }
    }

    /// The type of the elements, joined over all of them; for records, field by field, so that
    /// a disagreement names the field and the records.
    private func elementType(of elements: [Value], at field: String?) -> ValueType {
        var element: Seen?
        var fields: [String: Seen] = [:]
        var order: [String] = []
        var presence: [String: Int] = [:]
        var records = 0, typeName = "Record"
        for (index, value) in elements.enumerated() {
            if case .record(let record) = value {
                records += 1
                typeName = record.typeName
                for (name, fieldValue) in record.fields {
                    let type = type(of: fieldValue, at: name)
                    presence[name, default: 0] += 1
                    if let seen = fields[name] {
                        fields[name]!.type = join(seen, Seen(type: type, record: index), at: name)
                    } else {
                        fields[name] = Seen(type: type, record: index)
                        order.append(name)
                    }
                }
                continue
            }
            let seen = Seen(type: type(of: value, at: field), record: index)
            element = element.map { Seen(type: join($0, seen, at: field), record: $0.record) } ?? seen
        }
        guard records > 0 else { return element?.type ?? .any }
        let shape = RecordShape(name: typeName, fields: order.map { name in
            let type = fields[name]!.type
            return RecordShape.Field(name: name, type: presence[name] == records ? type : type.optionalized)
        })
        guard let other = element else { return .record(shape) }
        // Records among other values: `null`s make them optional; anything else is mixed.
        if other.type == .optional(.any) { return .optional(.record(shape)) }
        return .mixed("\(describe(field)) in \(file) holds records and \(article(other.type)) in element \(other.record + 1)")
    }

    /// The type of values of both `a` and `b`, or ``ValueType/mixed(_:)`` saying where they differ.
    private func join(_ a: Seen, _ b: Seen, at field: String?) -> ValueType {
        switch (a.type, b.type) {
        case _ where a.type == b.type: return a.type
        case (.mixed, _): return a.type
        case (_, .mixed): return b.type
        case (.int, .double), (.double, .int): return .double
        case (.any, let other), (let other, .any): return other  // the element type of an empty array
        case (.optional(.any), let other), (let other, .optional(.any)): return other.optionalized
        case (.optional(let x), .optional(let y)), (.optional(let x), let y), (let x, .optional(let y)):
            return join(Seen(type: x, record: a.record), Seen(type: y, record: b.record), at: field).optionalized
        case (.array(let x), .array(let y)):
            return .array(join(Seen(type: x, record: a.record), Seen(type: y, record: b.record), at: field))
        case (.record(let x), .record(let y)):
            return .record(x.merged(with: y))
        default:
            return .mixed("\(describe(field)) in \(file) is \(article(a.type)) in record \(a.record + 1) and \(article(b.type)) in record \(b.record + 1)")
        }
    }

    /// "a String", "an Int", "an [Int]".
    private func article(_ type: ValueType) -> String {
        let name = type.description
        return (["A", "E", "I", "O", "U", "["].contains { name.hasPrefix($0) } ? "an " : "a ") + name
    }

    private func describe(_ field: String?) -> String {
        field.map { "'\($0)'" } ?? "an element"
    }

    /// `value` with its `Int`s made `Double`s where `type` says `Double`.
    private static func fitted(_ value: Value, to type: ValueType) -> Value {
        switch (value, type) {
        case (.int(let number), .double), (.int(let number), .optional(.double)):
            return .double(Double(number))
        case (.array(let elements), .array(let element)), (.array(let elements), .optional(.array(let element))):
            guard needsFitting(element) else { return value }
            return .array(elements.map { fitted($0, to: element) })
        case (.record(let record), .record(let shape)), (.record(let record), .optional(.record(let shape))):
            guard let fields = shape.fields, fields.contains(where: { needsFitting($0.type) }) else { return value }
            let values = zip(record.layout.names, record.values).map { name, value in
                fitted(value, to: shape.type(of: name) ?? .any)
            }
            return .record(Record(layout: record.layout, values: values))
        default:
            return value
        }
    }

    /// Whether values of `type` may hold an `Int` that must become a `Double`.
    private static func needsFitting(_ type: ValueType) -> Bool {
        switch type {
        case .double: true
        case .optional(let wrapped), .array(let wrapped): needsFitting(wrapped)
        case .record(let shape): shape.fields?.contains { needsFitting($0.type) } ?? false
        default: false
        }
    }
}
