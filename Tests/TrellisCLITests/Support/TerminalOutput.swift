/// What the reliability tests check in output a terminal would show: that no control character
/// reached it raw, and that each message is there once.
enum TerminalOutput {
    /// The first C0 control but the line feed, DEL or C1 control in `output` (no output of
    /// these tests is coloured, so ESC has no business there at all), as `U+…`.
    static func rawControl(in output: String) -> String? {
        output.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
            .map { "U+\(String($0.value, radix: 16, uppercase: true))" }
    }

    /// How often `message` occurs in `output`.
    static func occurrences(of message: String, in output: String) -> Int {
        output.components(separatedBy: message).count - 1
    }
}
