import Foundation

extension ViewRenderer {
    /// Lays out `view` and writes it in `format` to a file descriptor, as its lines are
    /// drawn.
    ///
    /// For big outputs: the text is never held whole. The view is laid out once, then drawn
    /// and written a band of lines at a time (see ``ViewRenderer``), so memory stays at the
    /// laid-out views plus one band, whatever the output's size. The bytes are exactly those
    /// of ``render(_:format:)``.
    ///
    /// ```swift
    /// try ViewRenderer(width: 120).render(report, format: .ansi, to: STDOUT_FILENO)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to render.
    ///   - format: Plain text or ANSI text.
    ///   - fileDescriptor: An open descriptor to write to; it is not closed.
    /// - Throws: ``RenderOutputError`` when `write(2)` fails; what was written stays written.
    /// - Complexity: O(*n*) in the output, written in pieces of about 64 KB.
    public func render(_ view: some View, format: RenderFormat, to fileDescriptor: Int32) throws(RenderOutputError) {
        let output = ByteBuffer(capacity: Self.flushSize * 2)
        try write(view, format: format, into: output) { (output) throws(RenderOutputError) in
            if output.count >= Self.flushSize { try Self.drain(output, to: fileDescriptor) }
        }
        try Self.drain(output, to: fileDescriptor)
    }

    /// Lays out `view` and writes it in `format` to `handle`, as its lines are drawn.
    ///
    /// The same as ``render(_:format:to:)-(_,_,Int32)`` on `handle.fileDescriptor`.
    ///
    /// - Throws: ``RenderOutputError`` when writing fails.
    public func render(_ view: some View, format: RenderFormat, to handle: FileHandle) throws(RenderOutputError) {
        try render(view, format: format, to: handle.fileDescriptor)
    }

    /// The bytes gathered before a write: large enough to make system calls rare.
    private static let flushSize = 1 << 16

    /// Writes all of `output` to `fileDescriptor`, then empties it.
    private static func drain(_ output: ByteBuffer, to fileDescriptor: Int32) throws(RenderOutputError) {
        let bytes = output.bytes
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw RenderOutputError(code: errno)
            }
            offset += written
        }
        output.removeAll()
    }
}

/// A failure to write rendered output: the `errno` of the `write(2)` that failed.
public struct RenderOutputError: Error, Hashable, Sendable {
    /// The `errno` value, such as `EBADF` or `EPIPE`.
    public let code: Int32
}
