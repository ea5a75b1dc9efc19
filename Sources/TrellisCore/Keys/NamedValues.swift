/// Container and environment values whose keys are known only at run time, by name: the keys
/// that container plugins declare and view documents write.
///
/// A named key lives beside the typed keys and follows the same rules (innermost write wins,
/// container values reach the closest container only). Values are plain Swift values:
/// `Bool`, `Int`, `Double`, `String`, or arrays of them. Typed keys and named keys never
/// collide, whatever their spelling.
extension ContainerValues {
    /// The value written under the run-time key `name`, or `nil` when no view wrote one.
    public subscript(named name: String) -> Any? {
        get { storage.value(for: KeyedStorage.Key(named: name)) }
        set {
            if let newValue { storage.set(newValue, for: KeyedStorage.Key(named: name)) }
        }
    }
}

extension EnvironmentValues {
    /// The value written under the run-time key `name`, or `nil` when no ancestor wrote one.
    public subscript(named name: String) -> Any? {
        get { storage.value(for: KeyedStorage.Key(named: name)) }
        set {
            if let newValue { storage.set(newValue, for: KeyedStorage.Key(named: name)) }
        }
    }
}

nonisolated extension View {
    /// Sets the container value of the run-time key `name` for this view's closest enclosing
    /// container: ``containerValue(_:_:)`` for keys declared by plugins or documents.
    public func containerValue(named name: String, _ value: Any) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[named: name] = value }))
    }

    /// Sets the environment value of the run-time key `name` for this view and its
    /// descendants: ``environment(_:_:)`` for keys declared by plugins or documents.
    public func environment(named name: String, _ value: Any) -> some View {
        modifier(EnvironmentWritingModifier(write: { $0[named: name] = value }))
    }
}

nonisolated extension View {
    /// Writes container values with `write`, for code that knows its keys only at run time
    /// (a plugin SDK applying the values a host sent).
    package func _writingContainerValues(_ write: @escaping (inout ContainerValues) -> Void) -> some View {
        modifier(ContainerValueWritingModifier(write: write))
    }

    /// Writes environment values with `write`, for code that knows its keys only at run time.
    package func _writingEnvironment(_ write: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(EnvironmentWritingModifier(write: write))
    }
}
