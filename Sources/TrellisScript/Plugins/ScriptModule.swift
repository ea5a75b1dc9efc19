import Trellis
import TrellisPluginValues

/// What an imported module (a container plugin) offers a document: containers, modifiers and
/// value keys, each declared with typed parameters so that documents are type-checked against
/// them before anything runs.
///
/// TrellisScript knows nothing of how a module is implemented; the host adapts its plugins to
/// this shape (see ``ScriptModuleLoader``). Values are ``PluginValue``s, the one value model the
/// host and plugins share. The document checker checks every argument against the declared
/// parameters; the closures receive them checked, in parameter order, defaults filled in. They
/// are called on the thread that renders the document, so they need not be `Sendable` (a
/// plugin host is used from one thread).
///
/// ```swift
/// let module = ScriptModule(
///     name: "Boards",
///     containers: [ScriptContainerDeclaration(
///         name: "Board", parameters: [.init(label: "title", type: .string)], takesContent: true,
///         make: { arguments, content in AnyView(VStack { Text(arguments[0].value.description); content }) })],
///     valueKeys: [ScriptValueKeyDeclaration(name: "isRejected", type: .bool, defaultValue: .bool(false), scope: .container)])
/// ```
public struct ScriptModule {
    /// The name written after `import`.
    public var name: String
    /// The containers (views) the module provides.
    public var containers: [ScriptContainerDeclaration]
    /// The modifiers the module provides.
    public var modifiers: [ScriptModifierDeclaration]
    /// The container-value and environment keys the module declares.
    public var valueKeys: [ScriptValueKeyDeclaration]

    /// Creates a module declaration.
    public init(
        name: String, containers: [ScriptContainerDeclaration] = [], modifiers: [ScriptModifierDeclaration] = [],
        valueKeys: [ScriptValueKeyDeclaration] = []
    ) {
        self.name = name
        self.containers = containers
        self.modifiers = modifiers
        self.valueKeys = valueKeys
    }
}

/// One typed parameter of a plugin container or modifier.
public struct ScriptParameter: Hashable, Sendable {
    /// The argument label; `nil` for an unlabeled argument.
    public var label: String?
    /// The type the argument must have.
    public var type: PluginValueType
    /// The value used when the argument is left out; `nil` makes the argument required.
    public var defaultValue: PluginValue?

    /// Creates a parameter.
    public init(label: String?, type: PluginValueType, defaultValue: PluginValue? = nil) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A container a module provides: `Name(label: value, …) { content }` in a document.
public struct ScriptContainerDeclaration {
    /// The view name documents write.
    public var name: String
    /// The arguments, in order.
    public var parameters: [ScriptParameter]
    /// Whether the container takes `@ViewBuilder` content as its trailing closure.
    public var takesContent: Bool
    /// Makes the container from its arguments (one per parameter, in order, checked and with
    /// defaults filled in) and its content (`EmptyView` when it takes none).
    public var make: ([PluginArgument], AnyView) throws -> AnyView

    /// Creates a container declaration.
    public init(
        name: String, parameters: [ScriptParameter] = [], takesContent: Bool,
        make: @escaping ([PluginArgument], AnyView) throws -> AnyView
    ) {
        self.name = name
        self.parameters = parameters
        self.takesContent = takesContent
        self.make = make
    }
}

/// A modifier a module provides: `.name(value, …)` on any view in a document.
public struct ScriptModifierDeclaration {
    /// The modifier name documents write.
    public var name: String
    /// The arguments, in order.
    public var parameters: [ScriptParameter]
    /// Applies the modifier to a view, with the arguments in parameter order (checked, defaults
    /// filled in).
    public var apply: (AnyView, [PluginArgument]) throws -> AnyView

    /// Creates a modifier declaration.
    public init(
        name: String, parameters: [ScriptParameter] = [],
        apply: @escaping (AnyView, [PluginArgument]) throws -> AnyView
    ) {
        self.name = name
        self.parameters = parameters
        self.apply = apply
    }
}

/// A key a module declares, written in documents with `.containerValue(\.name, value)` or
/// `.environment(\.name, value)` and read with `subview.containerValues.name`.
///
/// Values are stored under Trellis's run-time named keys
/// (``Trellis/View/containerValue(named:_:)``), so a plugin reads them with
/// `containerValues[named: name]`.
public struct ScriptValueKeyDeclaration: Hashable, Sendable {
    /// Where a key's values travel.
    public enum Scope: Hashable, Sendable {
        /// Up to the closest container, read from subviews and sections.
        case container
        /// Down the view tree, read from the environment.
        case environment
    }

    /// The key name.
    public var name: String
    /// The type of its values.
    public var type: PluginValueType
    /// The value read where no view wrote one.
    public var defaultValue: PluginValue
    /// Container value or environment value.
    public var scope: Scope

    /// Creates a key declaration.
    public init(name: String, type: PluginValueType, defaultValue: PluginValue, scope: Scope) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.scope = scope
    }
}
