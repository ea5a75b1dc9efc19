/// The static type of a document expression, known before anything runs.
///
/// Types from loaded data are inferred from the data; ``any`` is a type the checker cannot
/// know (a value read from a heterogeneous field), accepted wherever a value is expected and
/// checked when the document runs.
indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case bool, int, double, string
    /// A `Date`: an ISO 8601 string of loaded data, where a struct field says `Date`.
    case date
    /// Any view.
    case view
    /// A `Text`: a view that keeps text-only operations (`+`, text modifiers).
    case text
    case array(ValueType)
    /// A record (a JSON object, a CSV row, a dictionary literal or a document `struct`
    /// without a body): its fields and their types, or `nil` fields for a dictionary of `any`.
    case record(RecordShape)
    case range
    /// `[Key: Value]`, as `Dictionary(grouping:by:)` makes it.
    case dictionary(ValueType, ValueType)
    /// An `enum` the document declares, by name.
    case enumeration(String)
    /// An instance of a document `@Observable final class`, by the class's name.
    case object(String)
    case optional(ValueType)
    /// One resolved subview (`Subview`), a collection of them (`SubviewsCollection`, or a slice).
    case subview, subviews
    /// One section (`SectionConfiguration`) and a collection of them.
    case section, sections
    /// `subview.containerValues`.
    case containerValues
    /// A value of one of Trellis's option types (`Color`, `Alignment`, `Font`, …).
    case symbol(SymbolKind)
    /// A value nothing is known about until it runs.
    case any
    /// The type of an expression that failed to check, already reported: it converts to and
    /// from every type, and whatever uses it (a member, a call, an operator, an iteration, a
    /// binding) fails with it silently, so one error is one diagnostic, not a cascade.
    case failed
    /// A data field whose records disagree in a way no type unifies (a number in one record,
    /// text in another): shown as it is, but never used as a number or a string; the text
    /// says where (`'uptime' in services.json is a Double in record 1 and a String in record 3`).
    case mixed(String)
    /// What a struct view's method without a result (`func add() { … }`) returns: nothing,
    /// so it is called as a statement (in an action or another method), never used as a value.
    case void

    var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .view: "some View"
        case .text: "Text"
        case .array(let element): "[\(element)]"
        case .record(let shape): shape.name
        case .range: "Range<Int>"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .enumeration(let name), .object(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .subview: "Subview"
        case .subviews: "SubviewsCollection"
        case .section: "SectionConfiguration"
        case .sections: "SectionCollection"
        case .containerValues: "ContainerValues"
        case .symbol(let kind): kind.rawValue
        case .any, .failed: "Any"
        case .mixed: "Any"
        case .void: "Void"
        }
    }

    /// Whether a value of this type can be passed where `target` is expected.
    func converts(to target: ValueType) -> Bool {
        if self == .failed || target == .failed { return true }
        if self == .void || target == .void { return self == target }
        if mixedOrigin != nil { return target == .any || target == .optional(.any) }
        if self == target || self == .any || target == .any { return true }
        switch (self, target) {
        case (.int, .double): return true
        case (.text, .view), (.subview, .view), (.subviews, .view): return true
        case (.symbol(let kind), .view): return kind.isView
        case (.optional(let wrapped), .view): return wrapped.converts(to: .view)
        case (.symbol(.color), .symbol(.shapeStyle)), (.symbol(.material), .symbol(.shapeStyle)): return true
        case (.symbol(let kind), .symbol(.shape)): return kind.isShape
        case (.array(let element), .array(let other)): return element.converts(to: other)
        case (.dictionary(let key, let value), .dictionary(let otherKey, let otherValue)):
            return key.converts(to: otherKey) && value.converts(to: otherValue)
        case (.optional(let wrapped), .optional(let other)): return wrapped.converts(to: other)
        case (let wrapped, .optional(let other)): return wrapped.converts(to: other)
        case (.record(let shape), .record(let other)): return shape.name == other.name || other.fields == nil || shape.fields == nil
        default: return false
        }
    }

    /// The type of a value that is either of two types: the more general one, or ``any``.
    func joined(with other: ValueType) -> ValueType {
        if self == .failed || other == .failed { return .failed }
        if converts(to: other) { return other }
        if other.converts(to: self) { return self }
        if case .record(let left) = self, case .record(let right) = other { return .record(left.merged(with: right)) }
        return .any
    }

    /// The element type when iterated (`ForEach`), if this type is a collection.
    var elementType: ValueType? {
        switch self {
        case .array(let element): element
        case .range: .int
        case .dictionary(let key, let value): .record(Tuples.shape([("key", key), ("value", value)]))
        case .subviews: .subview
        case .sections: .section
        case .any: .any
        case .failed: .failed
        default: nil
        }
    }
}

/// The fields of a record type and their types.
struct RecordShape: Hashable, Sendable {
    /// The type's name: a document struct's name, or `Record` for data.
    var name: String
    /// The fields in declaration (or first-seen) order; `nil` when they are not known.
    var fields: [Field]?

    /// A field; two fields are the same when their names are the same bytes (see `DataKey`).
    struct Field: Hashable, Sendable {
        var name: String
        var type: ValueType

        static func == (a: Field, b: Field) -> Bool {
            DataKey(name: a.name) == DataKey(name: b.name) && a.type == b.type
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(DataKey(name: name))
            hasher.combine(type)
        }

        /// Whether this field is named `other`, by bytes.
        func isNamed(_ other: String) -> Bool {
            DataKey(name: name) == DataKey(name: other)
        }
    }

    /// A record type of unknown fields.
    static let unknown = RecordShape(name: "Record", fields: nil)

    /// The type of field `name`, if the record has one (or `.any` when fields are unknown).
    func type(of name: String) -> ValueType? {
        guard let fields else { return .any }
        return fields.first { $0.isNamed(name) }?.type
    }

    /// A shape for values of either shape: every field of both, optional where one lacks it.
    func merged(with other: RecordShape) -> RecordShape {
        guard let fields, let otherFields = other.fields else { return .unknown }
        var merged: [Field] = []
        for field in fields {
            if let match = otherFields.first(where: { $0.isNamed(field.name) }) {
                merged.append(Field(name: field.name, type: field.type.joined(with: match.type)))
            } else {
                merged.append(Field(name: field.name, type: field.type.optionalized))
            }
        }
        for field in otherFields where !fields.contains(where: { $0.isNamed(field.name) }) {
            merged.append(Field(name: field.name, type: field.type.optionalized))
        }
        return RecordShape(name: name, fields: merged)
    }
}

extension ValueType {
    /// Where a data field's records disagree, when this is such a field (optional or not).
    var mixedOrigin: String? {
        switch self {
        case .mixed(let origin): origin
        case .optional(let wrapped): wrapped.mixedOrigin
        default: nil
        }
    }

    /// Whether a value of this type holds a class instance, itself or inside (an array, an
    /// optional, a dictionary): what a class's own properties may not hold, so that no
    /// reference cycle can form.
    var holdsObject: Bool {
        switch self {
        case .object: true
        case .array(let element), .optional(let element): element.holdsObject
        case .dictionary(let key, let value): key.holdsObject || value.holdsObject
        case .record(let shape): shape.fields?.contains { $0.type.holdsObject } ?? false
        default: false
        }
    }

    /// The class's name, when this is the type of a class instance.
    var objectName: String? {
        if case .object(let name) = self { return name }
        return nil
    }

    /// This type made optional (unchanged when it already is).
    var optionalized: ValueType {
        if case .optional = self { return self }
        return .optional(self)
    }
}
