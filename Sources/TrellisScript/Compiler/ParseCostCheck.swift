/// A lexical pass over a document before it is parsed, refusing the shapes on which
/// SwiftParser's lookahead takes time exponential in their size: square brackets nested deep
/// (`[[[[1]]]]`, each level about doubles the time) and runs of `<` in one expression
/// (`x < x < x …`, each read as a possible generic argument list).
///
/// String literals (with their interpolations) and comments are skipped, so brackets in text
/// do not count. Interpolations nested in interpolations are refused past the nesting limit
/// here, before the parser, whose cost in them is quadratic in their depth.
enum ParseCostCheck {
    /// The deepest nesting of square brackets.
    static let maxSquareBrackets = 12
    /// The most `<` in an expression before a `,`, `;`, brace, newline, `?`, `:`, `=`, `&`
    /// or `|` ends it.
    static let maxAngleRun = 8

    /// The message and UTF-8 offset of the first place `source` crosses a limit; `nil` when it
    /// does not.
    static func problem(in source: String, maxInterpolationDepth: Int = ScriptLimits.standard.nesting) -> (message: String, offset: Int)? {
        var scanner = Scanner(bytes: Array(source.utf8), maxInterpolationDepth: maxInterpolationDepth)
        return scanner.run()
    }

    private enum Context {
        /// Code inside `\( … )` of a string, with its unclosed parentheses.
        case interpolation(parentheses: Int)
        /// A string literal: `"…"` or `"""…"""`, with `hashes` `#` around it (raw).
        case string(multiline: Bool, hashes: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var contexts: [Context] = []
        var squareDepth = 0
        var angleRun = 0
        /// The interpolations open, one in another.
        var interpolationDepth = 0
        let maxInterpolationDepth: Int

        init(bytes: [UInt8], maxInterpolationDepth: Int) {
            self.bytes = bytes
            self.maxInterpolationDepth = maxInterpolationDepth
        }

        mutating func run() -> (message: String, offset: Int)? {
            while index < bytes.count {
                if case .string(let multiline, let hashes)? = contexts.last {
                    if let problem = scanString(multiline: multiline, hashes: hashes) { return problem }
                } else if let problem = scanCode() {
                    return problem
                }
            }
            return nil
        }

        private func byte(at offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        private func count(of character: UInt8, from start: Int) -> Int {
            var end = start
            while byte(at: end) == character { end += 1 }
            return end - start
        }

        /// One token's worth of code.
        private mutating func scanCode() -> (message: String, offset: Int)? {
            let character = bytes[index]
            switch character {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return nil
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                return nil
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = count(of: UInt8(ascii: "#"), from: index)
                guard byte(at: index + hashes) == UInt8(ascii: "\"") else { break }
                let multiline = count(of: UInt8(ascii: "\""), from: index + hashes) >= 3
                index += hashes + (multiline ? 3 : 1)
                contexts.append(.string(multiline: multiline, hashes: hashes))
                return nil
            case UInt8(ascii: "["):
                squareDepth += 1
                if squareDepth > ParseCostCheck.maxSquareBrackets {
                    return ("square brackets nest more than \(ParseCostCheck.maxSquareBrackets) levels deep, the limit", index)
                }
            case UInt8(ascii: "]"):
                squareDepth = max(0, squareDepth - 1)
            case UInt8(ascii: "<"):
                angleRun += 1
                if angleRun > ParseCostCheck.maxAngleRun {
                    return ("more than \(ParseCostCheck.maxAngleRun) '<' in one expression, the limit", index)
                }
            case UInt8(ascii: "("):
                if case .interpolation(let parentheses)? = contexts.last { contexts[contexts.count - 1] = .interpolation(parentheses: parentheses + 1) }
            case UInt8(ascii: ")"):
                if case .interpolation(let parentheses)? = contexts.last {
                    if parentheses == 0 {
                        contexts.removeLast()
                        interpolationDepth -= 1
                    } else { contexts[contexts.count - 1] = .interpolation(parentheses: parentheses - 1) }
                }
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\n"), UInt8(ascii: "?"),
                 UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
                angleRun = 0
            default:
                break
            }
            index += 1
            return nil
        }

        /// Block comments nest in Swift.
        private mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if byte(at: index) == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if byte(at: index) == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while depth > 0 && index < bytes.count
        }

        /// One character of a string literal: its end, an escape, or an interpolation.
        private mutating func scanString(multiline: Bool, hashes: Int) -> (message: String, offset: Int)? {
            let character = bytes[index]
            if character == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
                let after = index + 1 + hashes
                if byte(at: after) == UInt8(ascii: "(") {
                    interpolationDepth += 1
                    if interpolationDepth > maxInterpolationDepth {
                        return ("string interpolations nest more than \(maxInterpolationDepth) levels deep, the limit", index)
                    }
                    contexts.append(.interpolation(parentheses: 0))
                    index = after + 1
                } else {
                    index = after + 1  // an escaped character
                }
            } else if character == UInt8(ascii: "\""), count(of: UInt8(ascii: "\""), from: index) >= (multiline ? 3 : 1),
                      count(of: UInt8(ascii: "#"), from: index + (multiline ? 3 : 1)) >= hashes {
                contexts.removeLast()
                index += (multiline ? 3 : 1) + hashes
            } else if character == UInt8(ascii: "\n"), !multiline {
                contexts.removeLast()  // unterminated; the parser reports it
                index += 1
            } else {
                index += 1
            }
            return nil
        }
    }
}
