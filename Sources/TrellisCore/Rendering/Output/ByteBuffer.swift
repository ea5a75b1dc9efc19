import Foundation

/// A growable buffer of output bytes that the writers fill through a cursor.
///
/// A writer reserves room for a piece (a line's cells, an escape sequence, a long cluster)
/// and takes a ``ByteCursor`` there, writes through it without capacity checks (one store per
/// byte), then commits the cursor.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = max(16, capacity)
        base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
        LargePages.advise(base, count: self.capacity)
    }

    deinit {
        free(base)
    }

    /// A cursor at the end of the bytes written, with room for `extra` more bytes.
    /// - Complexity: O(1), or O(*n*) in the bytes written when the buffer grows.
    @inline(__always)
    func cursor(reserving extra: Int) -> ByteCursor {
        if count + extra > capacity { grow(to: count + extra) }
        return ByteCursor(pointer: base + count)
    }

    /// Keeps what was written through `cursor`, a cursor of this buffer.
    @inline(__always)
    func commit(_ cursor: ByteCursor) {
        count = cursor.pointer - base
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        base = realloc(base, newCapacity)!.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
        LargePages.advise(base, count: capacity)
    }

    /// Makes room for the text of `size` cells: three bytes a cell and a line feed a line,
    /// enough for box drawing and CJK without escape sequences, up to 256 MB. Reserved pages
    /// that are never written cost no memory, so over-reserving is free, while growing copies
    /// everything written so far.
    func reserve(forCells size: CellSize) {
        let (lines, width) = (max(0, size.height), max(0, size.width))
        let bytes = lines.multipliedReportingOverflow(by: width * 3 + 1)
        guard !bytes.overflow else { return }
        let wanted = min(bytes.partialValue, 1 << 28)
        if wanted > capacity { grow(to: wanted) }
    }

    /// Appends `count` line feeds.
    func appendNewlines(_ count: Int) {
        var cursor = cursor(reserving: count)
        for _ in 0..<count { cursor.put(0x0A) }
        commit(cursor)
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the bytes written, keeping the storage.
    func removeAll() {
        count = 0
    }

    /// The bytes written, as a string. Not validated again: the writers put only whole
    /// scalars of the canvas (which holds valid scalars and clusters of `String`s) and ASCII
    /// escapes, so the bytes are UTF-8 by construction; debug builds check it.
    var string: String {
        assert((try? UTF8Span(validating: bytes.span)) != nil, "writers put invalid UTF-8")
        return unsafe String(copying: UTF8Span(unchecked: bytes.span))
    }
}

/// Where the next byte goes in a ``ByteBuffer``; room for what is put must have been
/// reserved when the cursor was taken.
struct ByteCursor {
    fileprivate(set) var pointer: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        pointer.pointee = byte
        pointer += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        pointer.update(from: source, count: bytes.count)
        pointer += bytes.count
    }

    /// Puts `byte` `count` times.
    @inline(__always)
    mutating func put(_ byte: UInt8, count: Int) {
        pointer.update(repeating: byte, count: count)
        pointer += count
    }

    /// Puts canvas cells that hold ASCII glyphs (or nothing, a space): a byte each.
    @inline(__always)
    mutating func put(asciiCells glyphs: UnsafeBufferPointer<UInt32>) {
        for (offset, glyph) in glyphs.enumerated() {
            pointer[offset] = UInt8(truncatingIfNeeded: glyph == Canvas.empty ? 0x20 : glyph)
        }
        pointer += glyphs.count
    }

    /// Puts the UTF-8 of the scalar `value` (at most 4 bytes).
    @inline(__always)
    mutating func put(scalar value: UInt32) {
        if value < 0x80 {
            put(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            put(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            put(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else {
            put(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }
}
