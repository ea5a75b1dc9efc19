/// The values that flow down the view tree: set with ``View/environment(_:_:)`` on an
/// ancestor, read with ``Environment`` in any descendant until overridden (inner overrides).
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// Card().environment(\.accent, .red)
/// ```
public struct EnvironmentValues {
    var storage = KeyedStorage()

    /// Creates environment values where every key reads its default.
    public init() {}

    /// The value for `key`, or the key's default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage.value(for: KeyedStorage.Key(key)) {
                // Only `set` below writes under this key, always with a `Key.Value`.
                return value as! Key.Value
            }
            return Key.defaultValue
        }
        set { storage.set(newValue, for: KeyedStorage.Key(key)) }
    }
}
