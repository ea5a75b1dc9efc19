import CTrellis

/// Memory for what the host lends a plugin during calls (strings, values, arrays): allocated
/// as the data is encoded, freed all at once when the arena goes.
package final class Arena {
    public init() {}

    private var allocations: [UnsafeMutableRawPointer] = []

    deinit {
        for allocation in allocations { allocation.deallocate() }
    }

    /// Uninitialised room for `count` values of `type` (trivial types only).
    public func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: max(1, count) * MemoryLayout<T>.stride, alignment: MemoryLayout<T>.alignment)
        allocations.append(raw)
        return raw.bindMemory(to: T.self, capacity: max(1, count))
    }

    /// `values` copied into the arena.
    public func array<T>(_ values: [T]) -> UnsafePointer<T>? {
        guard !values.isEmpty else { return nil }
        let pointer = allocate(T.self, count: values.count)
        _ = UnsafeMutableBufferPointer(start: pointer, count: values.count).initialize(from: values)
        return UnsafePointer(pointer)
    }

    /// `string` as a UTF-8 slice in the arena.
    public func str(_ string: String) -> trellis_str {
        let utf8 = string.utf8
        guard !utf8.isEmpty else { return trellis_str(data: nil, length: 0) }
        let pointer = allocate(CChar.self, count: utf8.count + 1)
        var index = 0
        for byte in utf8 {
            pointer[index] = CChar(bitPattern: byte)
            index += 1
        }
        pointer[index] = 0
        return trellis_str(data: UnsafePointer(pointer), length: utf8.count)
    }

    /// `string`, NUL-terminated, in the arena.
    public func cString(_ string: String) -> UnsafePointer<CChar> {
        let utf8 = Array(string.utf8CString)
        let pointer = allocate(CChar.self, count: utf8.count)
        _ = UnsafeMutableBufferPointer(start: pointer, count: utf8.count).initialize(from: utf8)
        return UnsafePointer(pointer)
    }

    /// `value` as a C value whose strings and items live in the arena.
    public func value(_ value: PluginValue) -> trellis_value {
        var result = trellis_value()
        switch value {
        case .bool(let flag):
            result.type = trellis_value_type(TRELLIS_TYPE_BOOL)
            result.as.boolean = flag
        case .int(let integer):
            result.type = trellis_value_type(TRELLIS_TYPE_INT)
            result.as.integer = Int64(integer)
        case .double(let number):
            result.type = trellis_value_type(TRELLIS_TYPE_DOUBLE)
            result.as.number = number
        case .string(let string):
            result.type = trellis_value_type(TRELLIS_TYPE_STRING)
            result.as.string = str(string)
        case .list(let items):
            result.type = trellis_value_type(TRELLIS_TYPE_LIST)
            result.count = UInt32(items.count)
            result.as.items = array(items.map { self.value($0) })
        }
        return result
    }

    /// Named values in the arena.
    public func namedValues(_ values: [(name: String, value: PluginValue)]) -> UnsafePointer<trellis_named_value>? {
        array(values.map { trellis_named_value(name: str($0.name), value: value($0.value)) })
    }
}
