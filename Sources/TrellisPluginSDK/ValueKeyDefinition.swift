import Trellis

/// A Swift type that crosses the plugin boundary as a `PluginValue` (from the `TrellisPluginValues` module).
public protocol PluginValueConvertible: Sendable {
    /// The declared type.
    static var pluginType: PluginValueType { get }
    /// The value as it crosses.
    var pluginValue: PluginValue { get }
    /// The Swift value of a crossed value, or `nil` for another type.
    init?(pluginValue: PluginValue)
}

extension Bool: PluginValueConvertible {
    public static var pluginType: PluginValueType { .bool }
    public var pluginValue: PluginValue { .bool(self) }
    public init?(pluginValue: PluginValue) {
        guard case .bool(let value) = pluginValue else { return nil }
        self = value
    }
}

extension Int: PluginValueConvertible {
    public static var pluginType: PluginValueType { .int }
    public var pluginValue: PluginValue { .int(self) }
    public init?(pluginValue: PluginValue) {
        guard case .int(let value) = pluginValue else { return nil }
        self = value
    }
}

extension Double: PluginValueConvertible {
    public static var pluginType: PluginValueType { .double }
    public var pluginValue: PluginValue { .double(self) }
    public init?(pluginValue: PluginValue) {
        guard case .double(let value) = pluginValue else { return nil }
        self = value
    }
}

extension String: PluginValueConvertible {
    public static var pluginType: PluginValueType { .string }
    public var pluginValue: PluginValue { .string(self) }
    public init?(pluginValue: PluginValue) {
        guard case .string(let value) = pluginValue else { return nil }
        self = value
    }
}

/// A container value or environment value a plugin reads, tied to the `@Entry` property that
/// holds it: the host sends its value for every subview and section, and the SDK writes it
/// into that property before the container's body reads it.
public struct ValueKeyDefinition: Sendable {
    enum Scope { case containerValue, environment }

    public let name: String
    public let type: PluginValueType
    public let defaultValue: PluginValue
    public let summary: String?
    let scope: Scope
    let writeContainerValue: (@Sendable (inout ContainerValues, PluginValue) -> Void)?
    let writeEnvironment: (@Sendable (inout EnvironmentValues, PluginValue) -> Void)?

    /// The container value at `keyPath`, named `name` in documents and at the boundary.
    public static func containerValue<V: PluginValueConvertible>(
        _ name: String, _ keyPath: WritableKeyPath<ContainerValues, V> & Sendable, summary: String? = nil
    ) -> ValueKeyDefinition {
        ValueKeyDefinition(
            name: name, type: V.pluginType, defaultValue: ContainerValues()[keyPath: keyPath].pluginValue, summary: summary,
            scope: .containerValue,
            writeContainerValue: { values, value in
                if let typed = V(pluginValue: value) { values[keyPath: keyPath] = typed }
            },
            writeEnvironment: nil)
    }

    /// The environment value at `keyPath`, named `name` in documents and at the boundary.
    public static func environment<V: PluginValueConvertible>(
        _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, summary: String? = nil
    ) -> ValueKeyDefinition {
        ValueKeyDefinition(
            name: name, type: V.pluginType, defaultValue: EnvironmentValues()[keyPath: keyPath].pluginValue, summary: summary,
            scope: .environment, writeContainerValue: nil,
            writeEnvironment: { values, value in
                if let typed = V(pluginValue: value) { values[keyPath: keyPath] = typed }
            })
    }
}

/// A modifier documents call on a view to set one of the plugin's values on it:
/// `.displayBoardCardRejected(true)`.
public struct ModifierDefinition: Sendable {
    public let name: String
    /// The key it sets (one of the plugin's ``ValueKeyDefinition``s).
    public let key: String
    /// The argument's document label, or `nil` for none.
    public let label: String?
    public let summary: String?
    let type: PluginValueType
    let isEnvironment: Bool

    /// A modifier named `name` that sets the container value at `keyPath`, declared as `key`.
    public static func setting<V: PluginValueConvertible>(
        _ name: String, _ keyPath: WritableKeyPath<ContainerValues, V>, key: String, label: String? = nil, summary: String? = nil
    ) -> ModifierDefinition {
        ModifierDefinition(name: name, key: key, label: label, summary: summary, type: V.pluginType, isEnvironment: false)
    }

    /// A modifier named `name` that sets the environment value at `keyPath`, declared as `key`.
    public static func setting<V: PluginValueConvertible>(
        _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, V>, key: String, label: String? = nil, summary: String? = nil
    ) -> ModifierDefinition {
        ModifierDefinition(name: name, key: key, label: label, summary: summary, type: V.pluginType, isEnvironment: true)
    }
}
