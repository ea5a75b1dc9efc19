import Testing
import Trellis
@testable import TrellisCore

/// The correctness oracle of the runtime's frames: over thousands of random steps (keys, text,
/// resizes, model changes), the screen that the written bytes leave, played on a model
/// terminal, equals a fresh whole render of the same state after every step.
@Suite("Runtime: frame diffs against whole renders")
struct FrameOracleTests {
    @Test("fullscreen: 2,000 random steps, zero mismatches")
    func fullscreen() {
        let mismatches = run(steps: 2_000, placement: .fullscreen, seed: 0x7E11_15)
        #expect(mismatches == [])
    }

    @Test("inline, below a prompt that scrolls: 600 random steps, zero mismatches")
    func inline() {
        let mismatches = run(steps: 600, placement: .inline, seed: 0x1A11_4E)
        #expect(mismatches == [])
    }

    /// Runs `steps` random steps; returns the first mismatches found, described.
    private func run(steps: Int, placement: TerminalFrame.Placement, seed: UInt64) -> [String] {
        var random = WidthTesting.SplitMix64(seed: seed)
        var width = 36, height = 14
        let model = OracleModel()
        let driver = TestDriver(OracleView(model: model), width: width, height: height, placement: placement)
        // Inline, the frame starts below three lines of prompt on a screen that is blank.
        let startRow = placement == .inline ? 3 : 0
        var screen = VTScreen(width: width, height: height, fill: placement == .inline ? " " : "?")
        screen.row = startRow
        var played = 0
        var found: [String] = []
        for step in 0...steps {
            if step > 0 {
                switch random.next(below: 12) {
                case 0, 1: driver.send(.tab)
                case 2: driver.send(.tab, modifiers: .shift)
                case 3: driver.send(.return)
                case 4: driver.send(.space)
                case 5: driver.type(["a", "Z", "漢", "é", " "][random.next(below: 5)])
                case 6: driver.send(.delete)
                case 7: driver.send(.downArrow)
                case 8, 9:
                    model.ticks += 1
                    driver.update()
                case 10:
                    model.banner.toggle()
                    driver.update()
                default:
                    guard placement == .fullscreen else { continue }
                    let newWidth = 12 + random.next(below: 40), newHeight = 4 + random.next(below: 16)
                    driver.resize(width: newWidth, height: newHeight)
                    if (newWidth, newHeight) != (width, height) {  // the terminal reflowed: its cells are unknown
                        (width, height) = (newWidth, newHeight)
                        screen = VTScreen(width: width, height: height)
                    }
                }
            }
            screen.play(Array(driver.output[played...]))
            played = driver.output.count
            let top = startRow - screen.scrolled
            let problems = screen.failures + screen.mismatches(with: driver.renderWhole(), top: top)
            if !problems.isEmpty {
                found.append("step \(step): " + problems.prefix(3).joined(separator: "; "))
                if found.count >= 5 { break }
            }
        }
        return found
    }
}

@Observable final class OracleModel {
    var ticks = 0
    var banner = false
}

/// A view with everything a frame can change: text of changing widths, wide clusters, styles,
/// a conditional branch with its own state, rows added and removed with state of their own.
struct OracleView: View {
    let model: OracleModel
    @State private var rows: [String] = ["first", "第二"]
    @State private var draft = ""
    @State private var showsDetail = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ticks \(String(repeating: "*", count: model.ticks % 7))").bold()
            if model.banner {
                Text("★ banner ★").foregroundStyle(.yellow).background(.blue)
            }
            HStack {
                TextField("name", text: $draft)
                Button("Add") {
                    rows.append(draft.isEmpty ? "row \(rows.count)" : draft)
                    draft = ""
                }
                Button("Drop") { if !rows.isEmpty { rows.removeFirst() } }
            }
            Toggle("Detail", isOn: $showsDetail)
            if showsDetail {
                OracleDetail().foregroundStyle(.red)
            }
            ForEach(Array(rows.enumerated()), id: \.element) { entry in
                OracleRow(title: entry.element)
            }
        }
    }
}

struct OracleDetail: View {
    @State private var count = 0
    var body: some View {
        HStack {
            Text("detail \(count)").italic()
            Button("+") { count += 1 }
        }
    }
}

struct OracleRow: View {
    let title: String
    @State private var done = false
    var body: some View {
        HStack {
            Toggle(title, isOn: $done)
            Text(done ? "完了" : "todo").strikethrough(done)
        }
    }
}

extension WidthTesting.SplitMix64 {
    /// A number in `0..<bound`, from the seeded sequence: the steps are the same on every run.
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
