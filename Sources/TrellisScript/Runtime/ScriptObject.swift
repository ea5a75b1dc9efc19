import Observation

/// An instance of a document's `@Observable final class`: its stored properties, shared by
/// every value that holds it (a class's reference semantics).
///
/// Reads and writes go through Observation's registrar, one key path per property, so that a
/// live runtime, which evaluates each body inside `withObservationTracking`, redraws exactly
/// the bodies that read the property a write changed.
final class ScriptObject: Observable {
    let definition: ClassDefinition
    private var storage: [Value]
    private let registrar = ObservationRegistrar()

    init(definition: ClassDefinition, storage: [Value]) {
        self.definition = definition
        self.storage = storage
    }

    /// The property at `slot`, in declaration order; each is observed on its own.
    subscript(slot slot: Int) -> Value {
        get {
            registrar.access(self, keyPath: \.[slot: slot])
            return storage[slot]
        }
        set {
            registrar.withMutation(of: self, keyPath: \.[slot: slot]) {
                storage[slot] = newValue
            }
        }
    }
}

extension ScriptRuntime {
    /// Writes a property of a class instance, as an assignment at `location` does: only an
    /// action writes (a write while a body is evaluated would draw frames without end).
    func write(_ value: Value, to object: ScriptObject, slot: Int, at location: SourceLocation) throws {
        try requireAction(writing: object.definition.properties[slot].name, of: object.definition.name, at: location)
        object[slot: slot] = value
    }
}
