/// Text broken into lines at a width: the measurement and the drawing of a ``Text``.
///
/// Lines break at spaces, between two wide clusters (CJK text without spaces) and at hard
/// newlines; a word wider than the line is folded cluster by cluster. Spaces at a break are
/// dropped, and so are the spaces that would start a wrapped line (not those after a hard
/// newline), so that a text laid out again at the width it measured breaks the same way. With a line limit the last shown line is truncated with "…".
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
        /// The cluster each line starts at.
        var starts: [Int] = []
        var lineStart = 0
        /// Whether the line being filled was started by wrapping: its leading spaces are dropped.
        var isWrapped = false

        func endLine(next: Int, wrapping: Bool = true) {
            while let last = line.last, last.isSpace { lineWidth -= Int(last.width); line.removeLast() }
            lines.append(line)
            starts.append(lineStart)
            lineStart = next
            isWrapped = wrapping
            line = []
            lineWidth = 0
        }

        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.kind == .newline {
                endLine(next: index + 1, wrapping: false)
                index += 1
                continue
            }
            if cluster.kind == .space {
                if line.isEmpty && isWrapped {
                    lineStart = index + 1
                } else if lineWidth + Int(cluster.glyph.width) <= limit {
                    line.append(cluster.glyph)
                    lineWidth += Int(cluster.glyph.width)
                } else if !line.isEmpty {
                    endLine(next: index + 1)
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
                endLine(next: index)
            }
            for position in index..<end {
                let glyph = clusters[position].glyph
                if lineWidth + Int(glyph.width) > limit && !line.isEmpty { endLine(next: position) }
                if Int(glyph.width) <= limit {
                    line.append(glyph)
                    lineWidth += Int(glyph.width)
                }
            }
            index = end
        }
        if !line.isEmpty || lines.isEmpty || clusters.last?.kind == .newline { endLine(next: clusters.count, wrapping: false) }

        if let lineLimit, lines.count > lineLimit {
            if lineLimit <= 0 {
                lines = []
            } else if let ellipsis {
                lines = Self.truncated(lines, starts: starts, clusters: clusters, lineLimit: lineLimit, width: limit,
                                       ellipsis: ellipsis, mode: truncation)
            } else {
                lines.removeSubrange(lineLimit...)
            }
        }
        self.lines = lines
        self.width = lines.reduce(0) { max($0, $1.reduce(0) { $0 + Int($1.width) }) }
    }

    /// `lines` cut to `lineLimit` lines marked with `ellipsis` where text was left out: at
    /// the end of the last line (tail), at the start of the first (head, keeping the end of
    /// the text), or inside the last (middle, keeping the start of that line and the end of
    /// the text). Hard line breaks inside what a head or middle line shows are dropped.
    private static func truncated(
        _ lines: [[Glyph]], starts: [Int], clusters: [Cluster], lineLimit: Int, width: Int,
        ellipsis: Glyph, mode: Text.TruncationMode
    ) -> [[Glyph]] {
        /// The glyphs of `range` on one line, without line breaks or spaces at either end.
        func joined(_ range: Range<Int>) -> [Glyph] {
            var glyphs = clusters[range].filter { $0.kind != .newline }.map(\.glyph)
            while glyphs.first?.isSpace == true { glyphs.removeFirst() }
            while glyphs.last?.isSpace == true { glyphs.removeLast() }
            return glyphs
        }
        switch mode {
        case .tail:
            var kept = Array(lines[..<lineLimit])
            truncate(&kept[lineLimit - 1], to: width, ellipsis: ellipsis, mode: .tail)
            return kept
        case .head:
            let firstKept = lines.count - lineLimit + 1
            var first = joined(0..<(firstKept < lines.count ? starts[firstKept] : clusters.count))
            truncate(&first, to: width, ellipsis: ellipsis, mode: .head)
            return [first] + lines[firstKept...]
        case .middle:
            var last = joined(starts[lineLimit - 1]..<clusters.count)
            truncate(&last, to: width, ellipsis: ellipsis, mode: .middle)
            return lines[..<(lineLimit - 1)] + [last]
        }
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
