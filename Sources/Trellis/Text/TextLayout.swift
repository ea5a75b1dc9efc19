/// Text broken into lines at a width: the measurement and the drawing of a ``Text``.
///
/// Lines break at spaces, between two wide clusters (CJK text without spaces) and at hard
/// newlines; a word wider than the line is folded cluster by cluster. Spaces at a break are
/// dropped. With a line limit the last shown line is truncated with "…".
struct TextLayout {
    /// One grapheme cluster of a run, by UTF-8 offsets into the run's string.
    struct Glyph {
        var run: Int32
        var start: Int32
        var end: Int32
        var width: Int32
        /// A space, dropped where a line breaks.
        var isSpace = false
    }

    /// The lines, each a sequence of glyphs.
    var lines: [[Glyph]]
    /// The widest line, in cells.
    var width: Int

    /// Lays out `clusters` at `maxWidth` cells (`nil`: no wrapping) in at most `lineLimit` lines.
    init(clusters: [Cluster], maxWidth: Int?, lineLimit: Int?, truncation: Text.TruncationMode, ellipsis: Glyph?) {
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        let limit = maxWidth ?? Int.max
        var index = 0

        func endLine() {
            while let last = line.last, last.isSpace { lineWidth -= Int(last.width); line.removeLast() }
            lines.append(line)
            line = []
            lineWidth = 0
        }

        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.kind == .newline {
                endLine()
                index += 1
                continue
            }
            if cluster.kind == .space {
                if lineWidth + Int(cluster.glyph.width) <= limit {
                    line.append(cluster.glyph)
                    lineWidth += Int(cluster.glyph.width)
                } else if !line.isEmpty {
                    endLine()
                }
                index += 1
                continue
            }
            // A word: non-space clusters up to the next break opportunity.
            var end = index
            var wordWidth = 0
            repeat {
                wordWidth += Int(clusters[end].glyph.width)
                end += 1
            } while end < clusters.count && clusters[end].kind == .other
                && !(clusters[end - 1].isWide && clusters[end].isWide)
            if lineWidth + wordWidth > limit && !line.isEmpty {
                endLine()
            }
            for position in index..<end {
                let glyph = clusters[position].glyph
                if lineWidth + Int(glyph.width) > limit && !line.isEmpty { endLine() }
                if Int(glyph.width) <= limit {
                    line.append(glyph)
                    lineWidth += Int(glyph.width)
                }
            }
            index = end
        }
        if !line.isEmpty || lines.isEmpty || clusters.last?.kind == .newline { endLine() }

        if let lineLimit, lines.count > lineLimit {
            lines.removeSubrange(max(0, lineLimit)...)
            if var last = lines.last, let ellipsis {
                Self.truncate(&last, to: limit, ellipsis: ellipsis, mode: truncation)
                lines[lines.count - 1] = last
            }
        }
        self.lines = lines
        self.width = lines.reduce(0) { max($0, $1.reduce(0) { $0 + Int($1.width) }) }
    }

    /// Shortens `line` to make room for `ellipsis` within `limit` cells.
    static func truncate(_ line: inout [Glyph], to limit: Int, ellipsis: Glyph, mode: Text.TruncationMode) {
        var width = line.reduce(0) { $0 + Int($1.width) }
        let room = limit - Int(ellipsis.width)
        guard room >= 0 else { line = []; return }
        switch mode {
        case .tail:
            while width > room, let last = line.popLast() { width -= Int(last.width) }
            line.append(ellipsis)
        case .head:
            while width > room, !line.isEmpty { width -= Int(line.removeFirst().width) }
            line.insert(ellipsis, at: 0)
        case .middle:
            var left: [Glyph] = []
            var right: [Glyph] = []
            var used = 0
            var low = 0
            var high = line.count - 1
            var takeLeft = true
            while low <= high {
                let glyph = takeLeft ? line[low] : line[high]
                guard used + Int(glyph.width) <= room else { break }
                used += Int(glyph.width)
                if takeLeft { left.append(glyph); low += 1 } else { right.insert(glyph, at: 0); high -= 1 }
                takeLeft.toggle()
            }
            line = left + [ellipsis] + right
        }
    }
}

/// A grapheme cluster with what line breaking needs to know about it.
struct Cluster {
    enum Kind { case space, newline, other }
    var glyph: TextLayout.Glyph
    var kind: Kind
    /// East Asian Wide or Fullwidth: a line may break between two of these.
    var isWide: Bool
}
