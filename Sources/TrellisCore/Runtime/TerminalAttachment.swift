import Foundation

/// Whether the process can run a live runtime: standard input and output are a terminal
/// whose size is known. When they are not, a runtime renders one frame instead.
package enum TerminalAttachment {
    /// The terminal's size, when standard input and output are one; `nil` otherwise.
    package static var interactiveSize: (width: Int, height: Int)? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        return TerminalMode.size(of: STDOUT_FILENO)
    }
}
