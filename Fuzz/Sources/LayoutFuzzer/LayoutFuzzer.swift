import Foundation
import Trellis

/// The most views one input builds, and the deepest nesting: one input lays out in milliseconds.
let maxViews = 32, maxDepth = 5, maxChildren = 4
/// The cell limit every render runs under: 200,000 cells (200 columns of 1,000 lines), so that
/// an input that fills it costs seconds at most under AddressSanitizer; filling 2,000,000 took
/// 10 to 20 s there, a timeout that was only the sanitizer's cost of linear work.
let maxCells = 200_000
/// LAYOUT_FUZZER_SHOW=1 prints each input's width and output (to see what a seed or a
/// reproduced input builds).
let showing = ProcessInfo.processInfo.environment["LAYOUT_FUZZER_SHOW"] != nil

/// One input: a width (1...300) and a small view tree built through the public API, every
/// number in it drawn with a bias towards extremes (see `Input.double()`, `Input.int()`).
/// Rendering may refuse the output with `RenderSizeLimitExceeded`, never trap; what it draws
/// fits the width and the cell limit, and its plain text holds no control character but "\n".
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = Input(UnsafeBufferPointer(start: bytes, count: count))
    let high = Int(input.byte()), low = Int(input.byte())
    let width = 1 + (high << 8 | low) % 300
    var budget = maxViews
    let view = input.view(depth: 0, budget: &budget)
    let rendered: RenderedText
    do {
        rendered = try ViewRenderer(width: width).render(view, maxCells: maxCells)
    } catch {
        if showing { print("width \(width): \(error)") }
        return 0
    }
    if showing { print("width \(width), \(maxViews - budget) views:\n\(rendered.ansi)") }
    check(rendered, width: width)
    return 0
}

/// Traps unless `rendered` keeps the renderer's invariants at `width`.
func check(_ rendered: RenderedText, width: Int) {
    let plainLines = rendered.plain.split(separator: "\n", omittingEmptySubsequences: false)
    let ansiLines = rendered.ansi.split(separator: "\n", omittingEmptySubsequences: false)
    guard plainLines.count == ansiLines.count else {
        fatalError("\(plainLines.count) plain lines but \(ansiLines.count) ANSI lines")
    }
    guard plainLines.count <= max(1, maxCells / width) else {
        fatalError("\(plainLines.count) lines of width \(width) drawn past the limit of \(maxCells) cells")
    }
    for scalar in rendered.plain.unicodeScalars where scalar.value < 0x20 && scalar != "\n" || (0x7F...0x9F).contains(scalar.value) {
        fatalError("raw control character U+\(String(scalar.value, radix: 16)) in the plain output")
    }
    for (plain, ansi) in zip(plainLines, ansiLines) {
        let cells = CellWidth.width(of: plain)
        guard cells <= width else { fatalError("a line of \(cells) cells at width \(width): \(plain.debugDescription)") }
        let visible = withoutEscapeSequences(ansi)
        guard CellWidth.width(of: visible) <= width else {
            fatalError("an ANSI line wider than \(width) cells: \(visible.debugDescription)")
        }
    }
}

/// `line` without SGR sequences (`ESC [ parameters m`).
func withoutEscapeSequences(_ line: Substring) -> String {
    var result = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        if scalar == "\u{1B}" {
            while let next = scalars.next(), next != "m" {}
        } else {
            result.append(scalar)
        }
    }
    return String(result)
}

/// A `Layout` that answers and places at fuzzed numbers, and asks its subviews with them.
struct FuzzedLayout: Layout {
    let numbers: [CGFloat]

    func number(_ index: Int) -> CGFloat { numbers.isEmpty ? 0 : numbers[index % numbers.count] }

    func proposal(_ index: Int) -> ProposedViewSize {
        let width = number(index), height = number(index + 1)
        return ProposedViewSize(width: width == 0.25 ? nil : width, height: height == 0.25 ? nil : height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for (index, subview) in subviews.enumerated() {
            _ = subview.sizeThatFits(self.proposal(index))
            _ = subview.dimensions(in: self.proposal(index + 2))
        }
        return CGSize(width: number(0), height: number(1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let x = number(2 + index), y = number(3 + index)
            let point = index.isMultiple(of: 2) ? CGPoint(x: x, y: y) : CGPoint(x: bounds.minX + x, y: bounds.maxY + y)
            subview.place(at: point, anchor: UnitPoint(x: number(4 + index), y: number(5 + index)), proposal: self.proposal(6 + index))
        }
    }
}

/// The fuzzer's bytes, read front to back; missing bytes are zero.
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

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func word() -> UInt64 {
        (0..<8).reduce(0) { word, _ in word << 8 | UInt64(byte()) }
    }

    /// Mostly an extreme: infinities, NaN, ±0, huge and tiny magnitudes, the edges of
    /// `Cells.maxLength` (2^20) and of exact doubles (2^52); else a small or negative number,
    /// or any bit pattern.
    mutating func double() -> Double {
        switch byte() % 32 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return -0.0
        case 5: return 1e300
        case 6: return -1e300
        case 7: return .greatestFiniteMagnitude
        case 8: return -.greatestFiniteMagnitude
        case 9: return Double(1 << 20)
        case 10: return Double(1 << 20) + 1
        case 11: return Double(1 << 20) - 1
        case 12: return Double(1 << 20) + 0.5
        case 13: return Double(1 << 52)
        case 14: return Double(Int.max)
        case 15: return Double(Int.min)
        case 16: return -Double(1 << 20) - 1
        case 17: return 1e-300
        case 18: return .leastNonzeroMagnitude
        case 19: return 1e19
        case 20: return -1e19
        case 21: return Double(bitPattern: word())
        case 22, 23: return -Double(byte())
        case 24, 25: return Double(byte()) / 8
        case 26: return 0.5
        case 27: return -0.5
        default: return Double(byte() % 8)
        }
    }

    mutating func optionalDouble() -> Double? {
        byte() % 4 == 0 ? nil : double()
    }

    /// Mostly an extreme: Int.min/max and their neighbours, 2^20±1, 2^40, 2^52, 0, ±1;
    /// else a small or negative number, or any bit pattern.
    mutating func int() -> Int {
        switch byte() % 20 {
        case 0: return .min
        case 1: return .min + 1
        case 2: return .max
        case 3: return .max - 1
        case 4: return 0
        case 5: return -1
        case 6: return 1
        case 7: return 1 << 20
        case 8: return (1 << 20) + 1
        case 9: return (1 << 20) - 1
        case 10: return 1 << 40
        case 11: return 1 << 52
        case 12: return Int(truncatingIfNeeded: word())
        case 13, 14: return -Int(byte())
        default: return Int(byte() % 8)
        }
    }

    mutating func alignment() -> Alignment {
        let all: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing]
        return all[Int(byte()) % all.count]
    }

    mutating func horizontalAlignment() -> HorizontalAlignment { alignment().horizontal }
    mutating func verticalAlignment() -> VerticalAlignment { alignment().vertical }

    mutating func edges() -> Edge.Set { Edge.Set(rawValue: Int8(byte() & 0x0F)) }

    mutating func axes() -> Axis.Set {
        switch byte() % 3 {
        case 0: return .horizontal
        case 1: return .vertical
        default: return [.horizontal, .vertical]
        }
    }

    mutating func color() -> Color {
        let all: [Color] = [.red, .green, .blue, .yellow, .black, .white, .gray, .cyan, .purple]
        return byte() % 4 == 0 ? .palette(byte()) : all[Int(byte()) % all.count]
    }

    /// Text of up to 8 pieces: words, wide and ZWJ clusters, marks, controls and escapes, or
    /// any scalar.
    mutating func text() -> String {
        let pieces = [
            "a", "word", " ", "  ", "supercalifragilisticexpialidocious", "日本語", "👨‍👩‍👧‍👦", "🇯🇵", "🇯", "e\u{301}",
            "\t", "\n", "\r\n", "\r", "\u{1B}[31m", "\u{1B}]0;title\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{0}", "\u{200B}",
            "\u{AD}", "ｶﾞ", "कि", "☺\u{FE0F}", "\u{0600}", "👍🏽", "\u{2028}", "\u{301}", "한", "\u{1100}\u{1161}", "ﾟ",
        ]
        var text = ""
        for _ in 0..<Int(byte() % 9) {
            let kind = byte()
            if kind < 200 {
                text += pieces[Int(kind) % pieces.count]
            } else {
                let value = UInt32(byte()) << 16 | UInt32(byte()) << 8 | UInt32(byte())
                text.unicodeScalars.append(Unicode.Scalar(value % 0x11_0000) ?? "\u{FFFD}")
            }
        }
        return text
    }

    mutating func gridItem() -> GridItem {
        let size: GridItem.Size
        switch byte() % 3 {
        case 0: size = .fixed(double())
        case 1: size = .flexible(minimum: double(), maximum: double())
        default: size = .adaptive(minimum: double(), maximum: double())
        }
        return GridItem(size, spacing: optionalDouble(), alignment: bool() ? alignment() : nil)
    }

    /// Up to `maxChildren` children, within `budget`.
    mutating func children(depth: Int, budget: inout Int) -> [AnyView] {
        (0..<Int(byte()) % (maxChildren + 1)).compactMap { _ in
            budget > 0 ? view(depth: depth + 1, budget: &budget) : nil
        }
    }

    /// A view: a leaf, a container of children, or a modified view.
    mutating func view(depth: Int, budget: inout Int) -> AnyView {
        budget -= 1
        let kind = byte()
        if depth >= maxDepth || budget <= 0 {
            return leaf(kind)
        }
        switch kind % 24 {
        case 0: return leaf(byte())
        case 1, 2:
            let children = children(depth: depth, budget: &budget)
            return AnyView(VStack(alignment: horizontalAlignment(), spacing: optionalDouble()) { list(children) })
        case 3, 4:
            let children = children(depth: depth, budget: &budget)
            return AnyView(HStack(alignment: verticalAlignment(), spacing: optionalDouble()) { list(children) })
        case 5:
            let children = children(depth: depth, budget: &budget)
            return AnyView(LazyVStack(alignment: horizontalAlignment(), spacing: optionalDouble()) { list(children) })
        case 6:
            let children = children(depth: depth, budget: &budget)
            return AnyView(LazyHStack(alignment: verticalAlignment(), spacing: optionalDouble()) { list(children) })
        case 7:
            let items = (0..<Int(byte() % 4)).map { _ in gridItem() }
            let children = children(depth: depth, budget: &budget)
            return AnyView(LazyVGrid(columns: items, alignment: horizontalAlignment(), spacing: optionalDouble()) { list(children) })
        case 8:
            let items = (0..<Int(byte() % 4)).map { _ in gridItem() }
            let children = children(depth: depth, budget: &budget)
            return AnyView(LazyHGrid(rows: items, alignment: verticalAlignment(), spacing: optionalDouble()) { list(children) })
        case 9:
            let rows = (0..<Int(byte() % 3)).map { _ in children(depth: depth + 1, budget: &budget) }
            let alignment = alignment(), horizontal = optionalDouble(), vertical = optionalDouble()
            let rowAlignment: VerticalAlignment? = bool() ? verticalAlignment() : nil
            return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) {
                ForEach(0..<rows.count) { row in GridRow(alignment: rowAlignment) { list(rows[row]) } }
            })
        case 10:
            let children = children(depth: depth, budget: &budget)
            return AnyView(ZStack(alignment: alignment()) { list(children) })
        case 11:
            let child = view(depth: depth + 1, budget: &budget)
            return AnyView(ScrollView(axes()) { child })
        case 12:
            let children = children(depth: depth, budget: &budget)
            let layout = FuzzedLayout(numbers: (0..<Int(1 + byte() % 8)).map { _ in CGFloat(double()) })
            return AnyView(layout { list(children) })
        default:
            return modified(view(depth: depth + 1, budget: &budget), kind: kind)
        }
    }

    /// A Text, Color or Spacer.
    mutating func leaf(_ kind: UInt8) -> AnyView {
        switch kind % 6 {
        case 0: return AnyView(Spacer(minLength: optionalDouble()))
        case 1: return AnyView(color())
        case 2: return AnyView(Text(verbatim: text()).lineLimit(byte() % 2 == 0 ? nil : int()))
        default: return AnyView(Text(verbatim: text()))
        }
    }

    /// `view` with a layout modifier of fuzzed numbers.
    mutating func modified(_ view: AnyView, kind: UInt8) -> AnyView {
        switch byte() % 16 {
        case 0: return AnyView(view.frame(width: optionalDouble(), height: optionalDouble(), alignment: alignment()))
        case 1:
            return AnyView(view.frame(
                minWidth: optionalDouble(), idealWidth: optionalDouble(), maxWidth: optionalDouble(),
                minHeight: optionalDouble(), idealHeight: optionalDouble(), maxHeight: optionalDouble(), alignment: alignment()))
        case 2: return AnyView(view.padding(double()))
        case 3: return AnyView(view.padding(edges(), optionalDouble()))
        case 4: return AnyView(view.padding(EdgeInsets(top: double(), leading: double(), bottom: double(), trailing: double())))
        case 5: return AnyView(view.offset(x: double(), y: double()))
        case 6: return AnyView(view.lineLimit(int()))
        case 7:
            return AnyView(view.containerRelativeFrame(axes(), count: int(), span: int(), spacing: CGFloat(double()), alignment: alignment()))
        case 8:
            let length = CGFloat(double())
            return AnyView(view.containerRelativeFrame(axes(), alignment: alignment()) { container, _ in
                length.isNaN ? container : container * length
            })
        case 9: return AnyView(view.border(color(), width: double()))
        case 10: return AnyView(view.layoutPriority(double()))
        case 11: return AnyView(view.fixedSize(horizontal: bool(), vertical: bool()))
        case 12: return AnyView(view.contentMargins(edges(), bool() ? CGFloat(double()) : nil))
        case 13: return AnyView(view.background(color()))
        case 14: return AnyView(view.offset(CGSize(width: double(), height: double())))
        default: return AnyView(view.frame(maxWidth: .infinity, maxHeight: bool() ? .infinity : double(), alignment: alignment()))
        }
    }
}

/// `views` as a view list.
@ViewBuilder func list(_ views: [AnyView]) -> some View {
    ForEach(0..<views.count) { views[$0] }
}
