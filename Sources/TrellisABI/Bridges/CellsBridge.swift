import CTrellis
import Trellis

/// Blocks of cells to and from `trellis_cells`.
package enum CellsBridge {
    /// The widest and tallest block accepted across the boundary.
    public static let maxWidth = 100_000
    public static let maxHeight = 10_000_000
    /// The most cells in one block.
    public static let maxCells = 1 << 28

    /// `block` as C cells whose arrays live in `arena`.
    public static func encode(_ block: CellBlock, in arena: Arena) -> trellis_cells {
        let (glyphs, styles) = block.withCells { (Array($0), Array($1)) }
        let clusters = block.clusters
        let styleTable = block.styleTable.map(StyleBridge.encode)
        return trellis_cells(
            struct_size: UInt32(MemoryLayout<trellis_cells>.size),
            width: Int32(block.size.width), height: Int32(block.size.height),
            glyphs: arena.array(glyphs), styles: arena.array(styles),
            style_table: arena.array(styleTable), style_count: UInt32(styleTable.count),
            clusters: arena.array(clusters.map(arena.str)), cluster_count: UInt32(clusters.count))
    }

    /// Calls `body` with `block` as C cells that point into the block's own storage.
    public static func withCells<R>(_ block: CellBlock, _ body: (inout trellis_cells) -> R) -> R {
        let arena = Arena()
        let styleTable = block.styleTable.map(StyleBridge.encode)
        let clusters = block.clusters.map(arena.str)
        return block.withCells { glyphs, styles in
            var cells = trellis_cells(
                struct_size: UInt32(MemoryLayout<trellis_cells>.size),
                width: Int32(block.size.width), height: Int32(block.size.height),
                glyphs: glyphs.baseAddress, styles: styles.baseAddress,
                style_table: arena.array(styleTable), style_count: UInt32(styleTable.count),
                clusters: arena.array(clusters), cluster_count: UInt32(clusters.count))
            return withExtendedLifetime(arena) { body(&cells) }
        }
    }

    /// The block that C cells describe, every field checked.
    public static func decode(_ pointer: UnsafePointer<trellis_cells>) throws(CellBlockError) -> CellBlock {
        let raw = UnsafeRawPointer(pointer)
        let size = Int(raw.loadUnaligned(as: UInt32.self))
        guard size >= MemoryLayout<trellis_cells>.size else {
            throw CellBlockError(description: "trellis_cells.struct_size is \(size), expected \(MemoryLayout<trellis_cells>.size)")
        }
        let cells = pointer.pointee
        let width = Int(cells.width), height = Int(cells.height)
        guard (0...maxWidth).contains(width), (0...maxHeight).contains(height), width * height <= maxCells else {
            throw CellBlockError(description: "cells of \(width)×\(height) are out of bounds")
        }
        let count = width * height
        let glyphs = try buffer(cells.glyphs, count: count, what: "glyphs")
        let styles = try buffer(cells.styles, count: count, what: "styles")
        var styleTable: [TextStyle] = []
        for style in try buffer(cells.style_table, count: Int(cells.style_count), what: "style table") {
            switch StyleBridge.decode(style) {
            case .success(let decoded): styleTable.append(decoded)
            case .failure(let error): throw error
            }
        }
        var clusters: [String] = []
        for (index, str) in try buffer(cells.clusters, count: Int(cells.cluster_count), what: "clusters").enumerated() {
            guard let data = str.data, str.length > 0, str.length <= 256,
                  let string = String(validating: UnsafeRawBufferPointer(start: data, count: str.length).bindMemory(to: UInt8.self), as: UTF8.self)
            else { throw CellBlockError(description: "cluster \(index) is empty, too long or not UTF-8") }
            clusters.append(string)
        }
        return try CellBlock(
            size: CellSize(width: width, height: height), glyphs: glyphs, styles: styles, styleTable: styleTable,
            clusters: clusters)
    }

    private static func buffer<T>(_ pointer: UnsafePointer<T>?, count: Int, what: String) throws(CellBlockError) -> UnsafeBufferPointer<T> {
        guard count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        guard let pointer else { throw CellBlockError(description: "\(count) \(what) but the array is NULL") }
        return UnsafeBufferPointer(start: pointer, count: count)
    }
}
