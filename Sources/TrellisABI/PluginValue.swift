import CTrellis
@_spi(Embedding) import Trellis

/// A value that crosses the plugin boundary: an argument, a container value or an environment
/// value.
public enum PluginValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([PluginValue])

    /// The value as the plain Swift value stored under a named container or environment key
    /// (`Bool`, `Int`, `Double`, `String` or an array of them).
    public var swiftValue: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .list(let items): items.map(\.swiftValue)
        }
    }

    /// The value of a plain Swift value of `type`, converting integers to doubles where a double
    /// is declared; `nil` when `value` has another type.
    public init?(swiftValue value: Any, as type: PluginValueType) {
        switch (type, value) {
        case (.bool, let value as Bool): self = .bool(value)
        case (.int, let value as Int): self = .int(value)
        case (.double, let value as Double): self = .double(value)
        case (.double, let value as Int): self = .double(Double(value))
        case (.string, let value as String): self = .string(value)
        case (.list(let element), let values as [Any]):
            var items: [PluginValue] = []
            for item in values {
                guard let converted = PluginValue(swiftValue: item, as: element) else { return nil }
                items.append(converted)
            }
            self = .list(items)
        default: return nil
        }
    }

    /// The value in document syntax, control characters in strings made visible: this is how
    /// values (a plugin's declared defaults among them) are shown, and they may be shown on a
    /// terminal. The value itself is kept as given, since it is data the plugin may need.
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

/// The declared type of a parameter or key.
public indirect enum PluginValueType: Hashable, Sendable, CustomStringConvertible {
    case bool, int, double, string
    case list(PluginValueType)

    /// The type's name as documents spell it.
    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .list(let element): "[\(element)]"
        }
    }

    /// The C type code (`TRELLIS_TYPE_*`); a list's element type travels separately.
    public var elementCode: trellis_value_type {
        if case .list(let element) = self { element.code } else { 0 }
    }

    /// The C type code.
    public var code: trellis_value_type {
        switch self {
        case .bool: trellis_value_type(TRELLIS_TYPE_BOOL)
        case .int: trellis_value_type(TRELLIS_TYPE_INT)
        case .double: trellis_value_type(TRELLIS_TYPE_DOUBLE)
        case .string: trellis_value_type(TRELLIS_TYPE_STRING)
        case .list: trellis_value_type(TRELLIS_TYPE_LIST)
        }
    }

    /// The type of a C type code and list element code, or `nil` when they name none (nested
    /// lists are not part of the ABI).
    public init?(code: trellis_value_type, elementCode: trellis_value_type) {
        switch Int32(code) {
        case TRELLIS_TYPE_BOOL: self = .bool
        case TRELLIS_TYPE_INT: self = .int
        case TRELLIS_TYPE_DOUBLE: self = .double
        case TRELLIS_TYPE_STRING: self = .string
        case TRELLIS_TYPE_LIST:
            guard Int32(elementCode) != TRELLIS_TYPE_LIST,
                  let element = PluginValueType(code: elementCode, elementCode: 0) else { return nil }
            self = .list(element)
        default: return nil
        }
    }

    /// Whether `value` has this type.
    public func admits(_ value: PluginValue) -> Bool {
        switch (self, value) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string): true
        case (.list(let element), .list(let items)): items.allSatisfy(element.admits)
        default: false
        }
    }
}
