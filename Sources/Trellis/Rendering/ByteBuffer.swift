/// A growable buffer of output bytes that the writers fill through a pointer.
///
/// A writer reserves room for a piece (a line's cells, an escape sequence, a long cluster)
/// once, then appends its bytes without a capacity check each: about one store per byte.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    /// - Complexity: O(1), or O(*n*) in the bytes written when the buffer grows.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends `byte`; room for it must have been reserved.
    @inline(__always)
    func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`; room for them must have been reserved.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of the scalar `value`; room for 4 bytes must have been reserved.
    @inline(__always)
    func appendScalar(_ value: UInt32) {
        if value < 0x80 {
            append(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else {
            append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// Appends `count` line feeds.
    func appendNewlines(_ count: Int) {
        reserve(count)
        for _ in 0..<count { append(0x0A) }
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the bytes written, keeping the storage.
    func removeAll() {
        count = 0
    }

    /// The bytes written, as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
