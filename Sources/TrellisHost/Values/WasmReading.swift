import CTrellis
@_spi(Embedding) import TrellisABI

/// Copies what a wasm plugin hands the host (its descriptor, values, cells) out of its linear
/// memory into the native structs of `trellis_plugin.h`, in `arena`, so that the checks the
/// host makes of native plugins read them unchanged. Offsets follow the wasm32 layouts
/// ABI-wasm.md gives. A function pointer of the plugin (an index into its function table)
/// becomes a native pointer field holding that index as its bit pattern: the host calls it
/// only through the plugin's trampolines, never natively.
struct WasmReading {
    let memory: WasmMemory
    let arena: Arena

    typealias Failure = PluginError.Reason

    private func u32(_ offset: UInt32) throws(Failure) -> UInt32 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.u32(offset) } }
    private func u16(_ offset: UInt32) throws(Failure) -> UInt16 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.load(UInt16.self, at: offset) } }
    private func u64(_ offset: UInt32) throws(Failure) -> UInt64 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.load(UInt64.self, at: offset) } }

    private func guarded<R>(_ body: () throws(WasmMemory.OutOfBounds) -> R) throws(Failure) -> R {
        do { return try body() } catch { throw .invalid(error.message) }
    }

    /// A native NUL-terminated copy of the text at `offset` (`nil` for offset 0).
    func text(_ offset: UInt32) throws(Failure) -> UnsafeRawPointer? {
        guard offset != 0 else { return nil }
        let limit = CValueDecoding.maxStringLength
        guard let bytes = try guarded({ () throws(WasmMemory.OutOfBounds) in try memory.cString(at: offset, limit: limit) }) else {
            throw .invalid("the text at offset \(offset) is not NUL-terminated within \(limit) bytes")
        }
        let pointer = arena.allocate(CChar.self, count: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return UnsafeRawPointer(pointer)
    }

    /// A native copy of the `trellis_str` (8 bytes: data, length) at `offset`.
    func str(at offset: UInt32) throws(Failure) -> trellis_str {
        try str(data: u32(offset), length: u32(offset + 4))
    }

    func str(data: UInt32, length: UInt32) throws(Failure) -> trellis_str {
        guard length > 0 else { return trellis_str(data: nil, length: 0) }
        guard Int(length) <= CValueDecoding.maxStringLength else {
            throw .invalid("a string is \(length) bytes long (limit \(CValueDecoding.maxStringLength))")
        }
        let bytes = try guarded { () throws(WasmMemory.OutOfBounds) in try memory.bytes(at: data, count: Int(length)) }
        let pointer = arena.allocate(CChar.self, count: bytes.count)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        return trellis_str(data: UnsafePointer(pointer), length: bytes.count)
    }

    /// A native copy of the `trellis_value` (16 bytes: type, count, 8-byte union) at `offset`.
    func value(at offset: UInt32, depth: Int = 0) throws(Failure) -> trellis_value {
        guard depth < 32 else { throw .invalid("a value nests lists deeper than 32 levels") }
        var result = trellis_value()
        result.type = try u32(offset)
        result.count = try u32(offset + 4)
        switch Int32(bitPattern: result.type) {
        case TRELLIS_TYPE_BOOL: result.as.boolean = try u32(offset + 8) & 0xFF != 0
        case TRELLIS_TYPE_INT: result.as.integer = Int64(bitPattern: try u64(offset + 8))
        case TRELLIS_TYPE_DOUBLE: result.as.number = Double(bitPattern: try u64(offset + 8))
        case TRELLIS_TYPE_STRING: result.as.string = try str(at: offset + 8)
        case TRELLIS_TYPE_LIST:
            let count = Int(result.count)
            guard count <= CValueDecoding.maxListCount else { throw .invalid("a list has \(count) items (limit \(CValueDecoding.maxListCount))") }
            let items = try u32(offset + 8)
            if count > 0, items != 0 {
                let native = arena.allocate(trellis_value.self, count: count)
                for index in 0..<count { native[index] = try value(at: items + UInt32(index) * 16, depth: depth + 1) }
                result.as.items = UnsafePointer(native)
            }
        default: break  // an unknown type: the declared-type check rejects it
        }
        return result
    }

    /// A native copy of the descriptor at `offset`.
    func plugin(at offset: UInt32) throws(Failure) -> UnsafePointer<trellis_plugin> {
        let size = try u32(offset + 20)
        guard size >= 64 else { throw .invalid("trellis_plugin.struct_size is \(size); the wasm ABI needs at least 64") }
        var plugin = Self.zeroed(trellis_plugin.self)
        plugin.magic = try magic(at: offset)
        plugin.struct_size = UInt32(MemoryLayout<trellis_plugin>.size)
        try set(&plugin, [(\.name, text(u32(offset + 24))), (\.version, text(u32(offset + 28))), (\.summary, text(u32(offset + 32)))])
        let containers = try array(at: offset + 36, known: 36) { (element) throws(Failure) in try container(at: element) }
        let keys = try array(at: offset + 44, known: 48) { (element) throws(Failure) in try valueKey(at: element) }
        let modifiers = try array(at: offset + 52, known: 28) { (element) throws(Failure) in try modifier(at: element) }
        set(&plugin, [(\.containers, containers.0), (\.value_keys, keys.0), (\.modifiers, modifiers.0)])
        plugin.container_count = containers.1
        plugin.value_key_count = keys.1
        plugin.modifier_count = modifiers.1
        let pointer = arena.allocate(trellis_plugin.self, count: 1)
        pointer.initialize(to: plugin)
        return UnsafePointer(pointer)
    }

    /// The frozen magic block (20 bytes on wasm32).
    func magic(at offset: UInt32) throws(Failure) -> trellis_magic {
        trellis_magic(
            struct_size: UInt32(MemoryLayout<trellis_magic>.size), abi_major: try u16(offset + 4), abi_minor: try u16(offset + 6),
            abi_minor_required: try u16(offset + 8), pointer_size: try u16(offset + 10), value_size: try u16(offset + 12),
            runtime: try u16(offset + 14), runtime_version: try text(u32(offset + 16))?.assumingMemoryBound(to: CChar.self))
    }

    /// The (pointer, count) pair at `field` as a native array: every wasm element has the first
    /// one's struct_size, at least `known`; each is read by `element` at its offset.
    private func array<T>(
        at field: UInt32, known: UInt32, _ element: (UInt32) throws(Failure) -> T
    ) throws(Failure) -> (UnsafeRawPointer?, UInt32) {
        let base = try u32(field), count = try u32(field + 4)
        guard count > 0, base != 0 else { return (nil, count) }
        guard count <= 4096 else { throw .invalid("an array of the descriptor has \(count) elements (limit 4096)") }
        let stride = try u32(base)
        guard stride >= known, stride <= 1 << 16, stride % 4 == 0 else {
            throw .invalid("an array element's struct_size is \(stride); the wasm ABI needs at least \(known)")
        }
        let native = arena.allocate(T.self, count: Int(count))
        for index in 0..<count {
            let offset = base + index * stride
            guard try u32(offset) == stride else { throw .invalid("element \(index) of an array has a struct_size unlike the first's") }
            native[Int(index)] = try element(offset)
        }
        return (UnsafeRawPointer(native), count)
    }

    private func container(at offset: UInt32) throws(Failure) -> trellis_container {
        var container = Self.zeroed(trellis_container.self)
        container.struct_size = UInt32(MemoryLayout<trellis_container>.size)
        let parameters = try array(at: offset + 12, known: 48) { (element) throws(Failure) in try parameter(at: element) }
        try set(&container, [(\.name, text(u32(offset + 4))), (\.summary, text(u32(offset + 8))), (\.parameters, parameters.0)])
        container.parameter_count = parameters.1
        container.flags = try u32(offset + 20)
        try setBits(&container, [(\.size_that_fits, u32(offset + 24)), (\.layout, u32(offset + 28)), (\.user_data, u32(offset + 32))])
        return container
    }

    private func parameter(at offset: UInt32) throws(Failure) -> trellis_parameter {
        var parameter = Self.zeroed(trellis_parameter.self)
        parameter.struct_size = UInt32(MemoryLayout<trellis_parameter>.size)
        try set(&parameter, [(\.name, text(u32(offset + 4))), (\.summary, text(u32(offset + 40)))])
        parameter.type = try u32(offset + 8)
        parameter.element_type = try u32(offset + 12)
        parameter.flags = try u32(offset + 16)
        parameter.default_value = try value(at: offset + 24)
        return parameter
    }

    private func valueKey(at offset: UInt32) throws(Failure) -> trellis_value_key {
        var key = Self.zeroed(trellis_value_key.self)
        key.struct_size = UInt32(MemoryLayout<trellis_value_key>.size)
        try set(&key, [(\.name, text(u32(offset + 4))), (\.summary, text(u32(offset + 40)))])
        key.type = try u32(offset + 8)
        key.element_type = try u32(offset + 12)
        key.scope = try u32(offset + 16)
        key.default_value = try value(at: offset + 24)
        return key
    }

    private func modifier(at offset: UInt32) throws(Failure) -> trellis_modifier {
        var modifier = Self.zeroed(trellis_modifier.self)
        modifier.struct_size = UInt32(MemoryLayout<trellis_modifier>.size)
        try set(&modifier, [
            (\.name, text(u32(offset + 4))), (\.signature, text(u32(offset + 8))), (\.labels, text(u32(offset + 12))),
            (\.summary, text(u32(offset + 24))),
        ])
        try setBits(&modifier, [(\.function, u32(offset + 16)), (\.user_data, u32(offset + 20))])
        return modifier
    }

    /// A `T` of zero bytes (its non-null pointer fields too, until they are set).
    private static func zeroed<T>(_ type: T.Type) -> T {
        withUnsafeBytes(of: UInt64(0)) { CValueDecoding.copy($0.baseAddress!, size: 0, as: T.self) }
    }

    /// Sets the pointer fields at the key paths (through their bits: the header declares some
    /// non-null, and a plugin may still leave them NULL for the host's checks to reject).
    private func set<T>(_ value: inout T, _ fields: [(PartialKeyPath<T>, UnsafeRawPointer?)]) {
        setBits(&value, fields.map { ($0.0, UInt(bitPattern: $0.1)) })
    }

    private func setBits<T>(_ value: inout T, _ fields: [(PartialKeyPath<T>, UInt)]) {
        withUnsafeMutableBytes(of: &value) { bytes in
            for (keyPath, bits) in fields {
                bytes.storeBytes(of: bits, toByteOffset: MemoryLayout<T>.offset(of: keyPath)!, as: UInt.self)
            }
        }
    }

    private func setBits<T>(_ value: inout T, _ fields: [(PartialKeyPath<T>, UInt32)]) {
        setBits(&value, fields.map { ($0.0, UInt($0.1)) })
    }

    /// A native copy of the `trellis_cells` (36 bytes) at `offset`, its arrays bounded by the
    /// host's limits before anything is read.
    func cells(at offset: UInt32) throws(Failure) -> trellis_cells {
        let size = try u32(offset)
        guard size >= 36 else { throw .invalid("trellis_cells.struct_size is \(size), expected 36") }
        let width = Int32(bitPattern: try u32(offset + 4)), height = Int32(bitPattern: try u32(offset + 8))
        guard width >= 0, height >= 0, Int(width) <= CellsBridge.maxWidth, Int(height) <= CellsBridge.maxHeight,
              Int(width) * Int(height) <= CellsBridge.maxCells else {
            throw .invalid("cells of \(width)×\(height) are out of bounds")
        }
        let count = Int(width) * Int(height)
        let styleCount = try u32(offset + 24), clusterCount = try u32(offset + 32)
        guard styleCount <= 1 << 16, clusterCount <= UInt32(CellsBridge.maxCells) else { throw .invalid("cells have too many styles or clusters") }
        var cells = trellis_cells()
        cells.struct_size = UInt32(MemoryLayout<trellis_cells>.size)
        cells.width = width
        cells.height = height
        cells.glyphs = try copy(u32(offset + 12), count: count, as: UInt32.self)
        cells.styles = try copy(u32(offset + 16), count: count, as: UInt16.self)
        cells.style_count = styleCount
        if let table = try copy(u32(offset + 20), count: Int(styleCount) * 3, as: UInt32.self) {
            let styles = arena.allocate(trellis_style.self, count: Int(styleCount))
            for index in 0..<Int(styleCount) {
                styles[index] = trellis_style(attributes: table[index * 3], foreground: table[index * 3 + 1], background: table[index * 3 + 2])
            }
            cells.style_table = UnsafePointer(styles)
        }
        cells.cluster_count = clusterCount
        let clusters = try u32(offset + 28)
        if clusterCount > 0, clusters != 0 {
            let native = arena.allocate(trellis_str.self, count: Int(clusterCount))
            for index in 0..<clusterCount { native[Int(index)] = try str(at: clusters + index * 8) }
            cells.clusters = UnsafePointer(native)
        }
        return cells
    }

    /// `count` little-endian integers at `offset`, copied (`nil` when the offset is 0 or none).
    private func copy<T: FixedWidthInteger>(_ offset: UInt32, count: Int, as type: T.Type) throws(Failure) -> UnsafePointer<T>? {
        guard offset != 0, count > 0 else { return nil }
        let native = arena.allocate(T.self, count: count)
        try guarded { () throws(WasmMemory.OutOfBounds) in
            try memory.withBytes(at: offset, count: count * MemoryLayout<T>.size) { bytes in
                for index in 0..<count { native[index] = T(littleEndian: bytes.loadUnaligned(fromByteOffset: index * MemoryLayout<T>.size, as: T.self)) }
            }
        }
        return UnsafePointer(native)
    }
}
