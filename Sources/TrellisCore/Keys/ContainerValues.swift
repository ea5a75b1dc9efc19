/// The values that views set for their closest enclosing container, read by that container
/// from its resolved subviews and sections.
///
/// Container values travel up exactly one level: a value set with
/// ``View/containerValue(_:_:)`` is visible to the closest enclosing container only, never to
/// containers further out, even when the container has a single child (R5.1). They are read
/// from ``Subview/containerValues``, ``SectionConfiguration/containerValues`` and
/// ``LayoutSubview/containerValues``.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isDisplayBoardCardRejected: Bool = false
/// }
///
/// ForEach(subviews: content) { subview in
///     CardView(isRejected: subview.containerValues.isDisplayBoardCardRejected) { subview }
/// }
/// ```
///
/// There is no public initializer: container values only come from resolved content.
public struct ContainerValues {
    var storage = KeyedStorage()

    package init() {}

    /// The value for `key`, or the key's default when no view set it.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage.value(for: KeyedStorage.Key(key)) {
                // Only `set` below writes under this key, always with a `Key.Value`.
                // swiftlint:disable:next force_cast
                return value as! Key.Value
            }
            return Key.defaultValue
        }
        set { storage.set(newValue, for: KeyedStorage.Key(key)) }
    }

    /// The tag of type `V` set with ``View/tag(_:includeOptional:)``, if any.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        storage.value(for: KeyedStorage.Key(TagKey<V>.self)) as? V
    }

    /// Whether a tag equal to `tag` was set with ``View/tag(_:includeOptional:)``.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }

    mutating func setTag<V: Hashable>(_ tag: V) {
        storage.set(tag, for: KeyedStorage.Key(TagKey<V>.self))
    }

    /// These values with `inner`'s writes on top (the inner, original view wins; R2.11).
    func overlaid(by inner: ContainerValues) -> ContainerValues {
        var result = self
        result.storage = storage.overlaid(by: inner.storage)
        return result
    }
}

/// The storage key of a tag of type `V`.
private enum TagKey<V: Hashable> {}
