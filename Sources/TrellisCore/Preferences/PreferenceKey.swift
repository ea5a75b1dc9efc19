/// A named value that views produce and ancestors read: it flows up the tree, combining the
/// values of siblings in order with ``reduce(value:nextValue:)``.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue: [String] = []
///     static func reduce(value: inout [String], nextValue: () -> [String]) {
///         value += nextValue()
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced.
    associatedtype Value
    /// The value when no view produces one.
    static var defaultValue: Value { get }
    /// Combines `value` (the values so far, in tree order) with the next sibling's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
