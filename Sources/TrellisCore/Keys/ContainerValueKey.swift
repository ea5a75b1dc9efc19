/// A key for a value that a container reads from its resolved subviews and sections.
///
/// Declare container values with ``Entry()`` in an extension of ``ContainerValues``, or by
/// hand with a key type and a computed property:
///
/// ```swift
/// private struct RejectedKey: ContainerValueKey {
///     static let defaultValue = false
/// }
/// extension ContainerValues {
///     var isRejected: Bool {
///         get { self[RejectedKey.self] }
///         set { self[RejectedKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The type of value stored under this key.
    associatedtype Value
    /// The value read when no view sets one.
    static var defaultValue: Value { get }
}
