/// A field name of loaded data, compared by its Unicode scalars (its UTF-8 bytes) as RFC 8259
/// compares JSON keys, not by canonical equivalence as `String` compares: `é` and `e` +
/// U+0301 are two keys, and only a key spelled the same twice is a duplicate.
struct DataKey: Hashable, Comparable {
    let name: String

    static func == (a: DataKey, b: DataKey) -> Bool {
        a.name.utf8.elementsEqual(b.name.utf8)
    }

    static func < (a: DataKey, b: DataKey) -> Bool {
        a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = name.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in name.utf8 { hasher.combine(byte) }
        }
        hasher.combine(name.utf8.count)
    }
}
