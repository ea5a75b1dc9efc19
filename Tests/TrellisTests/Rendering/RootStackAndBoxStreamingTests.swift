import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// A leading `VStack` at the root, and a `GroupBox` at the root around a flow, are drawn while
/// their rows are made, as a root lazy stack is (`RootFlow`): the output is exactly that of
/// laying them out whole first, whatever the rows. A `VStack` row that is not a line of text
/// (a spacer, a colour, a wrapping text, a divider) makes the stack be laid out whole.
///
/// The reference is the file descriptor path, which lays the view out whole before drawing.
@MainActor @Suite("Rendering: a VStack or a GroupBox at the root, drawn while its rows are made")
struct RootStackAndBoxStreamingTests {
    /// Lines of text of every kind a row of a report has: styled, wide, empty, of several
    /// runs, with a layout priority; `row` replaces the rows at the given indices.
    struct Lines: View {
        let count: Int
        var alignment = HorizontalAlignment.leading
        var spacing: CGFloat?
        var row: [Int: AnyView] = [:]

        var body: some View {
            VStack(alignment: alignment, spacing: spacing) {
                Text("Title").bold().underline()
                ForEach(0..<count, id: \.self) { index in
                    if let special = row[index] {
                        special
                    } else {
                        switch index % 6 {
                        case 0: Text("[ ] item \(index)").strikethrough(index % 4 == 0)
                        case 1: Text("카드 \(index) 日本語 👨‍👩‍👧‍👦 ❤️ é")
                        case 2: Text("")
                        case 3: Text("bold ").bold() + Text("plain \(index)")
                        case 4: Text("first \(index)").layoutPriority(Double(index % 3))
                        default: Text("\(index)").foregroundStyle(Color.red)
                        }
                    }
                }
            }
        }
    }

    @Test("a VStack of lines of text, few or many, any alignment and spacing", arguments: [0, 7, 600, 2600])
    func linesOfText(count: Int) throws {
        try expectSameOutput(Lines(count: count), width: 30, "\(count) lines")
        try expectSameOutput(Lines(count: count, spacing: 2), width: 30, "\(count) lines 2 apart")
        try expectSameOutput(Lines(count: count, alignment: .center), width: 41, "\(count) centred lines")
        try expectSameOutput(Lines(count: count, alignment: .trailing, spacing: 1), width: 25, "\(count) trailing lines")
        try expectSameOutput(Lines(count: count), width: 8, "\(count) lines, some wrapping")
        try expectSameOutput(Lines(count: count), width: 0, "\(count) lines in no width")
    }

    @Test("a VStack with a row that is not a line of text, early or late: laid out whole, the same",
          arguments: [3, 1500, 2500])
    func flexibleRows(at index: Int) throws {
        let rows: [(String, AnyView)] = [
            ("a spacer", AnyView(Spacer(minLength: 2))),
            ("a colour", AnyView(Color.blue)),
            ("a divider", AnyView(Divider())),
            ("a flexible frame", AnyView(Text("framed").frame(maxWidth: .infinity, maxHeight: .infinity))),
            ("a text of two lines", AnyView(Text("two\nlines"))),
            ("a text that wraps", AnyView(Text(String(repeating: "word ", count: 12)))),
            ("an HStack", AnyView(HStack { Text("left"); Spacer(); Text("right") })),
            ("an alignment guide", AnyView(Text("moved").alignmentGuide(.leading) { _ in -3 })),
            ("a box", AnyView(GroupBox("#") { Text("boxed") })),
            ("a divider", AnyView(Divider())),
        ]
        for (name, row) in rows {
            try expectSameOutput(Lines(count: 2600, row: [index: row]), width: 30, "\(name) at row \(index)")
        }
        let two = Lines(count: 2600, row: [index: AnyView(Color.red), index + 20: AnyView(Spacer())])
        try expectSameOutput(two, width: 30, "a colour and a spacer sharing the space")
    }

    @Test("a VStack drawn again after its rows were let go makes them again; before, it does not")
    func rowsMadeAgain() {
        /// The rows made rendering 3,000 rows, of which `row` is a wrapping text (not a line).
        func render(wrappingAt row: Int) -> Int {
            let made = Counter()
            let rows = VStack(alignment: .leading) {
                ForEach(0..<3000, id: \.self) { index in
                    let _ = made.hit()
                    if index == row { Text(String(repeating: "word ", count: 12)) } else { Text("\(index)") }
                }
            }
            var lineByLine = ViewRenderer(width: 20)
            lineByLine.bandHeight = 1
            _ = lineByLine.render(rows, format: .plain)
            return made.count
        }
        #expect(render(wrappingAt: 10) == 3000, "laid out whole from the rows made: none was let go yet")
        #expect(render(wrappingAt: 2900) == 6000, "rows were drawn and let go: all are made again")
    }

    /// Cards of one to three lines in an adaptive grid.
    private func cards(_ count: Int) -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 11))], spacing: 1) {
            ForEach(0..<count, id: \.self) { index in
                GroupBox("#\(index)") { Text(String(repeating: "word ", count: index % 7)) }
            }
        }
    }

    @Test("a GroupBox around a lazy stack, a grid or a VStack, with a title or none", arguments: [5, 2600])
    func boxes(count: Int) throws {
        let rows = LazyVStack(alignment: .center) { ForEach(0..<count, id: \.self) { Text("row \($0) 日本") } }
        try expectSameOutput(GroupBox { rows }, width: 30, "a lazy stack in a box")
        try expectSameOutput(GroupBox("Rows") { rows }, width: 30, "in a box with a title")
        try expectSameOutput(GroupBox("A title far too long for the box") { rows }, width: 20, "a title that wraps")
        try expectSameOutput(GroupBox { rows } label: { Text("styled ").bold() + Text("title") }, width: 30,
                             "a title of two runs: laid out whole")
        try expectSameOutput(GroupBox("Cards") { cards(count) }, width: 50, "a grid in a box")
        try expectSameOutput(GroupBox("Outer") { GroupBox("Inner") { rows } }, width: 30, "boxes in a box")
        try expectSameOutput(GroupBox("Lines") { Lines(count: count) }, width: 30, "a VStack in a box")
        let divided = Lines(count: count, row: [count / 2: AnyView(Divider())])
        try expectSameOutput(GroupBox("Lines") { divided }, width: 30, "a VStack with a divider in a box")
        // A box around a VStack is as wide as its widest row, or its title.
        try expectSameOutput(GroupBox("A title wider than every row of the stack") { Lines(count: count) }, width: 60,
                             "a VStack in a box its title widens")
        try expectSameOutput(GroupBox("Outer") { GroupBox("Inner, with a long title") { Lines(count: count, spacing: 1) } },
                             width: 40, "a spaced VStack in boxes in a box")
        try expectSameOutput(GroupBox { Lines(count: count, row: [count / 3: AnyView(Text("a row far wider than the rest"))]) },
                             width: 40, "a VStack in a box, one row wider")
        try expectSameOutput(GroupBox { VStack(alignment: .leading) {} }, width: 10, "an empty VStack in a box")
        for row in [3, count - 1] {
            let reader = GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }.frame(height: 1)
            let located = LazyVStack { ForEach(0..<count, id: \.self) { if $0 == row { reader } else { Text("row \($0)") } } }
            try expectSameOutput(GroupBox("Rows") { located }, width: 30, "a row that reads where it is, row \(row)")
        }
        for width in [0, 1, 2, 3, 4, 5, 9] {
            try expectSameOutput(GroupBox("Outer") { GroupBox { rows } }, width: width, "boxes in \(width) cells")
            try expectSameOutput(GroupBox("Outer") { GroupBox { Lines(count: count) } }, width: width,
                                 "boxes around a VStack in \(width) cells")
        }
    }

    @Test("a size limit is reported with the whole height, boxes included")
    func sizeLimit() throws {
        let rows = LazyVStack { ForEach(0..<3000, id: \.self) { Text("row \($0)") } }
        #expect(throws: RenderSizeLimitExceeded(lines: 3002, width: 12, maxCells: 20_000)) {
            try ViewRenderer(width: 12).render(GroupBox { rows }, maxCells: 20_000)
        }
        let lines = VStack(alignment: .leading) { ForEach(0..<3000, id: \.self) { Text("line \($0)") } }
        #expect(throws: RenderSizeLimitExceeded(lines: 3000, width: 10, maxCells: 20_000)) {
            try ViewRenderer(width: 10).render(lines, maxCells: 20_000)
        }
        // A box around a VStack is drawn after its last row: the limit is found there.
        #expect(throws: RenderSizeLimitExceeded(lines: 3002, width: 20, maxCells: 20_000)) {
            try ViewRenderer(width: 20).render(GroupBox { lines }, maxCells: 20_000)
        }
        #expect(try ViewRenderer(width: 20).render(GroupBox { lines }, maxCells: 3002 * 20).plain.count { $0 == "\n" } == 3002)
        // A spacer made past the limit: no spacing next to it, as the stack's whole layout says.
        let spaced = VStack(alignment: .leading, spacing: 1) {
            ForEach(0..<3000, id: \.self) { index in
                if index == 2500 { Spacer(minLength: 1) } else { Text("line \(index)") }
            }
        }
        let height = try renderedToFile(spaced, width: 10, format: .plain).count { $0 == "\n" }
        #expect(throws: RenderSizeLimitExceeded(lines: height, width: 10, maxCells: 20_000)) {
            try ViewRenderer(width: 10).render(spaced, maxCells: 20_000)
        }
    }

    /// The benchmarks' checklist: sections of 100 rows under a bold, underlined header, every
    /// third row struck through; in a root lazy stack, a root `VStack` or a box.
    private struct Checklist: View {
        enum Container { case lazyStack, stack, box, boxedStack }
        let container: Container
        let count: Int

        var body: some View {
            switch container {
            case .lazyStack: LazyVStack(alignment: .leading) { sections }
            case .stack: VStack(alignment: .leading) { sections }
            case .box: GroupBox { LazyVStack(alignment: .leading) { sections } }
            case .boxedStack: GroupBox { VStack(alignment: .leading) { sections } }
            }
        }

        private var sections: some View {
            ForEach(0..<(count + 99) / 100, id: \.self) { section in
                Section {
                    ForEach(section * 100..<min(count, (section + 1) * 100), id: \.self) { item in
                        Text("[ ] item \(item)").strikethrough(item % 3 == 0)
                    }
                } header: {
                    Text("Section \(section + 1)").bold().underline()
                }
            }
        }
    }

    @Test("the checklist's bytes in a lazy stack, a VStack and a box")
    func checklistBytes() throws {
        let count = 2550
        var lines: [String] = []
        for item in 0..<count {
            if item % 100 == 0 { lines.append("Section \(item / 100 + 1)") }
            let row = "[ ] item \(item)"
            // Plain text strikes a character through with U+0336 after it; blanks are not struck.
            lines.append(item % 3 == 0 ? row.map { $0 == " " ? " " : "\($0)\u{0336}" }.joined() : row)
        }
        let plain = lines.map { $0 + "\n" }.joined()
        let width = 40
        let boxed = (["╭" + String(repeating: "─", count: width - 2) + "╮"]
            + lines.map { "│ " + $0 + String(repeating: " ", count: width - 4 - $0.unicodeScalars.count { $0 != "\u{0336}" }) + " │" }
            + ["╰" + String(repeating: "─", count: width - 2) + "╯"]).map { $0 + "\n" }.joined()
        let renderer = ViewRenderer(width: width)
        #expect(renderer.render(Checklist(container: .lazyStack, count: count), format: .plain) == plain)
        #expect(renderer.render(Checklist(container: .stack, count: count), format: .plain) == plain)
        #expect(renderer.render(Checklist(container: .box, count: count), format: .plain) == boxed)
        let ansi = renderer.render(Checklist(container: .lazyStack, count: count), format: .ansi)
        #expect(ansi.contains("\u{1B}[1;4mSection 1\u{1B}[0m\n\u{1B}[9m[ ] item 0\u{1B}[0m\n[ ] item 1\n"))
        #expect(renderer.render(Checklist(container: .stack, count: count), format: .ansi) == ansi)
        let hugging = lines.map { $0.unicodeScalars.count { $0 != "\u{0336}" } }.max()!
        let boxedStack = renderer.render(Checklist(container: .boxedStack, count: count), format: .plain)
        #expect(boxedStack.hasPrefix("╭" + String(repeating: "─", count: hugging + 2) + "╮\n│ Section 1 "))
        for container in [Checklist.Container.lazyStack, .stack, .box, .boxedStack] {
            try expectSameOutput(Checklist(container: container, count: count), width: width, "\(container)")
        }
    }
}
