import CTrellis
import Trellis
import TrellisABI
import Glibc

/// Reading what a plugin hands the host, trusting nothing: every string is checked for UTF-8
/// and length, every value for its declared type, every count for its limit.
enum CValueDecoding {
    /// The longest string the host accepts from a plugin, in bytes.
    static let maxStringLength = 1 << 20
    /// The most items the host accepts in a list.
    static let maxListCount = 1 << 16

    /// The string of a UTF-8 slice.
    static func string(_ str: trellis_str, what: @autoclosure () -> String) throws(PluginError.Reason) -> String {
        guard str.length > 0 else { return "" }
        guard let data = str.data else { throw .invalid("\(what()) has a length but no data") }
        guard str.length <= maxStringLength else {
            throw .invalid("\(what()) is \(str.length) bytes long (limit \(maxStringLength))")
        }
        let bytes = UnsafeRawBufferPointer(start: data, count: str.length).bindMemory(to: UInt8.self)
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw .invalid("\(what()) is not valid UTF-8")
        }
        return string
    }

    /// The string of a NUL-terminated descriptor text (a name, version, summary, signature),
    /// with control characters made visible: such texts are only ever shown, on terminals too.
    static func cString(_ pointer: UnsafePointer<CChar>?, what: @autoclosure () -> String) throws(PluginError.Reason) -> String {
        guard let pointer else { throw .invalid("\(what()) is NULL") }
        let length = strnlen(pointer, maxStringLength + 1)
        guard length <= maxStringLength else { throw .invalid("\(what()) is not NUL-terminated within \(maxStringLength) bytes") }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length).bindMemory(to: UInt8.self)
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw .invalid("\(what()) is not valid UTF-8")
        }
        return TerminalSafety.visible(string)
    }

    /// The value of a C value declared as `type`.
    static func value(_ value: trellis_value, as type: PluginValueType, what: @autoclosure () -> String) throws(PluginError.Reason) -> PluginValue {
        guard value.type == type.code else {
            throw .invalid("\(what()) has type code \(value.type), declared \(type) (code \(type.code))")
        }
        switch type {
        case .bool: return .bool(value.as.boolean)
        case .int:
            guard let integer = Int(exactly: value.as.integer) else { throw .invalid("\(what()) does not fit an Int") }
            return .int(integer)
        case .double: return .double(value.as.number)
        case .string: return .string(try string(value.as.string, what: what()))
        case .list(let element):
            let count = Int(value.count)
            guard count <= maxListCount else { throw .invalid("\(what()) has \(count) items (limit \(maxListCount))") }
            guard count > 0 else { return .list([]) }
            guard let items = value.as.items else { throw .invalid("\(what()) has \(count) items but no item pointer") }
            var result: [PluginValue] = []
            result.reserveCapacity(count)
            for index in 0..<count {
                result.append(try self.value(items[index], as: element, what: "\(what())[\(index)]"))
            }
            return .list(result)
        }
    }

    /// `count` structs of `type` at `pointer`, each beginning with (or, with `sizeOffset`, holding
    /// at that offset) its struct size; the elements are read by the size of the first, at
    /// least `minimumSize`, and copied into zeroed structs of the host's layout.
    static func structs<T>(
        _ pointer: UnsafeRawPointer?, count: UInt32, of type: T.Type, minimumSize: Int, limit: Int = 4096,
        what: String
    ) throws(PluginError.Reason) -> [T] {
        guard count > 0 else { return [] }
        guard Int(count) <= limit else { throw .invalid("\(what) count \(count) exceeds the limit of \(limit)") }
        guard let pointer else { throw .invalid("\(what) count is \(count) but the array is NULL") }
        let stride = Int(pointer.loadUnaligned(as: UInt32.self))
        guard stride >= minimumSize, stride % MemoryLayout<UInt32>.alignment == 0, stride <= 1 << 16 else {
            throw .invalid("\(what) struct_size is \(stride); this host needs at least \(minimumSize)")
        }
        var result: [T] = []
        result.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let element = pointer + index * stride
            guard Int(element.loadUnaligned(as: UInt32.self)) == stride else {
                throw .invalid("\(what) \(index) has struct_size \(element.loadUnaligned(as: UInt32.self)), the first has \(stride)")
            }
            result.append(copy(element, size: stride, as: T.self))
        }
        return result
    }

    /// The first `size` bytes at `pointer` over a zeroed `T`: fields beyond `size` read as zero.
    static func copy<T>(_ pointer: UnsafeRawPointer, size: Int, as type: T.Type) -> T {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
        raw.copyMemory(from: pointer, byteCount: min(size, MemoryLayout<T>.size))
        return raw.load(as: T.self)
    }
}

extension CValueDecoding {
    /// The raw bits of the pointer field at `keyPath` of `value`: read without trusting the
    /// header's nullability, since a misbehaving plugin may leave a non-null field NULL.
    static func pointer<T>(_ value: T, _ keyPath: PartialKeyPath<T>) -> UnsafeRawPointer? {
        guard let offset = MemoryLayout<T>.offset(of: keyPath) else { return nil }
        return withUnsafeBytes(of: value) { UnsafeRawPointer(bitPattern: $0.load(fromByteOffset: offset, as: UInt.self)) }
    }

    /// The NUL-terminated string of the pointer field at `keyPath` (`nil` when NULL and
    /// `optional`).
    static func text<T>(_ value: T, _ keyPath: PartialKeyPath<T>, optional: Bool = false, what: @autoclosure () -> String) throws(PluginError.Reason) -> String? {
        guard let raw = pointer(value, keyPath) else {
            if optional { return nil }
            throw .invalid("\(what()) is NULL")
        }
        return try cString(raw.assumingMemoryBound(to: CChar.self), what: what())
    }

    /// Whether `name` is an identifier documents can spell: a letter or `_`, then letters,
    /// digits and `_`, at most 64 characters.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 64 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F }
        return isLetter(first) && name.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }
}
