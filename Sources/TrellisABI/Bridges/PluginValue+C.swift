import CTrellis

extension PluginValueType {
    /// The C type code (`TRELLIS_TYPE_*`); a list's element type travels separately.
    package var code: trellis_value_type {
        switch self {
        case .bool: trellis_value_type(TRELLIS_TYPE_BOOL)
        case .int: trellis_value_type(TRELLIS_TYPE_INT)
        case .double: trellis_value_type(TRELLIS_TYPE_DOUBLE)
        case .string: trellis_value_type(TRELLIS_TYPE_STRING)
        case .list: trellis_value_type(TRELLIS_TYPE_LIST)
        }
    }

    /// The C type code of a list's elements; 0 for other types.
    package var elementCode: trellis_value_type {
        if case .list(let element) = self { element.code } else { 0 }
    }

    /// The type of a C type code and list element code, or `nil` when they name none (nested
    /// lists are not part of the ABI).
    package init?(code: trellis_value_type, elementCode: trellis_value_type) {
        switch Int32(code) {
        case TRELLIS_TYPE_BOOL: self = .bool
        case TRELLIS_TYPE_INT: self = .int
        case TRELLIS_TYPE_DOUBLE: self = .double
        case TRELLIS_TYPE_STRING: self = .string
        case TRELLIS_TYPE_LIST:
            guard Int32(elementCode) != TRELLIS_TYPE_LIST,
                  let element = PluginValueType(code: elementCode, elementCode: 0) else { return nil }
            self = .list(element)
        default: return nil
        }
    }
}

extension PluginValue {
    /// The value a C value from the host holds, read by its own type code: the host checked it
    /// against the declaration before sending it, so a plugin reads it without checking again.
    /// `nil` for a type code the ABI does not define; strings that are not UTF-8 are repaired.
    package init?(fromHost value: trellis_value) {
        switch Int32(value.type) {
        case TRELLIS_TYPE_BOOL: self = .bool(value.as.boolean)
        case TRELLIS_TYPE_INT: self = .int(Int(truncatingIfNeeded: value.as.integer))
        case TRELLIS_TYPE_DOUBLE: self = .double(value.as.number)
        case TRELLIS_TYPE_STRING:
            let text = value.as.string
            guard let data = text.data, text.length > 0 else { self = .string(""); return }
            self = .string(String(decoding: UnsafeRawBufferPointer(start: data, count: text.length), as: UTF8.self))
        case TRELLIS_TYPE_LIST:
            let items = UnsafeBufferPointer(start: value.as.items, count: value.as.items == nil ? 0 : Int(value.count))
            self = .list(items.compactMap(PluginValue.init(fromHost:)))
        default: return nil
        }
    }

    /// Named values from the host by name, each read by its own type code.
    package static func named(fromHost values: UnsafePointer<trellis_named_value>?, count: UInt32) -> [String: PluginValue] {
        var result: [String: PluginValue] = [:]
        for named in UnsafeBufferPointer(start: values, count: values == nil ? 0 : Int(count)) {
            let name = named.name
            guard let data = name.data, name.length > 0, let value = PluginValue(fromHost: named.value) else { continue }
            result[String(decoding: UnsafeRawBufferPointer(start: data, count: name.length), as: UTF8.self)] = value
        }
        return result
    }
}
