import Testing
import Trellis

/// A terminal frame turns the screen from one frame into the next with the bytes it returns:
/// played on a model terminal, every update leaves exactly the new frame on screen, and a
/// one-line change costs a small fraction of drawing the frame.
@MainActor @Suite("Live: redrawing a frame in place")
struct TerminalFrameTests {
    /// The part of a terminal the frame's bytes use: text, CR, LF, cursor up and down, erase
    /// to the end of the line and below, private modes (ignored).
    struct ModelTerminal {
        var screen: [[Character]] = [[]]
        var row = 0, column = 0

        mutating func play(_ bytes: String) {
            var characters = bytes.makeIterator()
            while let character = characters.next() {
                switch character {
                case "\r": column = 0
                case "\n":
                    row += 1
                    if row == screen.count { screen.append([]) }
                case "\u{1B}":
                    #expect(characters.next() == "[")
                    var parameters = ""
                    var final = characters.next()
                    while let next = final, next.isNumber || next == "?" || next == ";" {
                        parameters.append(next)
                        final = characters.next()
                    }
                    let count = Int(parameters) ?? 1
                    switch final {
                    case "A": row = max(0, row - count)
                    case "B":
                        #expect(row + count < screen.count, "cursor down past the lines on screen")
                        row = min(screen.count - 1, row + count)
                    case "K": screen[row].removeSubrange(min(column, screen[row].count)...)
                    case "J":
                        screen[row].removeSubrange(min(column, screen[row].count)...)
                        for below in (row + 1)..<screen.count { screen[below] = [] }
                    case "h", "l": #expect(parameters.hasPrefix("?"))
                    default: Issue.record("unexpected sequence \(parameters)\(final.map(String.init) ?? "")")
                    }
                default:
                    if screen[row].count < column {
                        screen[row] += repeatElement(" " as Character, count: column - screen[row].count)
                    }
                    if column < screen[row].count {
                        screen[row][column] = character
                    } else {
                        screen[row].append(character)
                    }
                    column += 1
                }
            }
        }

        /// The lines with text, from the top.
        var text: [String] {
            var lines = screen.map { String($0) }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// Frames of random lines from a few words, so that consecutive frames share lines.
    private static func frames(count: Int, seed: UInt64) -> [[String]] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = ["alpha", "beta", "gamma", "delta", "epsilon"]
        var frame: [String] = []
        return (0..<count).map { _ in
            let lines = next(10) + 1
            frame = (0..<lines).map { index in
                index < frame.count && next(3) > 0 ? frame[index] : (0...next(3)).map { _ in words[next(words.count)] }.joined(separator: " ")
            }
            return frame
        }
    }

    @Test("every update leaves exactly the new frame on screen, the cursor below it", arguments: [1, 2, 3] as [UInt64])
    func updates(seed: UInt64) {
        var frame = TerminalFrame()
        var terminal = ModelTerminal()
        for lines in Self.frames(count: 200, seed: seed) {
            terminal.play(frame.update(to: lines.map { $0 + "\n" }.joined()))
            #expect(terminal.text == lines)
            #expect(terminal.row == lines.count && terminal.column == 0)
        }
    }

    @Test("after invalidate, the whole frame is drawn again over the old one")
    func invalidate() {
        var frame = TerminalFrame()
        var terminal = ModelTerminal()
        terminal.play(frame.update(to: "one\ntwo\nthree\n"))
        frame.invalidate()
        let bytes = frame.update(to: "one\n2\n")
        #expect(bytes.contains("one"))
        terminal.play(bytes)
        #expect(terminal.text == ["one", "2"])
    }

    @Test("an unchanged frame writes nothing; a one-line change little beyond that line")
    func oneLineChange() {
        let lines = (0..<40).map { "row \($0): " + String(repeating: "x", count: 60) }
        var frame = TerminalFrame()
        let full = frame.update(to: lines.map { $0 + "\n" }.joined())
        #expect(frame.update(to: lines.map { $0 + "\n" }.joined()).isEmpty)
        var changed = lines
        changed[20] = "row 20: changed"
        let update = frame.update(to: changed.map { $0 + "\n" }.joined())
        #expect(update.contains("row 20: changed") && !update.contains("row 19") && !update.contains("row 21"))
        // 15 bytes of text, 16 of synchronized output, a few of cursor motion.
        #expect(update.utf8.count < full.utf8.count / 50, "\(update.utf8.count) of \(full.utf8.count) bytes")
    }

    @Test("fullscreen uses the alternate screen, and finishing leaves it and shows the cursor")
    func fullscreen() {
        var frame = TerminalFrame(placement: .fullscreen)
        #expect(frame.update(to: "a\n").hasPrefix("\u{1B}[?25l\u{1B}[?1049h"))
        #expect(frame.finish() == "\u{1B}[?25h\u{1B}[?1049l")
        #expect(TerminalFrame().finish() == "\u{1B}[?25h")
    }

    @Test("fit keeps the first lines of a frame taller than the terminal")
    func fit() {
        #expect(TerminalFrame.fit("a\nb\nc\n", height: 2) == "a\nb\n")
        #expect(TerminalFrame.fit("a\nb\n", height: 2) == "a\nb\n")
        #expect(TerminalFrame.fit("a\n", height: 0) == "")
    }
}
