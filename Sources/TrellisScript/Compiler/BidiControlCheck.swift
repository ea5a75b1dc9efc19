/// Refuses the Unicode bidirectional controls written raw in a document: embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder how the text displays, so a
/// document could read one way and run another ("Trojan Source", CVE-2021-42574). Swift
/// accepts them even in identifiers; rustc refuses them by default, and so do documents, which
/// often come from someone else. Inside a string, `\u{202E}` says the same thing visibly.
enum BidiControlCheck {
    /// The message and UTF-8 offset of the first such control in `source`; `nil` when there is
    /// none.
    static func problem(in source: String) -> (message: String, offset: Int)? {
        var offset = 0
        for scalar in source.unicodeScalars {
            if let name = names[scalar.value] {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let message = "the document contains U+\(hex) (\(name)), a bidirectional control that can make "
                    + "code display differently from how it runs; inside a string, write it as \\u{\(hex)}"
                return (message, offset)
            }
            offset += UTF8.width(scalar)
        }
        return nil
    }

    private static let names: [UInt32: String] = [
        0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE", 0x2066: "LEFT-TO-RIGHT ISOLATE",
        0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE",
    ]
}
