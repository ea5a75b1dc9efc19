import WasmKit

/// A wasm plugin's linear memory, read and written by 32-bit offset with every range checked:
/// an offset a plugin hands the host that does not lie inside its memory is an error, never a
/// host crash. Nothing here keeps a native pointer past one access, since the memory moves
/// when the plugin grows it.
struct WasmMemory {
    let memory: Memory

    /// Why `count` bytes at `offset` cannot be accessed, thrown as a plugin misbehaviour.
    struct OutOfBounds: Error {
        let offset: UInt32
        let count: Int
        var message: String { "\(count) bytes at offset \(offset) lie outside the plugin's memory" }
    }

    func check(_ offset: UInt32, _ count: Int) throws(OutOfBounds) {
        guard count >= 0, Int(offset) + count <= memory.byteCount else { throw OutOfBounds(offset: offset, count: count) }
    }

    /// Runs `body` over `count` bytes at `offset`.
    func withBytes<R>(at offset: UInt32, count: Int, _ body: (UnsafeRawBufferPointer) -> R) throws(OutOfBounds) -> R {
        try check(offset, count)
        guard count > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return memory.withUnsafeBufferPointer(offset: UInt(offset), count: count, body)
    }

    func bytes(at offset: UInt32, count: Int) throws(OutOfBounds) -> [UInt8] {
        try withBytes(at: offset, count: count) { Array($0) }
    }

    func load<T: FixedWidthInteger>(_ type: T.Type, at offset: UInt32) throws(OutOfBounds) -> T {
        try withBytes(at: offset, count: MemoryLayout<T>.size) { T(littleEndian: $0.loadUnaligned(as: T.self)) }
    }

    func u32(_ offset: UInt32) throws(OutOfBounds) -> UInt32 { try load(UInt32.self, at: offset) }

    /// Copies `bytes` to `offset`.
    func write(_ bytes: [UInt8], at offset: UInt32) throws(OutOfBounds) {
        try check(offset, bytes.count)
        guard !bytes.isEmpty else { return }
        memory.withUnsafeMutableBufferPointer(offset: UInt(offset), count: bytes.count) { target in
            bytes.withUnsafeBytes { target.copyMemory(from: $0) }
        }
    }

    func store<T: FixedWidthInteger>(_ value: T, at offset: UInt32) throws(OutOfBounds) {
        try write(withUnsafeBytes(of: value.littleEndian) { Array($0) }, at: offset)
    }

    /// The NUL-terminated text at `offset`, at most `limit` bytes before the NUL.
    func cString(at offset: UInt32, limit: Int) throws(OutOfBounds) -> [UInt8]? {
        let available = min(limit + 1, memory.byteCount - Int(min(UInt(offset), UInt(memory.byteCount))))
        return try withBytes(at: offset, count: available) { bytes in
            bytes.firstIndex(of: 0).map { Array(bytes[..<$0]) }
        }
    }
}
