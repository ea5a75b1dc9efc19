nonisolated extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    ///
    /// ```swift
    /// Checklist { … }
    ///     .environment(\.accent, .green)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(write: { $0[keyPath: keyPath] = value }))
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWritingModifier(write: { transform(&$0[keyPath: keyPath]) }))
    }
}

/// Writes environment values for the modified content.
struct EnvironmentWritingModifier: InputsModifier {
    let write: (inout EnvironmentValues) -> Void

    static var appliesOnSingleView: Bool { true }

    func modify(_ inputs: inout _ViewInputs) {
        write(&inputs.environment)
    }
}
