// The reference workloads of ../shared/bench/rich_bench.py, written with Trellis views.
import Foundation
import Trellis

/// The output width of every workload, as in rich_bench.py. The workloads give their lengths
/// in cells, as rich does, so they render with ``LengthScale/cells``.
let outputWidth = 120

/// The rows of one checklist section, as in rich_bench.py.
let sectionSize = 100

/// The words of the Korean cards, as in rich_bench.py.
let koreanWords = ["첫 번째 컴포넌트", "두 번째 컴포넌트", "세 번째 항목입니다", "네 번째"]

/// rich_bench.py `board`: N cards, each a box titled "#i" holding "task 0000i: fix layout",
/// flowed into as many columns as fit.
struct Board: View {
    let count: Int

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 26))]) {
            ForEach(0..<count, id: \.self) { index in
                GroupBox("#\(index)") {
                    Text("task \(zeroPadded(index, digits: 5)): fix layout")
                }
            }
        }
    }
}

/// rich_bench.py `check`: sections of 100 rows under a bold, underlined header; rows
/// "[ ] item i", every third struck through; in a `LazyVStack` at the root, which is drawn
/// while its rows are made.
struct Checklist: View {
    let count: Int

    var body: some View {
        LazyVStack(alignment: .leading) { ChecklistSections(count: count) }
    }
}

/// The same checklist in a `VStack`: leading, its rows lines of text, so drawn while its rows
/// are made, as a root `LazyVStack` is.
struct StackedChecklist: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) { ChecklistSections(count: count) }
    }
}

/// The same checklist in a `LazyVStack` inside a `GroupBox`: drawn while its rows are made,
/// the box's edges around each band; every line is padded to the box's right edge.
struct BoxedChecklist: View {
    let count: Int

    var body: some View {
        GroupBox { LazyVStack(alignment: .leading) { ChecklistSections(count: count) } }
    }
}

/// The same checklist in a leading `VStack` inside a `GroupBox`: the box is as wide as the
/// widest row, so the rows are measured as they are made and drawn after the last.
struct BoxedStackedChecklist: View {
    let count: Int

    var body: some View {
        GroupBox { VStack(alignment: .leading) { ChecklistSections(count: count) } }
    }
}

/// The checklist's sections and rows.
struct ChecklistSections: View {
    let count: Int

    var body: some View {
        ForEach(0..<(count + sectionSize - 1) / sectionSize, id: \.self) { section in
            Section {
                ForEach(section * sectionSize..<min(count, (section + 1) * sectionSize), id: \.self) { item in
                    Text("[ ] item \(item)").strikethrough(item % 3 == 0)
                }
            } header: {
                Text("Section \(section + 1)").bold().underline()
            }
        }
    }
}

/// rich_bench.py `cjk`: N Korean cards titled "카드 i", flowed into columns.
struct KoreanBoard: View {
    let count: Int

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 28))]) {
            ForEach(0..<count, id: \.self) { index in
                GroupBox("카드 \(index)") {
                    Text("\(koreanWords[index % 4]) \(index)")
                }
            }
        }
    }
}

/// `value` in decimal, left-padded with zeros to `digits` (Python's `f"{i:05d}"`).
func zeroPadded(_ value: Int, digits: Int) -> String {
    let decimal = String(value)
    return decimal.count >= digits ? decimal : String(repeating: "0", count: digits - decimal.count) + decimal
}

/// A workload by its rich_bench.py name; the checklist also in a `VStack`, and in a `GroupBox`
/// around a lazy stack or a `VStack` (compare-with-rich.py names rich's counterparts).
enum Workload: String {
    case board, check, cjk
    case checkInVStack = "check-vstack"
    case checkInGroupBox = "check-groupbox"
    case checkInBoxedVStack = "check-groupbox-vstack"

    /// Renders `count` items in `format`: the timed work (building the view and rendering it).
    @MainActor func render(count: Int, format: RenderFormat) -> String {
        let renderer = ViewRenderer(width: outputWidth, lengthScale: .cells)
        return switch self {
        case .board: renderer.render(Board(count: count), format: format)
        case .check: renderer.render(Checklist(count: count), format: format)
        case .checkInVStack: renderer.render(StackedChecklist(count: count), format: format)
        case .checkInGroupBox: renderer.render(BoxedChecklist(count: count), format: format)
        case .checkInBoxedVStack: renderer.render(BoxedStackedChecklist(count: count), format: format)
        case .cjk: renderer.render(KoreanBoard(count: count), format: format)
        }
    }

    /// Streams `count` items in `format` to `handle`, a band of lines at a time.
    @MainActor func stream(count: Int, format: RenderFormat, to handle: FileHandle) throws {
        let renderer = ViewRenderer(width: outputWidth, lengthScale: .cells)
        switch self {
        case .board: try renderer.render(Board(count: count), format: format, to: handle)
        case .check: try renderer.render(Checklist(count: count), format: format, to: handle)
        case .checkInVStack: try renderer.render(StackedChecklist(count: count), format: format, to: handle)
        case .checkInGroupBox: try renderer.render(BoxedChecklist(count: count), format: format, to: handle)
        case .checkInBoxedVStack:
            try renderer.render(BoxedStackedChecklist(count: count), format: format, to: handle)
        case .cjk: try renderer.render(KoreanBoard(count: count), format: format, to: handle)
        }
    }
}
