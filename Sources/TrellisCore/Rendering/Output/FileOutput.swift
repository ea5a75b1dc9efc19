import Foundation

/// The text of a render in one format, written to a file descriptor in pieces of about
/// ``flushSize`` bytes as bands are emitted, so the whole text is never held.
struct FileOutput<Writer: CanvasWriter>: RenderOutput {
    private var writer = Writer()
    private let pending = ByteBuffer(capacity: Self.flushSize * 2)
    private let fileDescriptor: Int32

    /// The bytes gathered before a write: large enough to make system calls rare.
    private static var flushSize: Int { 1 << 16 }

    /// An output to `fileDescriptor`, an open descriptor it does not close.
    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Nothing to reserve: the bytes are written as they come.
    mutating func reserve(forCells size: CellSize) {}

    mutating func emit(_ canvas: Canvas, after blankLines: Int) throws(RenderOutputError) {
        writer.write(canvas, after: blankLines, into: pending)
        if pending.count >= Self.flushSize { try flush() }
    }

    /// Writes every byte gathered and not yet written.
    /// - Throws: ``RenderOutputError`` when `write(2)` fails; what was written stays written.
    func flush() throws(RenderOutputError) {
        try FileDescriptorWriter(fileDescriptor: fileDescriptor).write(pending.bytes)
        pending.removeAll()
    }
}

/// Writes bytes to an open file descriptor whole, through short writes and interruptions.
struct FileDescriptorWriter {
    let fileDescriptor: Int32

    /// Writes all of `bytes`.
    /// - Throws: ``RenderOutputError`` when `write(2)` fails; what was written stays written.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(RenderOutputError) {
        var offset = 0
        while offset < bytes.count {
            guard let start = bytes.baseAddress else { break }
            let written = Foundation.write(fileDescriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw RenderOutputError(code: errno)
            }
            offset += written
        }
    }
}

/// A failure to write rendered output: the `errno` of the `write(2)` that failed.
public struct RenderOutputError: Error, Hashable, Sendable {
    /// The `errno` value, such as `EBADF` or `EPIPE`.
    public let code: Int32
}
