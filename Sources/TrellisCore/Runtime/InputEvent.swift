/// What a live runtime reads from the terminal, decoded by ``InputParser``.
enum InputEvent: Equatable {
    /// A key pressed, with the modifier keys held.
    case key(KeyEquivalent, EventModifiers)
    /// Text pasted while bracketed paste was on, delivered whole.
    case paste(String)
    /// A mouse button pressed or released, or the mouse moved with a button held (SGR
    /// reporting), at a zero-based cell.
    case mouse(MouseEvent)
    /// The terminal gained (`true`) or lost focus.
    case focus(Bool)
    /// The terminal's answer to a cursor position request (`CSI 6 n`): the zero-based row
    /// and column the cursor was on.
    case cursorPosition(row: Int, column: Int)
}

/// A mouse report (SGR encoding, DEC mode 1006).
struct MouseEvent: Equatable {
    /// The button code of the report (0 left, 1 middle, 2 right, 64/65 wheel; +32 motion).
    let button: Int
    let column: Int
    let row: Int
    /// Whether it is a press (`M`) rather than a release (`m`).
    let isPress: Bool
}
