/// An offset into a wasm plugin's linear memory, and the only way the host addresses it: every
/// read and write of ``WasmMemory`` takes one. It is held as an `Int`, so `offset + field` and
/// `base + index * stride` cannot wrap the way 32-bit sums do (an offset near 2^32 plus a field
/// offset is simply past the end of memory, which the memory rejects); arithmetic that would
/// leave `Int`'s range, or go below 0, throws ``WasmMemory/OutOfBounds`` instead of trapping.
struct WasmPointer: Hashable, CustomStringConvertible {
    /// The byte offset from the start of the plugin's memory (0 is NULL).
    let offset: Int

    /// The offset a plugin passed, as the 32-bit number wasm32 makes it.
    init(_ raw: UInt32) { offset = Int(raw) }

    private init(offset: Int) { self.offset = offset }

    var isNull: Bool { offset == 0 }

    var description: String { "\(offset)" }

    /// `pointer` moved by `bytes`.
    static func + (pointer: WasmPointer, bytes: Int) throws(WasmMemory.OutOfBounds) -> WasmPointer {
        let (sum, overflow) = pointer.offset.addingReportingOverflow(bytes)
        guard !overflow, sum >= 0 else { throw WasmMemory.OutOfBounds(offset: pointer.offset, count: bytes) }
        return WasmPointer(offset: sum)
    }

    /// Element `index` of an array of `stride`-byte elements starting here.
    func element(_ index: Int, stride: Int) throws(WasmMemory.OutOfBounds) -> WasmPointer {
        let (distance, overflow) = index.multipliedReportingOverflow(by: stride)
        guard !overflow, index >= 0, stride >= 0 else { throw WasmMemory.OutOfBounds(offset: offset, count: stride) }
        return try self + distance
    }

    /// The 32-bit number the plugin knows this offset by; only offsets inside its memory, which
    /// is at most 4 GiB, have one.
    func raw() throws(WasmMemory.OutOfBounds) -> UInt32 {
        guard let raw = UInt32(exactly: offset) else { throw WasmMemory.OutOfBounds(offset: offset, count: 0) }
        return raw
    }
}
