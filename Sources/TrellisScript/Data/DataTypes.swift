/// The static types of loaded data, inferred over all of it, and the data made to fit them, so
/// that documents reading it are checked (`song.titel` is an error) before they run and no
/// record shows a value its type does not promise.
///
/// The rule, per field of an array of records (and per element of an array):
/// - `Int` and `Double` unify to `Double`, and the `Int`s become `Double`s (`1` shows as `1.0`,
///   as a Swift `Double` does), so a record never depends on its neighbours' shape; an `Int`
///   a `Double` would round (beyond 2^53) does not join a `Double`;
/// - a field missing, or `null`, in some record is optional (`nil` there);
/// - records unify field by field; arrays element by element;
/// - anything else (a number in one record, text in another) is ``ValueType/mixed(_:)``: shown
///   as it is, and an error naming the file, the field and two records where it is used as a
///   number or a string.
struct DataTypes {
    /// The file the data came from, for the errors ``ValueType/mixed(_:)`` carries.
    let file: String

    /// `value` typed, with its numbers made to fit its type.
    /// - Complexity: O(*n*) in the size of the data: each value is met once, and the fields of
    ///   records are gathered by name, however many distinct names they have.
    static func typed(_ value: Value, from file: String) -> (value: Value, type: ValueType) {
        let place = Place()
        place.admit(value, record: nil, at: nil)
        let type = DataTypes(file: file).type(of: place, at: nil)
        return (fitter(for: place)?(value) ?? value, type)
    }

    /// The type of one value met while the document runs (a field of data typed `Any`).
    static func type(of value: Value) -> ValueType {
        let place = Place()
        place.admit(value, record: nil, at: nil)
        return DataTypes(file: "the data").type(of: place, at: nil)
    }

    /// A type with the record it was first seen in.
    private struct Seen {
        var type: ValueType
        var record: Int
    }

    /// What the values met at one place of the data have in common (the root; a field of the
    /// records there; the elements of the arrays there), gathered value by value.
    private final class Place {
        /// The joined type of the numbers, strings and booleans met.
        var scalar: Seen?
        /// How many of them were `Int`s, which become `Double`s where `Double`s were met too.
        var ints = 0
        /// Two values here of types that do not join, once met.
        var mixed: (first: Seen, second: Seen)?
        /// The first `Int` here that a `Double` would round (beyond 2^53) and the first `Double`:
        /// met together they do not join, since the `Int` would show other digits.
        var roundedInt: Seen?
        var firstDouble: Seen?
        var nulls = 0
        /// The records met, and the place of each of their fields, in the order first met.
        var records = 0
        var typeName = "Record"
        var fields: [DataKey: Place] = [:]
        var order: [String] = []
        /// The places of the fields of the last layout met, in its order: rows of one layout
        /// find their fields without looking up a name.
        var lastLayout: RecordLayout?
        var lastPlaces: [Place] = []
        /// In how many of its parent's records this field is present.
        var presence = 0
        /// The arrays met, and the place of their elements.
        var arrays = 0
        var firstArray = 0
        var elements: Place?

        /// Adds `value` to what is known here.
        /// - Parameter record: The index of the element of the outermost array `value` is in,
        ///   which errors name.
        func admit(_ value: Value, record: Int?, at field: String?) {
            guard mixed == nil else { return }
            let index = record ?? 0
            switch value {
            case .null:
                nulls += 1
            case .record(let recordValue):
                records += 1
                typeName = recordValue.typeName
                if lastLayout !== recordValue.layout {
                    lastLayout = recordValue.layout
                    lastPlaces = recordValue.layout.names.map(place(of:))
                }
                for (place, (name, fieldValue)) in zip(lastPlaces, recordValue.fields) {
                    place.presence += 1
                    place.admit(fieldValue, record: record, at: name)
                }
            case .array(let values):
                if arrays == 0 { firstArray = index }
                arrays += 1
                let elements = self.elements ?? Place()
                self.elements = elements
                for (position, element) in values.enumerated() { elements.admit(element, record: record ?? position, at: field) }
            default:
                let seen = Seen(type: Self.scalarType(of: value), record: index)
                if case .int(let number) = value {
                    ints += 1
                    if roundedInt == nil, !DataNumber.isExactDouble(number) { roundedInt = seen }
                }
                if case .double = value, firstDouble == nil { firstDouble = seen }
                guard let scalar else {
                    scalar = seen
                    return
                }
                switch (scalar.type, seen.type) {
                case _ where scalar.type == seen.type: break
                case (.int, .double), (.double, .int): self.scalar?.type = .double
                case (.any, _): self.scalar = Seen(type: seen.type, record: scalar.record)
                case (_, .any): break
                default: mixed = (scalar, seen)
                }
                if self.scalar?.type == .double, let roundedInt, let firstDouble { mixed = (roundedInt, firstDouble) }
            }
        }

        /// The place of the field `name` of the records here, made when first met.
        private func place(of name: String) -> Place {
            let key = DataKey(name: name)
            if let known = fields[key] { return known }
            let place = Place()
            fields[key] = place
            order.append(name)
            return place
        }

        private static func scalarType(of value: Value) -> ValueType {
            switch value {
            case .bool: .bool
            case .int: .int
            case .double: .double
            case .string: .string
            default: .any
            }
        }
    }

    /// The type of the values gathered at `place`.
    private func type(of place: Place, at field: String?) -> ValueType {
        if let mixed = place.mixed { return disagreement(mixed.first, mixed.second, at: field) }
        var kinds: [Seen] = []
        if let scalar = place.scalar { kinds.append(scalar) }
        if place.arrays > 0 {
            kinds.append(Seen(type: .array(place.elements.map { type(of: $0, at: field) } ?? .any), record: place.firstArray))
        }
        if place.records > 0 {
            guard let other = kinds.first else {
                let shape = RecordShape(name: place.typeName, fields: place.order.map { name in
                    let fieldPlace = place.fields[DataKey(name: name)]!
                    let type = type(of: fieldPlace, at: name)
                    return RecordShape.Field(name: name, type: fieldPlace.presence == place.records ? type : type.optionalized)
                })
                return place.nulls > 0 ? .optional(.record(shape)) : .record(shape)
            }
            return .mixed("\(Self.describe(field)) in \(file) holds records and \(Self.article(other.type)) in element \(other.record + 1)")
        }
        switch kinds.count {
        case 0: return place.nulls > 0 ? .optional(.any) : .any
        case 1: return place.nulls > 0 ? kinds[0].type.optionalized : kinds[0].type
        default:
            return disagreement(kinds[0], kinds[1], at: field)
        }
    }

    /// The type of a place that holds values of two types that do not join, saying where.
    private func disagreement(_ a: Seen, _ b: Seen, at field: String?) -> ValueType {
        if a.type == .int, b.type == .double {
            return .mixed("\(Self.describe(field)) in \(file) is a whole number beyond 2^53 in record \(a.record + 1), which would lose digits as a Double, and a Double in record \(b.record + 1)")
        }
        return .mixed("\(Self.describe(field)) in \(file) is \(Self.article(a.type)) in record \(a.record + 1) and \(Self.article(b.type)) in record \(b.record + 1)")
    }

    /// "a String", "an Int", "an [Int]".
    private static func article(_ type: ValueType) -> String {
        let name = type.description
        return (["A", "E", "I", "O", "U", "["].contains { name.hasPrefix($0) } ? "an " : "a ") + name
    }

    private static func describe(_ field: String?) -> String {
        field.map { "'\($0)'" } ?? "an element"
    }

    /// What makes the values gathered at `place` fit their type: their `Int`s made `Double`s
    /// where `Double`s were met too; nil when none needs it (and where the values have no
    /// common type). Made once, so that fitting many records costs each record its fields.
    private static func fitter(for place: Place) -> ((Value) -> Value)? {
        let kinds = (place.scalar == nil ? 0 : 1) + (place.arrays == 0 ? 0 : 1) + (place.records == 0 ? 0 : 1)
        guard place.mixed == nil, kinds == 1 else { return nil }
        if place.scalar?.type == .double, place.ints > 0 {
            return { value in
                guard case .int(let number) = value else { return value }
                return .double(Double(number))
            }
        }
        if let elements = place.elements, let fit = fitter(for: elements) {
            return { value in
                guard case .array(let values) = value else { return value }
                return .array(values.map(fit))
            }
        }
        var fits: [DataKey: (Value) -> Value] = [:]
        for (key, field) in place.fields {
            if let fit = fitter(for: field) { fits[key] = fit }
        }
        guard !fits.isEmpty else { return nil }
        return { value in
            guard case .record(let record) = value else { return value }
            let values = zip(record.layout.names, record.values).map { name, value in fits[DataKey(name: name)].map { $0(value) } ?? value }
            return .record(Record(layout: record.layout, values: values))
        }
    }
}
