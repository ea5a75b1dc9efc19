/// Splits strings into grapheme clusters with their cell widths, for text layout.
enum ClusterSegmentation {
    /// Appends the clusters of `string` (run number `run`) to `clusters`.
    static func append(_ string: String, run: Int32, to clusters: inout [Cluster]) {
        var offset: Int32 = 0
        for character in string {
            let length = Int32(character.utf8.count)
            let glyphWidth: Int32
            var kind = Cluster.Kind.other
            var isWide = false
            if character == " " {
                kind = .space
                glyphWidth = 1
            } else if character.isNewline {
                kind = .newline
                glyphWidth = 0
            } else {
                let first = character.unicodeScalars.first!.value
                isWide = (0x1100...0x115F).contains(first) || (0x2E80...0xA4CF).contains(first)
                    || (0xAC00...0xD7A3).contains(first) || (0xF900...0xFAFF).contains(first)
                    || (0xFF00...0xFF60).contains(first) || (0x1F300...0x1FAFF).contains(first)
                glyphWidth = isWide ? 2 : 1
            }
            clusters.append(Cluster(
                glyph: TextLayout.Glyph(run: run, start: offset, end: offset + length, width: glyphWidth, isSpace: kind == .space),
                kind: kind, isWide: isWide))
            offset += length
        }
    }
}
