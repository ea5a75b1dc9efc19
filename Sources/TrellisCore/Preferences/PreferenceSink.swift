/// Collects the preference values produced by a subtree while its layout nodes are made, in
/// tree order.
///
/// Each reader (``View/overlayPreferenceValue(_:alignment:_:)``, a writer replacing its
/// content's value) gives its content a sink of its own, reads it, then merges it into the
/// enclosing sink so that preferences keep flowing up.
final class PreferenceSink {
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var order: [ObjectIdentifier] = []

    /// Adds `value` for `key` after the values already collected.
    func write<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        add(ObjectIdentifier(key), value: value, reduce: { current, next in
            var typed = current as! K.Value
            K.reduce(value: &typed, nextValue: { next as! K.Value })
            current = typed
        })
    }

    private func add(_ id: ObjectIdentifier, value: Any, reduce: @escaping (inout Any, Any) -> Void) {
        if var entry = entries[id] {
            entry.reduce(&entry.value, value)
            entries[id] = entry
        } else {
            entries[id] = Entry(value: value, reduce: reduce)
            order.append(id)
        }
    }

    /// The combined value for `key`, or its default when nothing produced one.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }

    /// Forgets what the subtree produced for `key` (a writer replaces it).
    func remove<K: PreferenceKey>(_ key: K.Type) {
        let id = ObjectIdentifier(key)
        if entries.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
    }

    /// Adds everything `other` collected, in its order, after this sink's values.
    func merge(_ other: PreferenceSink) {
        for id in other.order {
            guard let entry = other.entries[id] else { continue }
            add(id, value: entry.value, reduce: entry.reduce)
        }
    }
}
