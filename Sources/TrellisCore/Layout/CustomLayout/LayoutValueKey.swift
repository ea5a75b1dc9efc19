nonisolated extension View {
    /// Gives this view `value` for `key`, for the closest custom ``Layout`` to read as
    /// `subview[key]`. A trait of the subview, as in SwiftUI: it passes through modifiers and
    /// counts in the closest container only.
    ///
    /// ```swift
    /// Text("B").layoutValue(key: Rank.self, value: 2)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[LayoutValueTraitKey<K>.self] = value }))
    }
}

/// A key for a value a view gives the custom ``Layout`` that places it.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// The container value holding the layout value of `Key`.
enum LayoutValueTraitKey<Key: LayoutValueKey>: ContainerValueKey {
    static var defaultValue: Key.Value { Key.defaultValue }
}
