// The reference workloads of ../shared/bench/rich_bench.py, written with Trellis views.
import Foundation
import Trellis

/// The output width of every workload, as in rich_bench.py.
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
/// "[ ] item i", every third struck through.
struct Checklist: View {
    let count: Int

    var body: some View {
        LazyVStack(alignment: .leading) {
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

/// A workload by its rich_bench.py name.
enum Workload: String {
    case board, check, cjk

    /// Renders `count` items in `format`: the timed work (building the view and rendering it).
    func render(count: Int, format: RenderFormat) -> String {
        let renderer = ViewRenderer(width: outputWidth)
        switch self {
        case .board: return renderer.render(Board(count: count), format: format)
        case .check: return renderer.render(Checklist(count: count), format: format)
        case .cjk: return renderer.render(KoreanBoard(count: count), format: format)
        }
    }

    /// Streams `count` items in `format` to `handle`, a band of lines at a time.
    func stream(count: Int, format: RenderFormat, to handle: FileHandle) throws {
        let renderer = ViewRenderer(width: outputWidth)
        switch self {
        case .board: try renderer.render(Board(count: count), format: format, to: handle)
        case .check: try renderer.render(Checklist(count: count), format: format, to: handle)
        case .cjk: try renderer.render(KoreanBoard(count: count), format: format, to: handle)
        }
    }
}
