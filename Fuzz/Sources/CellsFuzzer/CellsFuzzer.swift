import CTrellis
// Package-level API (the C bridges, cell blocks) is reached as tests reach it: the fuzz
// build is a debug build, whose modules are testable.
import Trellis
@testable import TrellisCore
@testable import TrellisABI

/// One input: the bytes of what a plugin hands the host as a `trellis_cells` (its size field,
/// dimensions, glyphs, styles, style table and clusters), read in that order; missing bytes are
/// zero. Decoding may reject it, never crash; a block it accepts holds no control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = Input(UnsafeBufferPointer(start: bytes, count: count))
    let width = Int(input.byte() % 24), height = Int(input.byte() % 6)
    let styleCount = Int(input.byte() % 6), clusterCount = Int(input.byte() % 4)
    let sizeField = input.byte() == 0 ? UInt32(input.byte()) : UInt32(MemoryLayout<trellis_cells>.size)
    let glyphs = (0..<width * height).map { _ in input.glyph() }
    let styles = (0..<width * height).map { _ in UInt16(input.byte() % 8) }
    let styleTable = (0..<styleCount).map { _ in input.style() }
    let clusterBytes = (0..<clusterCount).map { _ in (0..<Int(input.byte() % 12)).map { _ in input.byte() } }
    withPointers(to: clusterBytes) { clusters in
        var cells = trellis_cells(
            struct_size: sizeField, width: Int32(width), height: Int32(height), glyphs: glyphs, styles: styles,
            style_table: styleTable, style_count: UInt32(styleCount), clusters: clusters, cluster_count: UInt32(clusterCount))
        guard let block = try? CellsBridge.decode(&cells) else { return }
        block.withCells { glyphs, _ in
            for glyph in glyphs where glyph != CellBlock.emptyGlyph && glyph != CellBlock.continuationGlyph && glyph & CellBlock.clusterFlag == 0 {
                guard let scalar = Unicode.Scalar(glyph), !TerminalSafety.isControl(scalar) else {
                    fatalError("an accepted block holds glyph \(String(glyph, radix: 16))")
                }
            }
        }
        for cluster in block.clusters where cluster.unicodeScalars.contains(where: TerminalSafety.isControl) {
            fatalError("an accepted block holds the cluster \(cluster.debugDescription)")
        }
    }
    return 0
}

/// The fuzzer's bytes, read front to back.
struct Input {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// Mostly printable and wide characters, sometimes controls, surrogates, cluster
    /// references and values past Unicode.
    mutating func glyph() -> UInt32 {
        let kind = byte()
        let low = UInt32(byte())
        switch kind % 8 {
        case 0: return low % 0x20
        case 1: return 0xD800 + low
        case 2: return 0x1_0000 * UInt32(byte()) + low  // past U+10FFFF sometimes
        case 3: return 0xFFFF_FF00 | low  // what the header reserves for clusters
        case 4: return 0x4E00 + low  // wide
        case 5: return 0x300 + low % 0x70  // combining
        default: return 0x20 + low % 0x5F
        }
    }

    mutating func style() -> trellis_style {
        var style = trellis_style()
        withUnsafeMutableBytes(of: &style) { raw in
            for index in raw.indices { raw[index] = byte() }
        }
        return style
    }
}

/// Calls `body` with the clusters as `trellis_str`s pointing at their bytes.
func withPointers(to clusters: [[UInt8]], _ body: (UnsafePointer<trellis_str>) -> Void) {
    let copies = clusters.map { bytes -> UnsafeMutablePointer<UInt8> in
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        copy.initialize(from: bytes, count: bytes.count)
        return copy
    }
    defer { copies.forEach { $0.deallocate() } }
    let strs = zip(copies, clusters).map { trellis_str(data: UnsafeRawPointer($0.0).assumingMemoryBound(to: CChar.self), length: $0.1.count) }
    strs.withUnsafeBufferPointer { body($0.baseAddress!) }
}
