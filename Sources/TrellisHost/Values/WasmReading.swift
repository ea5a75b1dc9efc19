import CTrellis
import TrellisABI

/// Copies what a wasm plugin hands the host (its descriptor, values, cells) out of its linear
/// memory into the native structs of `trellis_plugin.h`, in `arena`, so that the checks the
/// host makes of native plugins read them unchanged. Offsets follow the wasm32 layouts
/// ABI-wasm.md gives. A function pointer of the plugin (an index into its function table)
/// becomes a native pointer field holding that index as its bit pattern: the host calls it
/// only through the plugin's trampolines, never natively.
///
/// Every byte copied counts against `copies` (each copy, even of a range copied before), so
/// that a small plugin memory referencing one large string many times cannot make the host
/// hold many times its memory cap.
struct WasmReading {
    let memory: WasmMemory
    let arena: Arena
    let copies: WasmCopyBudget

    typealias Failure = PluginError.Reason

    private func u32(_ pointer: WasmPointer) throws(Failure) -> UInt32 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.u32(pointer) } }
    private func u16(_ pointer: WasmPointer) throws(Failure) -> UInt16 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.load(UInt16.self, at: pointer) } }
    private func u64(_ pointer: WasmPointer) throws(Failure) -> UInt64 { try guarded { () throws(WasmMemory.OutOfBounds) in try memory.load(UInt64.self, at: pointer) } }
    private func pointer(_ pointer: WasmPointer) throws(Failure) -> WasmPointer { WasmPointer(try u32(pointer)) }
    /// `pointer` moved by `bytes` (a field's offset), for the reads above.
    private func field(_ pointer: WasmPointer, _ bytes: Int) throws(Failure) -> WasmPointer {
        try guarded { () throws(WasmMemory.OutOfBounds) in try pointer + bytes }
    }

    private func guarded<R>(_ body: () throws(WasmMemory.OutOfBounds) -> R) throws(Failure) -> R {
        do { return try body() } catch { throw .invalid(error.message) }
    }

    /// A native NUL-terminated copy of the text at `pointer` (`nil` for NULL).
    func text(_ pointer: WasmPointer) throws(Failure) -> UnsafeRawPointer? {
        guard !pointer.isNull else { return nil }
        let limit = CValueDecoding.maxStringLength
        guard let bytes = try guarded({ () throws(WasmMemory.OutOfBounds) in try memory.cString(at: pointer, limit: limit) }) else {
            throw .invalid("the text at offset \(pointer) is not NUL-terminated within \(limit) bytes")
        }
        try copies.charge(bytes.count + 1)
        let pointer = arena.allocate(CChar.self, count: bytes.count + 1)
        bytes.withUnsafeBytes { UnsafeMutableRawPointer(pointer).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        pointer[bytes.count] = 0
        return UnsafeRawPointer(pointer)
    }

    /// A native copy of the `trellis_str` (8 bytes: data, length) at `pointer`.
    func str(at pointer: WasmPointer) throws(Failure) -> trellis_str {
        try str(data: self.pointer(pointer), length: u32(field(pointer, 4)))
    }

    func str(data: WasmPointer, length: UInt32) throws(Failure) -> trellis_str {
        guard length > 0 else { return trellis_str(data: nil, length: 0) }
        guard Int(length) <= CValueDecoding.maxStringLength else {
            throw .invalid("a string is \(length) bytes long (limit \(CValueDecoding.maxStringLength))")
        }
        try copies.charge(Int(length))
        let pointer = arena.allocate(CChar.self, count: Int(length))
        try guarded { () throws(WasmMemory.OutOfBounds) in
            try memory.withBytes(at: data, count: Int(length)) { UnsafeMutableRawPointer(pointer).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        return trellis_str(data: UnsafePointer(pointer), length: Int(length))
    }

    /// A native copy of the `trellis_value` (16 bytes: type, count, 8-byte union) at `pointer`.
    func value(at pointer: WasmPointer, depth: Int = 0) throws(Failure) -> trellis_value {
        guard depth < 32 else { throw .invalid("a value nests lists deeper than 32 levels") }
        var result = trellis_value()
        result.type = try u32(pointer)
        result.count = try u32(field(pointer, 4))
        let payload = try field(pointer, 8)
        switch Int32(bitPattern: result.type) {
        case TRELLIS_TYPE_BOOL: result.as.boolean = try u32(payload) & 0xFF != 0
        case TRELLIS_TYPE_INT: result.as.integer = Int64(bitPattern: try u64(payload))
        case TRELLIS_TYPE_DOUBLE: result.as.number = Double(bitPattern: try u64(payload))
        case TRELLIS_TYPE_STRING: result.as.string = try str(at: payload)
        case TRELLIS_TYPE_LIST:
            let count = Int(result.count)
            guard count <= CValueDecoding.maxListCount else { throw .invalid("a list has \(count) items (limit \(CValueDecoding.maxListCount))") }
            let items = try self.pointer(payload)
            if count > 0, !items.isNull {
                try copies.charge(count * MemoryLayout<trellis_value>.stride)
                let native = arena.allocate(trellis_value.self, count: count)
                for index in 0..<count {
                    native[index] = try value(at: guarded { () throws(WasmMemory.OutOfBounds) in try items.element(index, stride: 16) }, depth: depth + 1)
                }
                result.as.items = UnsafePointer(native)
            }
        default: break  // an unknown type: the declared-type check rejects it
        }
        return result
    }

    /// A native copy of the descriptor at `offset`.
    func plugin(at offset: WasmPointer) throws(Failure) -> UnsafePointer<trellis_plugin> {
        let size = try u32(field(offset, 20))
        guard size >= 64 else { throw .invalid("trellis_plugin.struct_size is \(size); the wasm ABI needs at least 64") }
        var plugin = Self.zeroed(trellis_plugin.self)
        plugin.magic = try magic(at: offset)
        plugin.struct_size = UInt32(MemoryLayout<trellis_plugin>.size)
        try set(&plugin, [
            (\.name, text(pointer(field(offset, 24)))), (\.version, text(pointer(field(offset, 28)))),
            (\.summary, text(pointer(field(offset, 32)))),
        ])
        let containers = try array(at: field(offset, 36), known: 36) { (element) throws(Failure) in try container(at: element) }
        let keys = try array(at: field(offset, 44), known: 48) { (element) throws(Failure) in try valueKey(at: element) }
        let modifiers = try array(at: field(offset, 52), known: 28) { (element) throws(Failure) in try modifier(at: element) }
        set(&plugin, [(\.containers, containers.0), (\.value_keys, keys.0), (\.modifiers, modifiers.0)])
        plugin.container_count = containers.1
        plugin.value_key_count = keys.1
        plugin.modifier_count = modifiers.1
        let pointer = arena.allocate(trellis_plugin.self, count: 1)
        pointer.initialize(to: plugin)
        return UnsafePointer(pointer)
    }

    /// The frozen magic block (20 bytes on wasm32).
    func magic(at offset: WasmPointer) throws(Failure) -> trellis_magic {
        trellis_magic(
            struct_size: UInt32(MemoryLayout<trellis_magic>.size), abi_major: try u16(field(offset, 4)),
            abi_minor: try u16(field(offset, 6)), abi_minor_required: try u16(field(offset, 8)),
            pointer_size: try u16(field(offset, 10)), value_size: try u16(field(offset, 12)), runtime: try u16(field(offset, 14)),
            runtime_version: try text(pointer(field(offset, 16)))?.assumingMemoryBound(to: CChar.self))
    }

    /// The (pointer, count) pair at `field` as a native array: every wasm element has the first
    /// one's struct_size, at least `known`; each is read by `element` at its offset.
    private func array<T>(
        at pair: WasmPointer, known: UInt32, _ element: (WasmPointer) throws(Failure) -> T
    ) throws(Failure) -> (UnsafeRawPointer?, UInt32) {
        let base = try pointer(pair), count = try u32(field(pair, 4))
        guard count > 0, !base.isNull else { return (nil, count) }
        guard count <= 4096 else { throw .invalid("an array of the descriptor has \(count) elements (limit 4096)") }
        let stride = try u32(base)
        guard stride >= known, stride <= 1 << 16, stride % 4 == 0 else {
            throw .invalid("an array element's struct_size is \(stride); the wasm ABI needs at least \(known)")
        }
        try copies.charge(Int(count) * MemoryLayout<T>.stride)
        let native = arena.allocate(T.self, count: Int(count))
        for index in 0..<Int(count) {
            let offset = try guarded { () throws(WasmMemory.OutOfBounds) in try base.element(index, stride: Int(stride)) }
            guard try u32(offset) == stride else { throw .invalid("element \(index) of an array has a struct_size unlike the first's") }
            native[index] = try element(offset)
        }
        return (UnsafeRawPointer(native), count)
    }

    private func container(at offset: WasmPointer) throws(Failure) -> trellis_container {
        var container = Self.zeroed(trellis_container.self)
        container.struct_size = UInt32(MemoryLayout<trellis_container>.size)
        let parameters = try array(at: field(offset, 12), known: 48) { (element) throws(Failure) in try parameter(at: element) }
        try set(&container, [
            (\.name, text(pointer(field(offset, 4)))), (\.summary, text(pointer(field(offset, 8)))), (\.parameters, parameters.0),
        ])
        container.parameter_count = parameters.1
        container.flags = try u32(field(offset, 20))
        try setBits(&container, [
            (\.size_that_fits, u32(field(offset, 24))), (\.layout, u32(field(offset, 28))), (\.user_data, u32(field(offset, 32))),
        ])
        return container
    }

    private func parameter(at offset: WasmPointer) throws(Failure) -> trellis_parameter {
        var parameter = Self.zeroed(trellis_parameter.self)
        parameter.struct_size = UInt32(MemoryLayout<trellis_parameter>.size)
        try set(&parameter, [(\.name, text(pointer(field(offset, 4)))), (\.summary, text(pointer(field(offset, 40))))])
        parameter.type = try u32(field(offset, 8))
        parameter.element_type = try u32(field(offset, 12))
        parameter.flags = try u32(field(offset, 16))
        parameter.default_value = try value(at: field(offset, 24))
        return parameter
    }

    private func valueKey(at offset: WasmPointer) throws(Failure) -> trellis_value_key {
        var key = Self.zeroed(trellis_value_key.self)
        key.struct_size = UInt32(MemoryLayout<trellis_value_key>.size)
        try set(&key, [(\.name, text(pointer(field(offset, 4)))), (\.summary, text(pointer(field(offset, 40))))])
        key.type = try u32(field(offset, 8))
        key.element_type = try u32(field(offset, 12))
        key.scope = try u32(field(offset, 16))
        key.default_value = try value(at: field(offset, 24))
        return key
    }

    private func modifier(at offset: WasmPointer) throws(Failure) -> trellis_modifier {
        var modifier = Self.zeroed(trellis_modifier.self)
        modifier.struct_size = UInt32(MemoryLayout<trellis_modifier>.size)
        try set(&modifier, [
            (\.name, text(pointer(field(offset, 4)))), (\.signature, text(pointer(field(offset, 8)))),
            (\.labels, text(pointer(field(offset, 12)))), (\.summary, text(pointer(field(offset, 24)))),
        ])
        try setBits(&modifier, [(\.function, u32(field(offset, 16))), (\.user_data, u32(field(offset, 20)))])
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
    func cells(at offset: WasmPointer) throws(Failure) -> trellis_cells {
        let size = try u32(offset)
        guard size >= 36 else { throw .invalid("trellis_cells.struct_size is \(size), expected 36") }
        let width = Int32(bitPattern: try u32(field(offset, 4))), height = Int32(bitPattern: try u32(field(offset, 8)))
        guard width >= 0, height >= 0, Int(width) <= CellsBridge.maxWidth, Int(height) <= CellsBridge.maxHeight,
              Int(width) * Int(height) <= CellsBridge.maxCells else {
            throw .invalid("cells of \(width)×\(height) are out of bounds")
        }
        let count = Int(width) * Int(height)
        let styleCount = try u32(field(offset, 24)), clusterCount = try u32(field(offset, 32))
        guard styleCount <= 1 << 16, clusterCount <= UInt32(CellsBridge.maxCells) else { throw .invalid("cells have too many styles or clusters") }
        var cells = trellis_cells()
        cells.struct_size = UInt32(MemoryLayout<trellis_cells>.size)
        cells.width = width
        cells.height = height
        cells.glyphs = try copy(pointer(field(offset, 12)), count: count, as: UInt32.self)
        cells.styles = try copy(pointer(field(offset, 16)), count: count, as: UInt16.self)
        cells.style_count = styleCount
        if let table = try copy(pointer(field(offset, 20)), count: Int(styleCount) * 3, as: UInt32.self) {
            let styles = arena.allocate(trellis_style.self, count: Int(styleCount))
            for index in 0..<Int(styleCount) {
                styles[index] = trellis_style(attributes: table[index * 3], foreground: table[index * 3 + 1], background: table[index * 3 + 2])
            }
            cells.style_table = UnsafePointer(styles)
        }
        cells.cluster_count = clusterCount
        let clusters = try pointer(field(offset, 28))
        if clusterCount > 0, !clusters.isNull {
            try copies.charge(Int(clusterCount) * MemoryLayout<trellis_str>.stride)
            let native = arena.allocate(trellis_str.self, count: Int(clusterCount))
            for index in 0..<Int(clusterCount) {
                native[index] = try str(at: guarded { () throws(WasmMemory.OutOfBounds) in try clusters.element(index, stride: 8) })
            }
            cells.clusters = UnsafePointer(native)
        }
        return cells
    }

    /// `count` little-endian integers at `offset`, copied (`nil` when the offset is 0 or none).
    private func copy<T: FixedWidthInteger>(_ offset: WasmPointer, count: Int, as type: T.Type) throws(Failure) -> UnsafePointer<T>? {
        guard !offset.isNull, count > 0 else { return nil }
        try guarded { () throws(WasmMemory.OutOfBounds) in try memory.check(offset, count * MemoryLayout<T>.size) }
        try copies.charge(count * MemoryLayout<T>.size)
        let native = arena.allocate(T.self, count: count)
        try guarded { () throws(WasmMemory.OutOfBounds) in
            try memory.withBytes(at: offset, count: count * MemoryLayout<T>.size) { bytes in
                for index in 0..<count { native[index] = T(littleEndian: bytes.loadUnaligned(fromByteOffset: index * MemoryLayout<T>.size, as: T.self)) }
            }
        }
        return UnsafePointer(native)
    }
}
