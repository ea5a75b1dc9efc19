import Foundation
import Synchronization

/// The terminal's state while a live runtime owns it, and its restoration: the saved `termios`
/// settings and the escape sequences that undo the runtime's modes.
///
/// Restoration must happen however the program ends: on return, on `exit` (an `atexit`
/// handler), on SIGINT/SIGTERM/SIGHUP (the run loop's own exit) and on a crash (a handler of
/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT that restores, then lets the signal
/// kill the process as it would have). Handlers may only call async-signal-safe functions, so
/// what they need is reached through atomics: the address of the saved settings and whether
/// the alternate screen is in use.
enum TerminalMode {
    /// The address of the settings to restore (a `termios` allocated once), or 0.
    private static let saved = Atomic<UInt>(0)
    /// Whether the runtime entered the alternate screen.
    private static let onAlternateScreen = Atomic<Bool>(false)
    private static let handlersInstalled = Atomic<Bool>(false)
    /// The address of the crash signals' previous actions (one `sigaction` a signal number,
    /// allocated once), or 0: a crash is handed on to them (the Swift runtime's backtracer, say).
    private static let previousActions = Atomic<UInt>(0)
    private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// The sequences that turn the runtime's modes on: synchronized output needs none; mouse
    /// reports (buttons and drags, SGR encoding), bracketed paste, focus reports, the kitty
    /// keyboard protocol's first flag (pushed), the cursor hidden, and the alternate screen.
    static func enterSequence(alternateScreen: Bool) -> String {
        (alternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
            + "\u{1B}[?2004h\u{1B}[?1004h\u{1B}[>1u"
    }

    /// The sequences that undo ``enterSequence(alternateScreen:)``, the alternate screen left last.
    static let leaveSequence: StaticString =
        "\u{1B}[?2026l\u{1B}[0m\u{1B}[<u\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h"
    static let leaveAlternateScreen: StaticString = "\u{1B}[?1049l"

    /// Puts the terminal on `descriptor` in raw mode (no echo, no line editing, no signals from
    /// keys, bytes as typed), saving its settings for ``restore()``; false when it is no terminal.
    static func enterRaw(_ descriptor: Int32, alternateScreen: Bool) -> Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        if saved.load(ordering: .acquiring) == 0 {
            let copy = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            copy.initialize(to: settings)
            saved.store(UInt(bitPattern: copy), ordering: .releasing)
        }
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return false }
        onAlternateScreen.store(alternateScreen, ordering: .releasing)
        installHandlers()
        return true
    }

    /// Restores the saved settings and undoes the runtime's modes; safe to call more than once
    /// and from a signal handler.
    static func restore() {
        let address = saved.exchange(0, ordering: .acquiringAndReleasing)
        guard let settings = UnsafePointer<termios>(bitPattern: address) else { return }
        leaveSequence.withUTF8Buffer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if onAlternateScreen.load(ordering: .acquiring) {
            leaveAlternateScreen.withUTF8Buffer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, settings)
        // The settings stay allocated: a handler may still be reading them.
    }

    /// Restores the terminal at exit and on a crash: the crash handler restores, puts the
    /// signal's previous action back and raises the signal again, which that action receives
    /// once the handler returns.
    private static func installHandlers() {
        guard !handlersInstalled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        atexit { TerminalMode.restore() }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        previous.initialize(repeating: sigaction(), count: Int(NSIG))
        previousActions.store(UInt(bitPattern: previous), ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            TerminalMode.restore()
            if let previous = UnsafeMutablePointer<sigaction>(bitPattern: TerminalMode.previousActions.load(ordering: .acquiring)) {
                sigaction(number, previous + Int(number), nil)
            }
            raise(number)
        }
        sigemptyset(&action.sa_mask)
        for crash in crashSignals {
            sigaction(crash, &action, previous + Int(crash))
        }
    }

    /// The size of the terminal on `descriptor` in cells, or `nil` when it has none.
    static func size(of descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
