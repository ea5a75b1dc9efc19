/// Splits the strings of a text into grapheme clusters with their cell widths and what line
/// breaking needs to know (spaces, newlines, wide clusters), using ``CellWidth``.
enum ClusterSegmentation {
    /// Appends the clusters of `string` (run number `run`) to `clusters`.
    /// - Complexity: O(*n*) in the string's UTF-8 length; no allocation beyond `clusters`.
    static func append(_ string: String, run: Int32, policy: WidthPolicy, to clusters: inout [Cluster]) {
        var string = string
        string.withUTF8 { bytes in
            for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) {
                let first = bytes[cluster.byteRange.lowerBound]
                let kind: Cluster.Kind
                if first == 0x20 && cluster.byteRange.count == 1 {
                    kind = .space
                } else if first == 0x0A || first == 0x0D {
                    kind = .newline
                } else {
                    kind = .other
                }
                clusters.append(Cluster(
                    glyph: TextLayout.Glyph(
                        run: run, start: Int32(cluster.byteRange.lowerBound), end: Int32(cluster.byteRange.upperBound),
                        width: kind == .newline ? 0 : Int32(cluster.width), isSpace: kind == .space),
                    kind: kind, isWide: cluster.isWide))
            }
        }
    }
}
