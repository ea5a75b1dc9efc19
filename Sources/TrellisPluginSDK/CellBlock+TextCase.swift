import Trellis

extension CellBlock {
    /// This block with the text of its cells in `textCase`: each cluster whose cased form has
    /// the same width replaced by it (others, like "ß" to "SS", kept), styles and empty cells
    /// unchanged.
    func applying(_ textCase: Text.Case) -> CellBlock {
        var cased = CellBlock(size: size)
        let styles = styleTable
        let clusters = self.clusters
        withCells { glyphs, styleIndices in
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let index = y * size.width + x
                    let glyph = glyphs[index]
                    guard glyph != Self.emptyGlyph, glyph != Self.continuationGlyph else { continue }
                    let text = glyph & Self.clusterFlag != 0
                        ? clusters[Int(glyph & ~Self.clusterFlag)]
                        : Unicode.Scalar(glyph).map { String(Character($0)) } ?? ""
                    let casedText = switch textCase {
                    case .uppercase: text.uppercased()
                    case .lowercase: text.lowercased()
                    }
                    let style = styles[Int(styleIndices[index])]
                    cased.put(text: CellWidth.width(of: casedText) == CellWidth.width(of: text) ? casedText : text, x: x, y: y, style: style)
                }
            }
        }
        return cased
    }
}
