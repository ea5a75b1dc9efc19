nonisolated extension View {
    /// Gives this view an explicit identity.
    ///
    /// The id becomes part of the ``Subview/ID`` of every subview the view contributes, after
    /// its structural position (R2.5).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ExplicitIdentityModifier(id: .explicitID(id)))
    }
}

/// Appends an explicit id to the identity of the modified content.
struct ExplicitIdentityModifier: InputsModifier {
    let id: ViewIdentity.Component

    static var appliesOnSingleView: Bool { true }

    func modify(_ inputs: inout _ViewInputs) {
        inputs.identity = inputs.identity.appending(id)
    }
}
