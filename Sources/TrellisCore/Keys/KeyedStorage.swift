import Synchronization

/// An immutable, shared list of keyed values, newest first: the storage behind
/// ``ContainerValues`` and ``EnvironmentValues``.
///
/// A write prepends one entry and shares the rest, so copying values down a view tree or
/// onto a million resolved subviews costs one reference each; reading walks from the newest
/// entry, so the innermost (latest) write wins.
struct KeyedStorage {
    /// What a value is stored under: a key type, or a name chosen at run time.
    struct Key: Equatable {
        let type: ObjectIdentifier
        let name: String

        /// The key of a `ContainerValueKey` or `EnvironmentKey` type.
        init(_ type: Any.Type) {
            self.type = ObjectIdentifier(type)
            self.name = ""
        }

        /// A key known only by its name (declared by a plugin or a document).
        init(named name: String) {
            self.type = ObjectIdentifier(NamedKey.self)
            self.name = name
        }
    }

    private enum NamedKey {}

    /// Unchecked: immutable but for `memo`, which is atomic; `value` is `Any`, set once.
    private final class Entry: @unchecked Sendable {
        let key: Key
        let value: Any
        let next: Entry?
        /// What ``memoized(_:)`` derived from the values ending at this entry: a retained
        /// object, set once. (An atomic pointer rather than `AtomicLazyReference`, whose
        /// unspecialized generic calls cost more than the lookups they save.)
        let memo = Atomic<UnsafeMutableRawPointer?>(nil)
        init(key: Key, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
        deinit {
            if let memo = memo.load(ordering: .acquiring) { Unmanaged<AnyObject>.fromOpaque(memo).release() }
        }
    }

    private var head: Entry?

    init() {}

    /// The newest value stored for `key`, if any.
    /// - Complexity: O(*n*) in the number of writes on this path (typically a handful).
    func value(for key: Key) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    /// The newest value of each key stored, the most recently set first.
    /// - Complexity: O(*n*²) in the number of writes on this path.
    var newestValues: [Any] {
        var seen: [Key] = []
        var values: [Any] = []
        var entry = head
        while let current = entry {
            if !seen.contains(current.key) {
                seen.append(current.key)
                values.append(current.value)
            }
            entry = current.next
        }
        return values
    }

    /// Stores `value` for `key`, shadowing older values.
    /// - Complexity: O(1).
    mutating func set(_ value: Any, for key: Key) {
        head = Entry(key: key, value: value, next: head)
    }

    /// The object `make` derives from these values, made once per write: values copied down
    /// a view tree share it. Only one kind of object is memoized; `make` must depend on
    /// nothing but these values. `nil` when nothing was ever written (the caller keeps the
    /// object for the defaults).
    /// - Complexity: O(1) after the first call for these values.
    func memoized<T: AnyObject>(_ make: () -> T) -> T? {
        guard let head else { return nil }
        if let memo = head.memo.load(ordering: .acquiring) { return Unmanaged<T>.fromOpaque(memo).takeUnretainedValue() }
        let made = make()
        let retained = Unmanaged.passRetained(made).toOpaque()
        let (stored, winner) = head.memo.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if stored { return made }
        Unmanaged<T>.fromOpaque(retained).release()  // another thread stored its object first
        return Unmanaged<T>.fromOpaque(winner!).takeUnretainedValue()
    }

    /// Whether these values are known to equal `other`'s: the same writes, in the same order,
    /// of values with the same bits (``BitwiseEquality``). `false` can be a false negative
    /// (equal values stored differently); `true` never lies.
    /// - Complexity: O(1) for shared storage; O(*n*) in the number of writes otherwise.
    func isEquivalent(to other: KeyedStorage) -> Bool {
        var left = head, right = other.head
        while let l = left, let r = right {
            if l === r { return true }
            guard l.key == r.key, BitwiseEquality.equalOpening(l.value, r.value) else { return false }
            left = l.next
            right = r.next
        }
        return left == nil && right == nil
    }

    /// Whether nothing was ever written.
    var isEmpty: Bool { head == nil }

    /// These values with `other`'s written over them: `other` wins where both set a key.
    func overlaid(by other: KeyedStorage) -> KeyedStorage {
        if other.head == nil { return self }
        if head == nil { return other }
        var writes: [Entry] = []
        var entry = other.head
        while let current = entry {
            writes.append(current)
            entry = current.next
        }
        var result = self
        for write in writes.reversed() { result.set(write.value, for: write.key) }
        return result
    }

    /// The writes made on top of `base`: the entries before `base`'s newest one. Empty when
    /// these values do not extend `base` (they were not derived from it by writes).
    /// - Complexity: O(*n*) in the number of writes since `base`.
    func writes(since base: KeyedStorage) -> KeyedStorage {
        var entries: [Entry] = []
        var entry = head
        while let current = entry, current !== base.head {
            entries.append(current)
            entry = current.next
        }
        guard entry === base.head else { return KeyedStorage() }
        var result = KeyedStorage()
        for write in entries.reversed() { result.set(write.value, for: write.key) }
        return result
    }
}
