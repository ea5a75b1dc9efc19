/// The declared type of a parameter or key: what a ``PluginValue`` must be.
public indirect enum PluginValueType: Hashable, Sendable, CustomStringConvertible {
    case bool, int, double, string
    case list(PluginValueType)

    /// The type's name as documents spell it: `Bool`, `Int`, `Double`, `String`, `[String]`.
    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .list(let element): "[\(element)]"
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

    /// `value` as this type: itself when it has it, an integer (or a list's integers) widened
    /// to a double where a double is declared; `nil` when it has another type.
    public func coerce(_ value: PluginValue) -> PluginValue? {
        if admits(value) { return value }
        switch (self, value) {
        case (.double, .int(let integer)): return .double(Double(integer))
        case (.list(let element), .list(let items)):
            var converted: [PluginValue] = []
            for item in items {
                guard let item = element.coerce(item) else { return nil }
                converted.append(item)
            }
            return .list(converted)
        default: return nil
        }
    }
}
