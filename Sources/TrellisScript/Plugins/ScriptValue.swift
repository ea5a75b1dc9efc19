/// A plain value that crosses between documents and plugin-declared containers, modifiers and
/// keys: what a plugin parameter receives and what a plugin-declared key holds.
///
/// ```swift
/// let value: ScriptValue = .list([.string("Sam"), .string("Sommer")])
/// value.type   // .list(.string)
/// ```
public enum ScriptValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A homogeneous list (the element type of an empty list is unknown).
    case list([ScriptValue])

    /// The value as a document writes it: `true`, `3`, `"Sam"`, `[1, 2]`.
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// The type of this value; an empty list is a list of strings.
    public var type: ScriptValueType {
        switch self {
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .list(let elements): .list(elements.first?.type ?? .string)
        }
    }

    /// This value as the plain Swift value Trellis stores under a run-time key
    /// (``Trellis/ContainerValues/subscript(named:)``): `Bool`, `Int`, `Double`, `String` or an
    /// array of them.
    public var sendableValue: any Sendable {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .list(let elements): elements.map(\.sendableValue)
        }
    }

    /// The script value of a plain Swift value stored under a run-time key, if it is one of the
    /// types ``sendableValue`` produces.
    public init?(sendable value: Any) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let values as [any Sendable]:
            var elements: [ScriptValue] = []
            for element in values {
                guard let converted = ScriptValue(sendable: element) else { return nil }
                elements.append(converted)
            }
            self = .list(elements)
        default: return nil
        }
    }
}

/// The type of a ``ScriptValue``: what a plugin declares for a parameter or a key.
public indirect enum ScriptValueType: Hashable, Sendable, CustomStringConvertible {
    case bool
    case int
    case double
    case string
    case list(ScriptValueType)

    /// The type as a document writes it: `Bool`, `Int`, `Double`, `String`, `[String]`.
    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .list(let element): "[\(element)]"
        }
    }
}
