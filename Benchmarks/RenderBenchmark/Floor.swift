// The byte-emitting floor: hand-written emitters that already know the layout and write the
// same bytes as Trellis, with constant UTF-8 pieces and a hand-written itoa, into a buffer
// preallocated to the output's size (in huge pages where the kernel has them), then make the
// String without validating again, as Trellis does (text-layout.md section 5, "Swift [UInt8]").
// They measure only the cost of producing the output bytes; main.swift checks that they
// produce exactly the bytes Trellis rendered.
import Foundation
import Trellis

/// A preallocated output buffer written through a pointer.
struct ByteSink: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = malloc(max(1, capacity))!.assumingMemoryBound(to: UInt8.self)
        let hugePage = 1 << 21
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + capacity) & ~(hugePage - 1)
        if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
    }

    deinit {
        free(base)
    }

    @inline(__always)
    mutating func append(_ piece: StaticString) {
        precondition(count + piece.utf8CodeUnitCount <= capacity)
        (base + count).update(from: piece.utf8Start, count: piece.utf8CodeUnitCount)
        count += piece.utf8CodeUnitCount
    }

    @inline(__always)
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        precondition(count + piece.count <= capacity)
        (base + count).update(from: piece.baseAddress!, count: piece.count)
        count += piece.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        precondition(count < capacity)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ piece: StaticString, count repeats: Int) {
        for _ in 0..<max(0, repeats) { append(piece) }
    }

    @inline(__always)
    mutating func spaces(_ repeats: Int) {
        for _ in 0..<max(0, repeats) { append(0x20) }
    }

    /// `value` in decimal, at least `digits` digits (zero-padded); each digit followed by
    /// U+0336 when `struck` (the plain-text strikethrough).
    @inline(__always)
    mutating func decimal(_ value: Int, digits: Int = 1, struck: Bool = false) {
        var divisor = 1
        var length = 1
        while divisor <= value / 10 || length < digits {
            divisor *= 10
            length += 1
        }
        var rest = value
        while divisor > 0 {
            append(UInt8(0x30 + rest / divisor))
            if struck { append("\u{336}") }
            rest %= divisor
            divisor /= 10
        }
    }

    /// The bytes written, as a string.
    consuming func string() -> String {
        unsafe String(copying: UTF8Span(unchecked: UnsafeBufferPointer(start: base, count: count).span))
    }
}

/// The number of decimal digits of `value`.
@inline(__always)
func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
        count += 1
        rest /= 10
    }
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
    /// The `board` workload's bytes (identical in both formats: it has no styles): rows of
    /// 26-cell boxes, each centred in its grid column.
    static func board(count: Int, capacity: Int) -> String {
        let tracks = adaptiveTracks(minimum: 26)
        var sink = ByteSink(capacity: capacity)
        var first = 0
        while first < count {
            let last = min(count, first + tracks.count)
            var column = 0
            for index in first..<last {
                let x = tracks[index - first].start + (tracks[index - first].size - 26) / 2
                sink.spaces(x - column)
                sink.append("╭ #")
                sink.decimal(index)
                sink.append(" ")
                sink.append("─", count: 26 - 5 - digitCount(index))
                sink.append("╮")
                column = x + 26
            }
            sink.append(0x0A)
            column = 0
            for index in first..<last {
                let x = tracks[index - first].start + (tracks[index - first].size - 26) / 2
                sink.spaces(x - column)
                sink.append("│ task ")
                sink.decimal(index, digits: 5)
                sink.append(": fix layout │")
                column = x + 26
            }
            sink.append(0x0A)
            column = 0
            for index in first..<last {
                let x = tracks[index - first].start + (tracks[index - first].size - 26) / 2
                sink.spaces(x - column)
                sink.append("╰────────────────────────╯")
                column = x + 26
            }
            sink.append(0x0A)
            first = last
        }
        return sink.string()
    }

    /// The `cjk` workload's bytes (identical in both formats): boxes as wide as their
    /// Korean text, each centred in its grid column.
    static func korean(count: Int, capacity: Int) -> String {
        let tracks = adaptiveTracks(minimum: 28)
        let words = koreanWords.map { Array($0.utf8) }
        let wordWidths = koreanWords.map { CellWidth.width(of: $0) }
        var sink = ByteSink(capacity: capacity)
        var first = 0
        while first < count {
            let last = min(count, first + tracks.count)
            var column = 0
            for index in first..<last {
                let width = wordWidths[index % 4] + 5 + digitCount(index)
                let x = tracks[index - first].start + (tracks[index - first].size - width) / 2
                sink.spaces(x - column)
                sink.append("╭ 카드 ")
                sink.decimal(index)
                sink.append(" ")
                sink.append("─", count: width - 9 - digitCount(index))
                sink.append("╮")
                column = x + width
            }
            sink.append(0x0A)
            column = 0
            for index in first..<last {
                let width = wordWidths[index % 4] + 5 + digitCount(index)
                let x = tracks[index - first].start + (tracks[index - first].size - width) / 2
                sink.spaces(x - column)
                sink.append("│ ")
                words[index % 4].withUnsafeBufferPointer { sink.append($0) }
                sink.append(" ")
                sink.decimal(index)
                sink.append(" │")
                column = x + width
            }
            sink.append(0x0A)
            column = 0
            for index in first..<last {
                let width = wordWidths[index % 4] + 5 + digitCount(index)
                let x = tracks[index - first].start + (tracks[index - first].size - width) / 2
                sink.spaces(x - column)
                sink.append("╰")
                sink.append("─", count: width - 2)
                sink.append("╯")
                column = x + width
            }
            sink.append(0x0A)
            first = last
        }
        return sink.string()
    }

    /// The `check` workload's bytes in `format`, in a box `boxWidth` cells wide if given: as
    /// wide as the output, as a `GroupBox` draws a lazy stack (which takes the whole width), or
    /// as the widest row and its padding, as it draws a `VStack`.
    static func checklist(count: Int, format: RenderFormat, boxWidth: Int? = nil, capacity: Int) -> String {
        var sink = ByteSink(capacity: capacity)
        let boxed = boxWidth != nil
        let inner = (boxWidth ?? 0) - 4
        if let boxWidth {
            sink.append("╭")
            sink.append("─", count: boxWidth - 2)
            sink.append("╮\n")
        }
        for item in 0..<count {
            if item % sectionSize == 0 {
                if boxed { sink.append("│ ") }
                if format == .ansi { sink.append("\u{1B}[1;4m") }
                sink.append("Section ")
                sink.decimal(item / sectionSize + 1)
                if format == .ansi { sink.append("\u{1B}[0m") }
                if boxed {
                    sink.spaces(inner - 8 - digitCount(item / sectionSize + 1))
                    sink.append(" │")
                }
                sink.append(0x0A)
            }
            if boxed { sink.append("│ ") }
            if item % 3 != 0 {
                sink.append("[ ] item ")
                sink.decimal(item)
            } else if format == .plain {
                sink.append("[\u{336} ]\u{336} i\u{336}t\u{336}e\u{336}m\u{336} ")
                sink.decimal(item, struck: true)
            } else {
                sink.append("\u{1B}[9m[ ] item ")
                sink.decimal(item)
                sink.append("\u{1B}[0m")
            }
            if boxed {
                sink.spaces(inner - 9 - digitCount(item))
                sink.append(" │")
            }
            sink.append(0x0A)
        }
        if let boxWidth {
            sink.append("╰")
            sink.append("─", count: boxWidth - 2)
            sink.append("╯\n")
        }
        return sink.string()
    }
}

extension Workload {
    /// The same bytes as ``render(count:format:)``, from the floor emitter; `capacity` is
    /// their count.
    func floor(count: Int, format: RenderFormat, capacity: Int) -> String {
        switch self {
        case .board: Floor.board(count: count, capacity: capacity)
        case .check, .checkInVStack: Floor.checklist(count: count, format: format, capacity: capacity)
        case .checkInGroupBox: Floor.checklist(count: count, format: format, boxWidth: outputWidth, capacity: capacity)
        case .checkInBoxedVStack:
            // As wide as the widest row (the last section's header or the last item) and padding.
            Floor.checklist(
                count: count, format: format,
                boxWidth: max(8 + digitCount((count - 1) / sectionSize + 1), 9 + digitCount(count - 1)) + 4,
                capacity: capacity)
        case .cjk: Floor.korean(count: count, capacity: capacity)
        }
    }
}
