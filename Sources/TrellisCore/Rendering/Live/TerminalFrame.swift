/// A region of the terminal that shows one rendered frame after another, rewriting only the
/// lines that changed.
///
/// ``update(to:)`` compares a new frame (ANSI text, as ``RenderFormat/ansi`` renders it) with the one on
/// screen line by line and returns the bytes that make the screen show it: each changed line
/// rewritten and cleared to its end, lines the frame lost erased, the cursor left below the
/// frame. The bytes are wrapped in synchronized output (DEC mode 2026), so a terminal that
/// supports it shows the change at once, and one that does not ignores the wrapper.
///
/// ```swift
/// var frame = TerminalFrame(placement: .inline)
/// write(frame.update(to: ViewRenderer(width: 80).render(board, format: .ansi)))
/// // … the data changes …
/// write(frame.update(to: ViewRenderer(width: 80).render(board, format: .ansi)))  // only the changed lines
/// write(frame.finish())
/// ```
///
/// Inline, the frame starts on the cursor's line and moves by relative cursor motions, so a
/// frame must fit the terminal's height (``fit(_:height:)`` cuts one that does not).
/// Fullscreen, it is drawn on the alternate screen from the top-left corner.
public struct TerminalFrame: Sendable {
    /// Where the frame is drawn.
    public enum Placement: Hashable, Sendable {
        /// From the cursor's line down, in the normal screen: the output stays when done.
        case inline
        /// On the alternate screen, which is left (and the old screen restored) when done.
        case fullscreen
    }

    public let placement: Placement
    /// The lines on screen, as last drawn; `nil` before the first frame and after
    /// ``invalidate()``.
    public private(set) var lines: [Substring]?
    /// Where the cursor is after an update: the line below the frame, counted from its top.
    private var cursor = 0
    /// The last line reached below the frame's top: lines down to it exist on screen, and
    /// the cursor moves to them without scrolling; past it, new lines are made.
    private var bottom = 0
    private var started = false

    public init(placement: Placement = .inline) {
        self.placement = placement
    }

    /// The bytes that turn the screen from the last frame into `text`; empty when nothing
    /// changed.
    /// - Complexity: O(*n*) in the two frames' bytes.
    public mutating func update(to text: String) -> String {
        var new = text.split(separator: "\n", omittingEmptySubsequences: false)
        if new.last == "" { new.removeLast() }
        var output = ""
        if !started {
            started = true
            output +=
                Self.hideCursor + (placement == .fullscreen ? Self.enterAlternateScreen + "\u{1B}[H\u{1B}[2J" : "")
        }
        let old = lines ?? []
        let changed = (0..<new.count).filter { lines == nil || $0 >= old.count || old[$0] != new[$0] }
        guard lines == nil || !changed.isEmpty || new.count != old.count else { return output }
        output += Self.beginSynchronized
        if lines == nil {  // from the frame's top, erase what was there
            output += move(to: 0) + "\r\u{1B}[J"
        }
        for index in changed {
            output += move(to: index) + "\r" + new[index] + "\u{1B}[K"
        }
        if new.count < old.count {  // lines the frame lost
            output += move(to: new.count) + "\r\u{1B}[J"
        }
        output += move(to: new.count) + "\r" + Self.endSynchronized
        lines = new
        return output
    }

    /// The cursor motion to line `line` of the frame: up or down over lines on screen, and
    /// new lines past the last one reached.
    private mutating func move(to line: Int) -> String {
        var motion = ""
        if line < cursor {
            motion = "\u{1B}[\(cursor - line)A"
        } else if line > cursor {
            let existing = min(line, bottom) - cursor
            if existing > 0 { motion = "\u{1B}[\(existing)B" }
            if line > bottom { motion += String(repeating: "\n", count: line - max(bottom, cursor)) }
        }
        cursor = line
        bottom = max(bottom, line)
        return motion
    }

    /// Forgets what is on screen, so that the next update redraws the whole frame over the
    /// old one (after the terminal was resized and may have rewrapped it).
    public mutating func invalidate() {
        lines = nil
    }

    /// The bytes that give the terminal back: the cursor shown again and, fullscreen, the
    /// alternate screen left.
    public func finish() -> String {
        Self.showCursor + (placement == .fullscreen && started ? Self.leaveAlternateScreen : "")
    }

    /// The first `height` lines of `text` (ANSI text), so that an inline frame fits the
    /// terminal.
    public static func fit(_ text: String, height: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count - 1 > height else { return text }
        guard height > 0 else { return "" }
        return lines.prefix(height).joined(separator: "\n") + "\n"
    }

    static let beginSynchronized = "\u{1B}[?2026h", endSynchronized = "\u{1B}[?2026l"
    static let hideCursor = "\u{1B}[?25l", showCursor = "\u{1B}[?25h"
    static let enterAlternateScreen = "\u{1B}[?1049h", leaveAlternateScreen = "\u{1B}[?1049l"
}
