import SwiftSyntax
import Trellis
import TrellisPluginValues

/// A `struct Name: View { … }` of a document: its stored properties (the parameters of its
/// memberwise initializer), methods and body.
final class StructDefinition {
    /// One stored property.
    struct Property {
        enum Kind {
            /// A parameter of the initializer, optional when it has a default.
            case stored(default: Compiled?)
            /// `@ViewBuilder var content`: a trailing closure of the initializer.
            case content
            /// `@Environment(\.key) var name`: read from the environment, not a parameter.
            case environment(KeyDeclaration)
            /// `let name = value`: a constant, not a parameter.
            case constant(Compiled)
            /// `@State var name = value`: the view's own mutable state, kept per identity by a
            /// live runtime; `value` (evaluated in the globals) is its initial value.
            case state(Compiled)
            /// `@Binding var name: T`: a parameter the caller passes `$state` (or `.constant`)
            /// to; reading it reads the source, assigning it writes the source.
            case binding
        }

        let name: String
        let type: ValueType
        let kind: Kind
    }

    let name: String
    let location: SourceLocation
    var properties: [Property] = []
    /// The scope of the body and methods, with a slot per property (in order).
    var scope: Scope!
    var body: Compiled?
    var methods: [String: Method] = [:]

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A function of a document: a struct method or a `View` extension modifier.
final class Method {
    let name: String
    let parameters: [Parameter]
    /// The declared result type (`some View` when it declares none, as a view builder does).
    var result: ValueType = .view
    /// The scope of the function's own frame: its parameters first, in order.
    let scope: Scope
    var body: Compiled?
    /// The statements still to check (bodies are checked once every signature is known).
    var pendingBody: PendingBody?

    enum PendingBody {
        case block(CodeBlockItemListSyntax)
    }

    init(name: String, parameters: [Parameter], scope: Scope) {
        self.name = name
        self.parameters = parameters
        self.scope = scope
    }
}

/// An `@Observable final class Name { … }` of a document: its stored properties (each with
/// its initial value: `Name()` takes no arguments) and methods, which see the properties by
/// name and may assign them.
final class ClassDefinition {
    struct Property {
        let name: String
        let type: ValueType
        let initial: Compiled
        let isMutable: Bool
    }

    let name: String
    let location: SourceLocation
    var properties: [Property] = []
    var methods: [String: Method] = [:]

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    func property(named name: String) -> (index: Int, property: Property)? {
        properties.firstIndex { $0.name == name }.map { ($0, properties[$0]) }
    }
}

/// A `struct Name { … }` without a body: a record type with a memberwise initializer.
struct RecordDefinition {
    let shape: RecordShape
    let defaults: [String: Compiled]
    /// Its computed properties and methods (`self` and the fields are in scope).
    var methods: [String: Method] = [:]
}

/// A container-value or environment key a document or a plugin declares, or one Trellis has.
struct KeyDeclaration {
    let name: String
    let type: ValueType
    let defaultValue: Value
    let scope: ScriptValueKeyDeclaration.Scope
    /// How a typed Trellis key is written and read; `nil` for named (run-time) keys.
    let builtin: BuiltinKey?

    /// The value of this key in container values.
    func read(_ values: ContainerValues) -> Value {
        if let builtin { return builtin.readContainer?(values) ?? defaultValue }
        return values[named: name].flatMap(PluginValue.init(swiftValue:)).map(Value.init) ?? defaultValue
    }

    /// The value of this key in an environment.
    func read(_ environment: EnvironmentValues) -> Value {
        if let builtin { return builtin.readEnvironment?(environment) ?? defaultValue }
        return environment[named: name].flatMap(PluginValue.init(swiftValue:)).map(Value.init) ?? defaultValue
    }

    /// `view` with this key set to `value`.
    func write(_ value: Value, on view: AnyView) -> AnyView {
        if let builtin { return builtin.write(view, value) }
        let stored = value.pluginValue?.swiftValue ?? ""
        switch scope {
        case .container: return AnyView(view.containerValue(named: name, stored))
        case .environment: return AnyView(view.environment(named: name, stored))
        }
    }
}

/// A Trellis key with a Swift type, reachable from documents by name.
struct BuiltinKey {
    let write: (AnyView, Value) -> AnyView
    var readContainer: ((ContainerValues) -> Value)?
    var readEnvironment: ((EnvironmentValues) -> Value)?
}
