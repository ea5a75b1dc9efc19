/// SwiftUI's other spellings of the preference readers: the key's type left to inference
/// (`overlayPreferenceValue { (value: Anchor<CGRect>?) in … }` with `Key.self` the default),
/// and the form with a required alignment. Each draws what `overlayPreferenceValue(_:alignment:_:)`
/// and `backgroundPreferenceValue(_:alignment:_:)` draw.
nonisolated extension View {
    /// Draws a view made from the value of `key` that this view produces, over this view, centred.
    @_disfavoredOverload
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Draws a view made from the value of `key` that this view produces, behind this view, centred.
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }

    /// Draws a view made from the value of `key` that this view produces, over this view at `alignment`.
    @_disfavoredOverload
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlayPreferenceValue(key, alignment: alignment, transform)
    }

    /// Draws a view made from the value of `key` that this view produces, behind this view at `alignment`.
    @_disfavoredOverload
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        backgroundPreferenceValue(key, alignment: alignment, transform)
    }
}
