nonisolated extension View {
    /// Sets a container value for this view's closest enclosing container.
    ///
    /// The value is visible to the closest container only (R5.1); ordinary modifiers around it
    /// do not block it (R5.2). On a container it belongs to the container's own subview, not
    /// to the container's children (R5.3); on a transparent view (`Group`, `ForEach`,
    /// `Section`) it reaches every subview it contributes (R5.4). When several writes reach a
    /// subview, the innermost wins (R5.6). Sub-field key paths compose: the current value is
    /// read, the key path written and the result stored (R4.4).
    ///
    /// ```swift
    /// extension View {
    ///     func displayBoardCardRejected(_ isRejected: Bool) -> some View {
    ///         containerValue(\.isDisplayBoardCardRejected, isRejected)
    ///     }
    /// }
    /// ```
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[keyPath: keyPath] = value }))
    }

    /// Tags this view with a value that its container can read with
    /// ``ContainerValues/tag(for:)`` and ``ContainerValues/hasTag(_:)``.
    ///
    /// With `includeOptional` (the default) the tag is also readable as `V?`, as in SwiftUI,
    /// so that selections of optional type match it.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(ContainerValueWritingModifier(write: { values in
            values.setTag(tag)
            if includeOptional { values.setTag(Optional(tag)) }
        }))
    }
}

/// Writes container values into the trait scope of the modified content.
struct ContainerValueWritingModifier: InputsModifier {
    let write: (inout ContainerValues) -> Void

    static var appliesOnSingleView: Bool { false }

    func modify(_ inputs: inout _ViewInputs) {
        write(&inputs.traits)
    }
}
