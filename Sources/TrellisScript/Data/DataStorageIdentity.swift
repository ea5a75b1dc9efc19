/// The storage of a loaded array (its elements) or record (its layout, which no other file's
/// records share): how loaded data is traced back to its file without keeping positions.
enum DataStorageIdentity: Hashable {
    case array(UnsafeRawPointer)
    case record(ObjectIdentifier)

    init?(_ value: Value) {
        switch value {
        case .array(let elements):
            guard let base = elements.withUnsafeBufferPointer({ $0.baseAddress }) else { return nil }
            self = .array(UnsafeRawPointer(base))
        case .record(let record):
            self = .record(ObjectIdentifier(record.layout))
        default:
            return nil
        }
    }
}
