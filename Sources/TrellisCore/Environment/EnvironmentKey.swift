/// A key for a value that flows down the view tree, readable with ``Environment``.
///
/// Declare environment values with ``Entry()`` in an extension of ``EnvironmentValues``, or
/// by hand with a key type and a computed property that uses `self[Key.self]`.
public protocol EnvironmentKey {
    /// The type of value stored under this key.
    associatedtype Value
    /// The value read when no ancestor sets one.
    static var defaultValue: Value { get }
}
