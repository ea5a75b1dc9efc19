import Testing
import Trellis
@testable import TrellisCore

/// Keyboard and mouse input for the value controls (`Stepper`, `Slider`, `Picker`) and mouse
/// clicks on controls under a live runtime.
@MainActor @Suite("Runtime: control input")
struct ControlInputTests {
    @Test("a focused stepper steps with the arrows, + and -, within its bounds")
    func stepper() {
        let driver = TestDriver(QuantityForm(), width: 40, height: 6)
        driver.send(.tab)
        driver.send(.upArrow)
        driver.send("+")
        driver.send(.rightArrow)
        #expect(driver.screen.contains("Quantity: 3"))
        driver.send(.upArrow)  // the upper bound is 3
        #expect(driver.screen.contains("Quantity: 3"))
        for _ in 0..<5 { driver.send(.downArrow) }
        #expect(driver.screen.contains("Quantity: 0"))
    }

    @Test("a stepper made with actions calls them")
    func stepperActions() {
        let driver = TestDriver(ActionStepper(), width: 40, height: 4)
        driver.send(.tab)
        driver.send(.upArrow)
        driver.send(.upArrow)
        driver.send("-")
        #expect(driver.screen.contains("Level 1"))
    }

    @Test("a focused slider moves by its step, or a twentieth of its range")
    func slider() {
        let driver = TestDriver(VolumeForm(), width: 50, height: 6)
        driver.send(.tab)
        driver.send(.rightArrow)
        driver.send(.rightArrow)
        #expect(driver.screen.contains("Volume 4"))
        driver.send(.tab)
        driver.send(.leftArrow)
        #expect(driver.screen.contains("Balance 45%"))
    }

    @Test("a focused picker selects the next and previous options, by tag or ForEach id")
    func picker() {
        let driver = TestDriver(FlavorForm(), width: 40, height: 6)
        driver.send(.tab)
        driver.send(.downArrow)
        #expect(driver.screen.contains("Chose chocolate"))
        driver.send(.downArrow)
        driver.send(.downArrow)  // the last option: stays
        #expect(driver.screen.contains("Chose mint"))
        driver.send(.upArrow)
        #expect(driver.screen.contains("Chose chocolate"))
        driver.send(.tab)  // the ForEach-id picker
        driver.send(.downArrow)
        #expect(driver.screen.contains("Size M"))
    }

    @Test("a click on a button focuses and presses it; on a toggle flips it; elsewhere nothing")
    func mouseClicks() {
        let driver = TestDriver(LiveThreeButtons(), width: 20, height: 5)
        driver.send(bytes: Array("\u{1B}[<0;2;2M\u{1B}[<0;2;2m".utf8))  // "Two", row 2
        #expect(driver.screen.contains("Pressed: two"))
        driver.send(.return)  // the click focused it
        #expect(driver.screen.contains("Pressed: two"))
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.screen.contains("Pressed: three"))
        let bytes = driver.bytesWritten
        driver.send(bytes: Array("\u{1B}[<0;19;5M".utf8))  // an empty cell
        driver.send(bytes: Array("\u{1B}[<2;2;1M".utf8))  // a right click on "One"
        #expect(driver.bytesWritten == bytes)

        let settings = TestDriver(LiveSettings(), width: 30, height: 4)
        settings.send(bytes: Array("\u{1B}[<0;3;1M".utf8))
        #expect(settings.screen.contains("Wi-Fi is on"))
    }

    @Test("a click on a text field focuses it for typing")
    func clickField() {
        let driver = TestDriver(LiveTodoList(), width: 40, height: 8)
        driver.send(bytes: Array("\u{1B}[<0;3;1M".utf8))
        driver.type("tea")
        driver.send(.tab)
        driver.send(.return)
        #expect(driver.lines.contains("• tea"))
    }

    @Test("a focused list with a selection moves it with the arrows and draws the selected row")
    func listSelection() {
        let driver = TestDriver(FruitList(), width: 30, height: 12)
        #expect(driver.screen.contains("Selected: none"))
        driver.send(.tab)  // the list
        driver.send(.downArrow)  // from none: the first row
        #expect(driver.screen.contains("Selected: apple"))
        driver.send(.downArrow)
        #expect(driver.screen.contains("Selected: banana"))
        let grid = driver.renderWhole()
        let highlighted = (0..<grid.height).filter { row in
            (0..<grid.width).contains { grid[row, $0].style.attributes.contains(.inverse) }
        }.map { grid.lines[$0] }
        #expect(highlighted == ["banana"])
        driver.send(.tab)  // the multiple-selection list
        driver.send(.downArrow)
        driver.send(.downArrow)
        driver.send(.upArrow)
        #expect(driver.screen.contains("Picked: 0"))
    }

    @Test("inline, a click reaches the row under it once the terminal told where the frame is")
    func inlineClicks() {
        let driver = TestDriver(LiveThreeButtons(), width: 20, height: 8, placement: .inline)
        // The frame starts below a prompt near the bottom: it scrolls the screen as it grows.
        var screen = VTScreen(width: 20, height: 8, fill: " ")
        screen.row = 6
        screen.play(driver.output)
        let top = 6 - screen.scrolled
        #expect(top < 6 && top > 0)
        func click(screenRow: Int) {
            driver.send(bytes: Array("\u{1B}[<0;2;\(screenRow + 1)M\u{1B}[<0;2;\(screenRow + 1)m".utf8))
        }
        let two = (0..<driver.lines.count).first { driver.lines[$0].hasPrefix("Two") } ?? 0
        click(screenRow: top + two)  // the top is not known yet: nothing happens
        #expect(driver.screen.contains("Pressed: none"))
        #expect(!screen.reports.isEmpty)
        driver.send(bytes: screen.reports)
        click(screenRow: top + two)
        #expect(driver.screen.contains("Pressed: two"))
        click(screenRow: top - 1)  // the prompt's line, above the frame
        click(screenRow: top)  // "One"
        #expect(driver.screen.contains("Pressed: one"))
    }

    @Test("inline, a resize asks for the frame's place again; an answer to the old request is ignored")
    func inlineClicksAfterResize() {
        let driver = TestDriver(LiveThreeButtons(), width: 20, height: 10, placement: .inline)
        #expect(String(decoding: driver.output, as: UTF8.self).hasSuffix(InlineFrameTop.request))
        driver.resize(width: 24, height: 10)
        #expect(String(decoding: driver.output, as: UTF8.self).hasSuffix(InlineFrameTop.request))
        let lastRow = driver.lines.count - 1
        driver.send(bytes: Array("\u{1B}[\(2 + lastRow + 1);1R".utf8))  // the first request's answer: stale
        driver.send(bytes: Array("\u{1B}[<0;2;3M".utf8))
        #expect(driver.screen.contains("Pressed: none"))
        driver.send(bytes: Array("\u{1B}[\(5 + lastRow + 1);1R".utf8))  // the frame starts on screen row 5
        let top = min(5, 10 - driver.lines.count)  // unless it reaches the bottom
        driver.send(bytes: Array("\u{1B}[<0;2;\(top + 1)M".utf8))
        #expect(driver.screen.contains("Pressed: one"))
    }
}

struct QuantityForm: View {
    @State private var quantity = 0
    var body: some View {
        Stepper("Quantity: \(quantity)", value: $quantity, in: 0...3)
    }
}

struct ActionStepper: View {
    @State private var level = 0
    var body: some View {
        Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: { level -= 1 })
    }
}

struct VolumeForm: View {
    @State private var volume = 2.0
    @State private var balance = 0.5
    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            Slider(value: $balance) { Text("Balance") }
            Text("Volume \(Int(volume))")
            Text("Balance \(Int((balance * 100).rounded()))%")
        }
    }
}

struct FlavorForm: View {
    enum Flavor: Hashable { case vanilla, chocolate, mint }
    @State private var flavor = Flavor.vanilla
    @State private var size = "S"
    var body: some View {
        VStack(alignment: .leading) {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Mint").tag(Flavor.mint)
            }
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0) }
            }
            Text("Chose \(flavor)")
            Text("Size \(size)")
        }
    }
}

/// Clicking a row of a `List` with a selection selects it (and focuses the list).
@MainActor @Suite("Runtime: clicking list rows")
struct ListClickTests {
    @Test("a click on a row selects it; in a multiple selection it becomes the only one")
    func clickSelects() throws {
        let driver = TestDriver(FruitList(), width: 30, height: 12)
        let banana = try #require(driver.lines.firstIndex { $0.hasPrefix("banana") })
        driver.send(bytes: Array("\u{1B}[<0;2;\(banana + 1)M".utf8))
        #expect(driver.screen.contains("Selected: banana"))
        let cherry = try #require(driver.lines.firstIndex { $0.hasPrefix("cherry") })
        driver.send(bytes: Array("\u{1B}[<0;3;\(cherry + 1)M".utf8))
        #expect(driver.screen.contains("Selected: cherry"))
        driver.send(.upArrow)  // the click focused the list: the arrows move on from the row
        #expect(driver.screen.contains("Selected: banana"))
        let row2 = try #require(driver.lines.firstIndex { $0.hasPrefix("Row 2") })
        driver.send(bytes: Array("\u{1B}[<0;2;\(row2 + 1)M".utf8))
        #expect(driver.screen.contains("Picked: 2"))
        let row0 = try #require(driver.lines.firstIndex { $0.hasPrefix("Row 0") })
        driver.send(bytes: Array("\u{1B}[<0;2;\(row0 + 1)M".utf8))
        #expect(driver.screen.contains("Picked: 0"))
    }

    @Test("a click on a list without a selection selects nothing and changes nothing")
    func noSelection() throws {
        let driver = TestDriver(TaskBoardView(board: TaskBoard(count: 5)), width: 30, height: 10)
        let (bytes, bodies) = (driver.bytesWritten, driver.bodyEvaluations)
        driver.send(bytes: Array("\u{1B}[<0;2;3M".utf8))
        #expect(driver.bytesWritten == bytes)
        #expect(driver.bodyEvaluations == bodies)
    }
}

struct FruitList: View {
    let fruits = ["apple", "banana", "cherry"]
    @State private var selected: String?
    @State private var picked: Set<Int> = []
    var body: some View {
        VStack(alignment: .leading) {
            List(fruits, id: \.self, selection: $selected) { Text($0) }
            List(0..<3, selection: $picked) { Text("Row \($0)") }
            Text("Selected: \(selected ?? "none")")
            Text("Picked: \(picked.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// Several sources edited by one picker and one toggle, and a formatted stepper with bounds.
struct SourcesForm: View {
    enum Flavor: Hashable { case vanilla, chocolate }
    @State private var flavors: [Flavor] = [.vanilla, .chocolate]
    @State private var alarms = [true, false]
    @State private var scale = 1.5
    var body: some View {
        VStack(alignment: .leading) {
            Picker("Flavor", sources: $flavors, selection: \.self) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            Toggle("Alarms", sources: $alarms, isOn: \.self)
            Stepper("Scale", value: $scale, in: 0...2, step: 0.5, format: .number)
            Text("Flavors \(flavors.map { "\($0)" }.joined(separator: ","))")
            Text("Alarms \(alarms.map { "\($0)" }.joined(separator: ","))")
            Text("Scale \(scale)")
        }
    }
}

@MainActor @Suite("Runtime: controls of several sources")
struct SourcesInputTests {
    @Test("a picker and a toggle of several sources set every source; a formatted stepper keeps its bounds")
    func sources() {
        let driver = TestDriver(SourcesForm(), width: 40, height: 8)
        driver.send(.tab)
        driver.send(.downArrow)
        #expect(driver.screen.contains("Flavors chocolate,chocolate"))
        driver.send(.tab)
        driver.send(.space)
        #expect(driver.screen.contains("Alarms true,true"))
        driver.send(.tab)
        driver.send(.upArrow)
        driver.send(.upArrow)
        #expect(driver.screen.contains("Scale 2.0"))
    }
}
