/// Declares a container value, environment value, transaction value or focused value, together
/// with the key that stores it.
///
/// Write `@Entry` on a `var` in an extension of `ContainerValues`, `EnvironmentValues`,
/// `Transaction` or `FocusedValues`. The macro makes the property computed, reading and writing
/// the enclosing value through a generated key, and declares that key as a `private struct`
/// named `__Key_` followed by the property's name. The key conforms to the key protocol of the
/// enclosing type: `ContainerValueKey`, `EnvironmentKey`, `TransactionKey` or
/// `FocusedValueKey`. The expansion is the same as SwiftUI's:
///
/// ```swift
/// extension ContainerValues {
///     @Entry var value: Int = 42
/// }
/// // expands to
/// extension ContainerValues {
///     var value: Int {
///         get { self[__Key_value.self] }
///         set { self[__Key_value.self] = newValue }
///     }
///     private struct __Key_value: Trellis.ContainerValueKey {
///         typealias Value = Int
///         static var defaultValue: Value { 42 }
///     }
/// }
/// ```
///
/// The property's initializer is its default value, the value read while no view has set one.
/// The key's `defaultValue` is a computed static property, so the initializer runs again on
/// every such read: a default of a reference type gives a fresh instance each time. Because no
/// default is stored in a static variable, a default of a non-`Sendable` type is fine under
/// Swift 6 strict concurrency.
///
/// The property keeps its own access level; the key is always `private`.
///
/// Rules the macro checks, each reported as an error with a Fix-It where one helps:
///
/// - The declaration is one `var` with a plain name, neither `static` nor `class`, without
///   getters, setters or observers.
/// - It is a member of an extension of one of the four types above, spelled plainly or with the
///   `Trellis.` prefix.
/// - It has a type annotation, unless its default value is a plain `Int`, `Double`, `String` or
///   `Bool` literal, whose type the macro takes as the annotation (`@Entry var spacing = 1`).
/// - It has a default value, unless its type is optional (`T?` or `Optional<T>`), in which case
///   the default is `nil`.
/// - In `FocusedValues` the type is optional and there is no default other than `nil`, because a
///   focused value is absent until a focused view provides it.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isHighlighted = false
///     @Entry var badge: String?
/// }
///
/// Text("Inbox").containerValue(\.badge, "3")
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
