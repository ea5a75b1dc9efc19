import CTrellis
import TrellisABI
import Trellis

/// The host extension "trellis.text/1": cell widths as the host measures them.
enum TextExtension {
    /// A new table of the extension, never freed: one for each host table, which lives as long.
    static func makeTable() -> UnsafePointer<trellis_text_extension> {
        let table = UnsafeMutablePointer<trellis_text_extension>.allocate(capacity: 1)
        table.initialize(to: trellis_text_extension(
            struct_size: UInt32(MemoryLayout<trellis_text_extension>.size), width: width, prefix_fitting: prefixFitting))
        return UnsafePointer(table)
    }

    private static let width: @convention(c) (trellis_str) -> Int32 = { text in
        guard let string = try? CValueDecoding.string(text, what: "text") else { return -1 }
        return Int32(clamping: CellWidth.width(of: string))
    }

    private static let prefixFitting: @convention(c) (trellis_str, Int32) -> Int = { text, cells in
        guard let string = try? CValueDecoding.string(text, what: "text") else { return 0 }
        let (end, _) = CellWidth.prefix(of: string, fittingWidth: Int(max(0, cells)))
        return string.utf8.distance(from: string.utf8.startIndex, to: end)
    }
}
