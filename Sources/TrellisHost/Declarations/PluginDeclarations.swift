/// A parameter of a plugin container: an argument in documents.
public struct PluginParameter: Sendable, Equatable {
    /// The argument label (or, for an unlabeled parameter, its name in messages).
    public let name: String
    public let type: PluginValueType
    /// Whether documents must pass it.
    public let isRequired: Bool
    /// Whether documents write it without its label.
    public let isUnlabeled: Bool
    /// The value used when a document leaves it out (`nil` for a required parameter).
    public let defaultValue: PluginValue?
    public let summary: String?
}

/// Where a value key is read: container values of subviews and sections, or the environment.
public enum PluginKeyScope: String, Sendable, Equatable, CustomStringConvertible {
    case containerValue = "container value"
    case environment

    /// The scope in messages: "container value" or "environment".
    public var description: String { rawValue }
}

/// A key a plugin reads, written in documents with `.containerValue(\.name, value)` or
/// `.environment(\.name, value)`.
public struct PluginValueKey: Sendable, Equatable {
    public let name: String
    public let type: PluginValueType
    public let scope: PluginKeyScope
    public let defaultValue: PluginValue
    public let summary: String?
}

/// A container a plugin provides.
public struct PluginContainerDeclaration {
    public let name: String
    public let summary: String?
    public let parameters: [PluginParameter]
    /// Whether documents write it with a trailing `{ content }`.
    public let takesContent: Bool
    let entry: ContainerEntry
}

/// A modifier a plugin offers: a typed C function called through libffi.
public struct PluginModifierDeclaration {
    public let name: String
    public let signature: ModifierSignature
    /// The document label of each argument after the context (`nil`: unlabeled).
    public let labels: [String?]
    public let summary: String?
    let entry: ModifierEntry
}
