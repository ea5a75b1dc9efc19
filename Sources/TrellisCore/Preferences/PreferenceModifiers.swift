nonisolated extension View {
    /// Sets a value for `key` that ancestors read: it replaces what this view's content produced
    /// for the key and is combined with its siblings' values.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: { $0 = value }))
    }

    /// Transforms the value of `key` produced by this view's content.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: callback))
    }

    /// Reads the value of `key` that this view produces and calls `action` with it once the
    /// view is laid out (output is static, so once per render).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View {
        modifier(PreferenceReadingModifier<K, EmptyView>(placement: nil, alignment: .center, transform: { value in
            action(value)
            return EmptyView()
        }))
    }

    /// Draws a view made from the value of `key` that this view produces, over this view.
    ///
    /// This is the container-side reader of preferences: the container sees what its content
    /// produced, combined in tree order.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceReadingModifier<K, V>(placement: .overlay, alignment: alignment, transform: transform))
    }

    /// Draws a view made from the value of `key` that this view produces, behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceReadingModifier<K, V>(placement: .background, alignment: alignment, transform: transform))
    }
}

/// Replaces or transforms the content's value for `K`.
struct PreferenceTransformModifier<K: PreferenceKey>: RenderingModifier {
    let transform: (inout K.Value) -> Void

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        guard let outer = inputs.preferences else { return content(inputs) }
        if LiveGraph.anyAlive { inputs.environment.liveGraph?.noteUnrepeatableEffect() }
        let own = PreferenceSink()
        var contentInputs = inputs
        contentInputs.preferences = own
        let node = content(contentInputs)
        var value = own.value(K.self)
        transform(&value)
        own.remove(K.self)
        outer.merge(own)
        outer.write(K.self, value)
        return node
    }
}

/// Reads the content's value for `K` and draws a view made from it over or behind the content
/// (or only calls back, for `onPreferenceChange`).
struct PreferenceReadingModifier<K: PreferenceKey, Secondary: View>: RenderingModifier {
    let placement: OverlayNode.Placement?
    let alignment: Alignment
    let transform: (K.Value) -> Secondary

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let own = PreferenceSink()
        var contentInputs = inputs
        contentInputs.preferences = own
        let node = content(contentInputs)
        let secondary = transform(own.value(K.self))
        inputs.preferences?.merge(own)
        guard let placement else { return node }
        return OverlayNode(primary: node, secondary: Secondary._makeView(view: secondary, inputs: inputs),
                           placement: placement, alignment: alignment)
    }
}
