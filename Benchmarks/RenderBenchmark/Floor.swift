// The byte-emitting floor: hand-written emitters that already know the layout and write the
// same bytes as Trellis with constant UTF-8 pieces and a hand-written itoa into a
// preallocated [UInt8], then make the String (text-layout.md section 5, "Swift [UInt8]").
// They measure only the cost of producing the output bytes; main.swift checks that they
// produce exactly the bytes Trellis rendered.
import Trellis

/// An output buffer with the appends the emitters need.
struct ByteSink {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(_ piece: StaticString, count: Int) {
        for _ in 0..<max(0, count) { append(piece) }
    }

    mutating func spaces(_ count: Int) {
        for _ in 0..<max(0, count) { bytes.append(0x20) }
    }

    /// `value` in decimal, at least `digits` digits (zero-padded); each digit followed by
    /// `mark` when given (the plain-text strikethrough).
    mutating func decimal(_ value: Int, digits: Int = 1, mark: StaticString? = nil) {
        var scratch: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            var count = 0
            var rest = value
            repeat {
                buffer[count] = UInt8(0x30 + rest % 10)
                rest /= 10
                count += 1
            } while rest > 0 || count < digits
            while count > 0 {
                count -= 1
                bytes.append(buffer[count])
                if let mark { append(mark) }
            }
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The number of decimal digits of `value`.
func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 { count += 1; rest /= 10 }
    return count
}

/// The columns of a `LazyVGrid(columns: [GridItem(.adaptive(minimum:))])` at `outputWidth`:
/// as many tracks as fit with 1 column between them, sharing the width in whole cells, the
/// larger shares last.
func adaptiveTracks(minimum: Int) -> [(start: Int, size: Int)] {
    let count = max(1, (outputWidth + 1) / (minimum + 1))
    var remaining = outputWidth - (count - 1)
    var tracks: [(Int, Int)] = []
    var start = 0
    for position in 0..<count {
        let size = remaining / (count - position)
        tracks.append((start, size))
        remaining -= size
        start += size + 1
    }
    return tracks
}

enum Floor {
    /// Emits the rows of boxes of a card grid: a top border holding the title, one content
    /// line and a bottom border per card. `card(i)` gives card i's box width and writes its
    /// title and its content through the two closures.
    static func boxRows(
        count: Int, tracks: [(start: Int, size: Int)], capacity: Int, boxWidth: (Int) -> Int,
        title: (Int, inout ByteSink) -> Int, content: (Int, inout ByteSink) -> Void
    ) -> String {
        var sink = ByteSink(capacity: capacity)
        var first = 0
        while first < count {
            let last = min(count, first + tracks.count)
            for line in 0..<3 {
                var column = 0
                for index in first..<last {
                    let track = tracks[index - first]
                    let width = boxWidth(index)
                    let x = track.start + (track.size - width) / 2
                    sink.spaces(x - column)
                    switch line {
                    case 0:
                        sink.append("╭ ")
                        let titleWidth = title(index, &sink)
                        sink.append(" ")
                        sink.append("─", count: width - 4 - titleWidth)
                        sink.append("╮")
                    case 1:
                        sink.append("│ ")
                        content(index, &sink)
                        sink.append(" │")
                    default:
                        sink.append("╰")
                        sink.append("─", count: width - 2)
                        sink.append("╯")
                    }
                    column = x + width
                }
                sink.append("\n")
            }
            first = last
        }
        return sink.string
    }

    /// The `board` workload's bytes (identical in both formats: it has no styles).
    static func board(count: Int, capacity: Int) -> String {
        boxRows(
            count: count, tracks: adaptiveTracks(minimum: 26), capacity: capacity, boxWidth: { _ in 26 },
            title: { index, sink in
                sink.append("#")
                sink.decimal(index)
                return 1 + digitCount(index)
            },
            content: { index, sink in
                sink.append("task ")
                sink.decimal(index, digits: 5)
                sink.append(": fix layout")
            })
    }

    /// The `cjk` workload's bytes (identical in both formats).
    static func korean(count: Int, capacity: Int) -> String {
        let words = koreanWords.map { Array($0.utf8) }
        let wordWidths = koreanWords.map { CellWidth.width(of: $0) }
        return boxRows(
            count: count, tracks: adaptiveTracks(minimum: 28), capacity: capacity,
            boxWidth: { index in wordWidths[index % 4] + 1 + digitCount(index) + 4 },
            title: { index, sink in
                sink.append("카드 ")
                sink.decimal(index)
                return 5 + digitCount(index)
            },
            content: { index, sink in
                sink.append(words[index % 4])
                sink.append(" ")
                sink.decimal(index)
            })
    }

    /// The `check` workload's bytes in `format`.
    static func checklist(count: Int, format: RenderFormat, capacity: Int) -> String {
        var sink = ByteSink(capacity: capacity)
        for item in 0..<count {
            if item % sectionSize == 0 {
                if format == .ansi { sink.append("\u{1B}[1;4m") }
                sink.append("Section ")
                sink.decimal(item / sectionSize + 1)
                if format == .ansi { sink.append("\u{1B}[0m") }
                sink.append("\n")
            }
            switch (item % 3 == 0, format) {
            case (false, _):
                sink.append("[ ] item ")
                sink.decimal(item)
            case (true, .plain):
                sink.append("[\u{336} ]\u{336} i\u{336}t\u{336}e\u{336}m\u{336} ")
                sink.decimal(item, mark: "\u{336}")
            case (true, .ansi):
                sink.append("\u{1B}[9m[ ] item ")
                sink.decimal(item)
                sink.append("\u{1B}[0m")
            }
            sink.append("\n")
        }
        return sink.string
    }
}

extension Workload {
    /// The same bytes as ``render(count:format:)``, from the floor emitter.
    func floor(count: Int, format: RenderFormat, capacity: Int) -> String {
        switch self {
        case .board: Floor.board(count: count, capacity: capacity)
        case .check: Floor.checklist(count: count, format: format, capacity: capacity)
        case .cjk: Floor.korean(count: count, capacity: capacity)
        }
    }
}
