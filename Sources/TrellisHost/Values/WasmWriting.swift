import CTrellis
import TrellisABI

/// Bytes laid out in the wasm32 layouts of ABI-wasm.md before they are copied into a plugin's
/// memory: pointer fields hold offsets into the bytes, and ``relocated(to:)`` adds the address
/// the bytes land at once it is known. Each distinct native string is copied in once however
/// many fields point to it (a default value shared by every subview is lent once).
struct WasmBlob {
    private(set) var bytes: [UInt8] = []
    /// Where pointer fields are (each holds the offset it points to, within the blob).
    private var pointers: [Int] = []
    /// The offsets of the native strings and lists copied in so far, by address and length.
    private var strings: [StringKey: Int] = [:]
    private var lists: [StringKey: Int] = [:]

    private struct StringKey: Hashable {
        let address: UInt
        let length: Int
    }

    /// Room for `size` zero bytes aligned to `alignment` (the blob lands 8-aligned); its offset.
    mutating func reserve(_ size: Int, alignment: Int = 8) -> Int {
        while bytes.count % alignment != 0 { bytes.append(0) }
        let offset = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: size))
        return offset
    }

    mutating func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { for (index, byte) in $0.enumerated() { bytes[offset + index] = byte } }
    }

    /// A pointer field at `offset` to `target` within the blob (`nil`: NULL).
    mutating func pointer(at offset: Int, to target: Int?) {
        guard let target else { return }
        put(UInt32(target), at: offset)
        pointers.append(offset)
    }

    /// The bytes as they must be at `address`: each pointer field's offset plus `address`, in
    /// `Int` arithmetic, and an error for a sum a 32-bit pointer cannot hold (the caller checks
    /// that the whole blob fits in memory at `address` first, which rules that out).
    func relocated(to address: WasmPointer) throws(WasmMemory.OutOfBounds) -> [UInt8] {
        var result = self
        for offset in pointers {
            let target = result.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
            result.put(try (address + Int(UInt32(littleEndian: target))).raw(), at: offset)
        }
        return result.bytes
    }

    /// Raw bytes copied in; their offset.
    mutating func append(_ raw: UnsafeRawBufferPointer, alignment: Int = 1) -> Int {
        let offset = reserve(0, alignment: alignment)
        bytes.append(contentsOf: raw)
        return offset
    }

    /// A `trellis_str` (8 bytes) at `offset` for `str`, its bytes appended.
    mutating func str(_ str: trellis_str, at offset: Int) {
        guard str.length > 0, let data = str.data else { return }
        let key = StringKey(address: UInt(bitPattern: data), length: str.length)
        let target = strings[key] ?? append(UnsafeRawBufferPointer(start: data, count: str.length))
        strings[key] = target
        pointer(at: offset, to: target)
        put(UInt32(str.length), at: offset + 4)
    }

    /// A NUL-terminated copy of `text`; its offset.
    mutating func cString(_ text: String) -> Int {
        var utf8 = Array(text.utf8)
        utf8.append(0)
        return utf8.withUnsafeBytes { append($0) }
    }

    /// A `trellis_value` (16 bytes) at `offset` for `value`.
    mutating func value(_ value: trellis_value, at offset: Int) {
        put(value.type, at: offset)
        put(value.count, at: offset + 4)
        switch Int32(bitPattern: value.type) {
        case TRELLIS_TYPE_BOOL: put(UInt32(value.as.boolean ? 1 : 0), at: offset + 8)
        case TRELLIS_TYPE_INT: put(value.as.integer, at: offset + 8)
        case TRELLIS_TYPE_DOUBLE: put(value.as.number.bitPattern, at: offset + 8)
        case TRELLIS_TYPE_STRING: str(value.as.string, at: offset + 8)
        case TRELLIS_TYPE_LIST:
            guard let items = value.as.items, value.count > 0 else { return }
            let key = StringKey(address: UInt(bitPattern: items), length: Int(value.count))
            if let base = lists[key] { return pointer(at: offset + 8, to: base) }
            let base = reserve(16 * Int(value.count))
            for index in 0..<Int(value.count) { self.value(items[index], at: base + 16 * index) }
            lists[key] = base
            pointer(at: offset + 8, to: base)
        default: break
        }
    }

    /// `count` named values (24 bytes each); the array's offset (`nil` for none).
    mutating func namedValues(_ values: UnsafePointer<trellis_named_value>?, count: Int) -> Int? {
        guard let values, count > 0 else { return nil }
        let base = reserve(24 * count)
        for index in 0..<count {
            str(values[index].name, at: base + 24 * index)
            value(values[index].value, at: base + 24 * index + 8)
        }
        return base
    }
}

/// The requests, cells and modifier calls the host hands a wasm plugin, in its layouts.
enum WasmWriting {
    /// A `trellis_layout_request` (56 bytes) with its content, arguments and environment, from
    /// the native one; its `context` is the plugin's handle and `host` its table's address.
    static func request(_ request: trellis_layout_request, handle: UInt32, host: UInt32) -> WasmBlob {
        var blob = WasmBlob()
        let base = blob.reserve(56)
        blob.put(UInt32(56), at: base)
        blob.put(request.proposal.width, at: base + 4)
        blob.put(request.proposal.height, at: base + 8)
        blob.pointer(at: base + 12, to: content(request.content.pointee, into: &blob))
        blob.pointer(at: base + 16, to: blob.namedValues(request.arguments, count: Int(request.argument_count)))
        blob.put(request.argument_count, at: base + 20)
        blob.pointer(at: base + 24, to: blob.namedValues(request.environment, count: Int(request.environment_count)))
        blob.put(request.environment_count, at: base + 28)
        blob.put(handle, at: base + 32)
        blob.put(UInt32(truncatingIfNeeded: UInt(bitPattern: request.user_data)), at: base + 36)
        blob.put(request.occurrence, at: base + 40)
        blob.put(host, at: base + 48)
        return blob
    }

    /// A `trellis_content` (20 bytes) with its subviews (16 bytes each) and sections (44).
    private static func content(_ content: trellis_content, into blob: inout WasmBlob) -> Int {
        let base = blob.reserve(20)
        blob.put(UInt32(20), at: base)
        let subviewCount = Int(content.subview_count), sectionCount = Int(content.section_count)
        if let subviews = content.subviews, subviewCount > 0 {
            let array = blob.reserve(16 * subviewCount)
            for index in 0..<subviewCount {
                let subview = subviews[index], offset = array + 16 * index
                blob.str(subview.id, at: offset)
                blob.pointer(at: offset + 8, to: blob.namedValues(subview.values, count: Int(subview.value_count)))
                blob.put(subview.value_count, at: offset + 12)
            }
            blob.pointer(at: base + 4, to: array)
        }
        blob.put(UInt32(subviewCount), at: base + 8)
        if let sections = content.sections, sectionCount > 0 {
            let array = blob.reserve(44 * sectionCount, alignment: 4)
            for index in 0..<sectionCount {
                let section = sections[index], offset = array + 44 * index
                blob.str(section.id, at: offset)
                for (field, range) in [(8, section.header), (16, section.content), (24, section.footer)] {
                    blob.put(range.start, at: offset + field)
                    blob.put(range.count, at: offset + field + 4)
                }
                blob.pointer(at: offset + 32, to: blob.namedValues(section.values, count: Int(section.value_count)))
                blob.put(section.value_count, at: offset + 36)
                blob.put(section.is_explicit, at: offset + 40)
            }
            blob.pointer(at: base + 12, to: array)
        }
        blob.put(UInt32(sectionCount), at: base + 16)
        return base
    }

    /// A `trellis_cells` (36 bytes) with its arrays, from native cells.
    static func cells(_ cells: trellis_cells) -> WasmBlob {
        var blob = WasmBlob()
        let base = blob.reserve(36)
        let count = Int(cells.width) * Int(cells.height)
        blob.put(UInt32(36), at: base)
        blob.put(cells.width, at: base + 4)
        blob.put(cells.height, at: base + 8)
        if let glyphs = cells.glyphs, count > 0 {
            blob.pointer(at: base + 12, to: blob.append(UnsafeRawBufferPointer(start: glyphs, count: count * 4), alignment: 4))
        }
        if let styles = cells.styles, count > 0 {
            blob.pointer(at: base + 16, to: blob.append(UnsafeRawBufferPointer(start: styles, count: count * 2), alignment: 2))
        }
        if let table = cells.style_table, cells.style_count > 0 {
            blob.pointer(at: base + 20, to: blob.append(UnsafeRawBufferPointer(start: table, count: Int(cells.style_count) * 12), alignment: 4))
        }
        blob.put(cells.style_count, at: base + 24)
        if let clusters = cells.clusters, cells.cluster_count > 0 {
            let array = blob.reserve(8 * Int(cells.cluster_count))
            for index in 0..<Int(cells.cluster_count) { blob.str(clusters[index], at: array + 8 * index) }
            blob.pointer(at: base + 28, to: array)
        }
        blob.put(cells.cluster_count, at: base + 32)
        return blob
    }

    /// What `trellis_wasm_modifier` takes after the function: the first argument (a
    /// `trellis_modifier_request` of 16 bytes, or the handle), the kinds string and the 8-byte
    /// slots, all in one blob at offsets `request`, `kinds` and `slots`.
    static func modifierCall(
        _ signature: ModifierSignature, values: [PluginValue], handle: UInt32, host: UInt32, userData: UInt32
    ) -> (blob: WasmBlob, request: Int?, kinds: Int, slots: Int) {
        var blob = WasmBlob()
        var request: Int?
        if signature.takesRequest {
            let offset = blob.reserve(16)
            blob.put(UInt32(16), at: offset)
            blob.put(handle, at: offset + 4)
            blob.put(host, at: offset + 8)
            blob.put(userData, at: offset + 12)
            request = offset
        }
        let kinds = blob.cString(String(signature.arguments.map { argument -> Character in
            switch argument {
            case .int64: "l"
            case .double: "d"
            case .int32, .bool, .string: "i"
            }
        }))
        let slots = blob.reserve(8 * max(1, values.count))
        for (index, (argument, value)) in zip(signature.arguments, values).enumerated() {
            let slot = slots + 8 * index
            switch (argument, value) {
            case (.int32, .int(let integer)): blob.put(Int32(truncatingIfNeeded: integer), at: slot)
            case (.int64, .int(let integer)): blob.put(Int64(integer), at: slot)
            case (.bool, .bool(let flag)): blob.put(UInt32(flag ? 1 : 0), at: slot)
            case (.double, .double(let number)): blob.put(number.bitPattern, at: slot)
            case (.string, .string(let text)): blob.pointer(at: slot, to: blob.cString(text))
            default: break  // a nullable string left out: NULL
            }
        }
        return (blob, request, kinds, slots)
    }
}
