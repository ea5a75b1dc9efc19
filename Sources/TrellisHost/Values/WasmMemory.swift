import WasmKit

/// A wasm plugin's linear memory, read and written at a ``WasmPointer`` with every range
/// checked in `Int` arithmetic: an offset a plugin hands the host that does not lie inside its
/// memory is an error, never a host crash. Nothing here keeps a native pointer past one access,
/// since the memory moves when the plugin grows it.
struct WasmMemory {
    let memory: Memory

    /// Why `count` bytes at `offset` cannot be accessed, thrown as a plugin misbehaviour.
    struct OutOfBounds: Error {
        let offset: Int
        let count: Int
        var message: String { "\(count) bytes at offset \(offset) lie outside the plugin's memory" }
    }

    /// The memory's size in bytes now.
    var byteCount: Int { memory.byteCount }

    /// Throws unless the `count` bytes at `pointer` lie inside the memory.
    func check(_ pointer: WasmPointer, _ count: Int) throws(OutOfBounds) {
        let (end, overflow) = pointer.offset.addingReportingOverflow(count)
        guard count >= 0, pointer.offset >= 0, !overflow, end <= memory.byteCount else {
            throw OutOfBounds(offset: pointer.offset, count: count)
        }
    }

    /// Runs `body` over `count` bytes at `pointer`.
    func withBytes<R>(at pointer: WasmPointer, count: Int, _ body: (UnsafeRawBufferPointer) -> R) throws(OutOfBounds) -> R {
        try check(pointer, count)
        guard count > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return memory.withUnsafeBufferPointer(offset: UInt(pointer.offset), count: count, body)
    }

    func bytes(at pointer: WasmPointer, count: Int) throws(OutOfBounds) -> [UInt8] {
        try withBytes(at: pointer, count: count) { Array($0) }
    }

    func load<T: FixedWidthInteger>(_ type: T.Type, at pointer: WasmPointer) throws(OutOfBounds) -> T {
        try withBytes(at: pointer, count: MemoryLayout<T>.size) { T(littleEndian: $0.loadUnaligned(as: T.self)) }
    }

    func u32(_ pointer: WasmPointer) throws(OutOfBounds) -> UInt32 { try load(UInt32.self, at: pointer) }

    /// The u32 at `pointer` read as an offset into the memory.
    func pointer(at pointer: WasmPointer) throws(OutOfBounds) -> WasmPointer { WasmPointer(try u32(pointer)) }

    /// Copies `bytes` to `pointer`.
    func write(_ bytes: [UInt8], at pointer: WasmPointer) throws(OutOfBounds) {
        try check(pointer, bytes.count)
        guard !bytes.isEmpty else { return }
        memory.withUnsafeMutableBufferPointer(offset: UInt(pointer.offset), count: bytes.count) { target in
            bytes.withUnsafeBytes { target.copyMemory(from: $0) }
        }
    }

    func store<T: FixedWidthInteger>(_ value: T, at pointer: WasmPointer) throws(OutOfBounds) {
        try write(withUnsafeBytes(of: value.littleEndian) { Array($0) }, at: pointer)
    }

    /// The NUL-terminated text at `pointer`, at most `limit` bytes before the NUL.
    func cString(at pointer: WasmPointer, limit: Int) throws(OutOfBounds) -> [UInt8]? {
        try check(pointer, 0)
        let available = min(limit + 1, memory.byteCount - pointer.offset)
        return try withBytes(at: pointer, count: available) { bytes in
            bytes.firstIndex(of: 0).map { Array(bytes[..<$0]) }
        }
    }
}
