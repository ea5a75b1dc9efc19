import TrellisCore

/// A plain value that crosses between documents, the plugin host and plugins: an argument, a
/// container value or an environment value. The document language, the host and the plugin SDK
/// all use this one type; only the host and the SDK turn it into C (`trellis_value`).
///
/// ```swift
/// let value: PluginValue = .list([.string("Sam"), .string("Sommer")])
/// value.type   // .list(.string)
/// ```
public enum PluginValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A homogeneous list (the element type of an empty list is unknown).
    case list([PluginValue])

    /// The type of this value; an empty list is a list of strings.
    public var type: PluginValueType {
        switch self {
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .list(let items): .list(items.first?.type ?? .string)
        }
    }

    /// The value as the plain Swift value stored under a run-time named key
    /// (`containerValue(named:_:)`, `environment(named:_:)`): `Bool`, `Int`, `Double`, `String`
    /// or an array of them.
    public var swiftValue: any Sendable {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .list(let items): items.map(\.swiftValue)
        }
    }

    /// The value of a plain Swift value stored under a run-time key, if it is one of the types
    /// ``swiftValue`` produces.
    public init?(swiftValue value: Any) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let values as [Any]:
            var items: [PluginValue] = []
            for item in values {
                guard let converted = PluginValue(swiftValue: item) else { return nil }
                items.append(converted)
            }
            self = .list(items)
        default: return nil
        }
    }

    /// The value of a plain Swift value as `type`, an integer widened where a double is
    /// declared; `nil` when `value` has another type.
    public init?(swiftValue value: Any, as type: PluginValueType) {
        guard let converted = PluginValue(swiftValue: value).flatMap(type.coerce) else { return nil }
        self = converted
    }

    /// The value in document syntax (`true`, `3`, `"Sam"`, `[1, 2]`), control characters in
    /// strings made visible: values are shown on terminals. The value itself is kept as given.
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(TerminalSafety.visible(value))\""
        case .list(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        }
    }
}

extension PluginValue: Encodable {
    /// Encodes the value as the JSON value of its kind: `true`, `3`, `2.5`, `"Sam"`, `[1, 2]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .list(let items): try container.encode(items)
        }
    }
}
