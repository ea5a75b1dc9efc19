import Foundation

extension ViewRenderer {
    /// Lays out `view` and writes it in `format` to a file descriptor, as its lines are
    /// drawn.
    ///
    /// For big outputs: text is never held whole. The view is laid out once, then drawn
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
    ///   - format: Plain text, ANSI text, or a picture (held whole until drawn).
    ///   - fileDescriptor: An open descriptor to write to; it is not closed.
    /// - Throws: ``RenderOutputError`` when `write(2)` fails; what was written stays written.
    /// - Complexity: O(*n*) in the output, written in pieces of about 64 KB.
    @MainActor public func render(
        _ view: some View, format: RenderFormat, to fileDescriptor: Int32
    ) throws(RenderOutputError) {
        switch format {
        case .plain: try write(view, to: FileOutput<PlainWriter>(fileDescriptor: fileDescriptor))
        case .ansi: try write(view, to: FileOutput<AnsiWriter>(fileDescriptor: fileDescriptor))
        case .svg, .html:
            // A picture's size comes first in its markup: it is written whole, once drawn.
            var markup = render(view, format: format)
            let written = markup.withUTF8 { bytes in
                Result { () throws(RenderOutputError) in
                    try FileDescriptorWriter(fileDescriptor: fileDescriptor).write(bytes)
                }
            }
            try written.get()
        }
    }

    /// Lays out `view` and writes it in `format` to `handle`, as its lines are drawn.
    ///
    /// The same as ``render(_:format:to:)-(_,_,Int32)`` on `handle.fileDescriptor`.
    ///
    /// - Throws: ``RenderOutputError`` when writing fails.
    @MainActor public func render(
        _ view: some View, format: RenderFormat, to handle: FileHandle
    ) throws(RenderOutputError) {
        try render(view, format: format, to: handle.fileDescriptor)
    }

    /// Lays `view` out whole and writes it to `output` as its bands are drawn: written bytes
    /// cannot be taken back, so a root flow is not drawn while its children are made.
    private func write<Writer>(_ view: some View, to output: FileOutput<Writer>) throws(RenderOutputError) {
        var target = RenderTarget(output: output, limit: limit(maxCells: .max))
        RenderPass.begin()
        do {
            try drawWhole(rootNode(view), into: &target)
        } catch {
            switch error {
            case .output(let failure): throw failure
            case .tooLarge: return  // (no limit: never reached)
            }
        }
        try target.output.flush()
    }
}
