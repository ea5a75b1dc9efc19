import Testing
@testable import TrellisScript

/// Indices, slices and ranges a document writes are checked before a Swift range is made
/// (making one with reversed bounds traps), and integer arithmetic never wraps or traps.
@MainActor @Suite("Index bounds") struct IndexBoundsTests {
    static func diagnostics(_ expression: String) -> [String] {
        ScriptTesting.messages("let a = [1, 2, 3]\nlet n = a.count\nText(\"\\(\(expression))\")")
    }

    @Test("a slice past the end is an error, not a trap", arguments: [
        ("a[5...]", "range 5... is out of bounds 0..<3"),
        ("a[(n + 2)...]", "range 5... is out of bounds 0..<3"),
        ("a[(n - 4)...]", "range -1... is out of bounds 0..<3"),
        ("a[..<(n + 2)]", "range ..<5 is out of bounds 0..<3"),
        ("a[...n]", "range ..<4 is out of bounds 0..<3"),
        ("a[...(Int.max)]", "range ...9223372036854775807 is out of bounds"),
        ("a[1..<(n + 5)]", "range 1..<8 is out of bounds 0..<3"),
        ("a[(n - 1)..<1]", "range 2..<1 has its bounds reversed"),
        ("a[(n - 1)...1]", "range 2...1 has its bounds reversed"),
        ("(1...(n - 3)).count", "range 1...0 has its bounds reversed"),
        ("(n...(n - 1)).map { $0 }", "range 3...2 has its bounds reversed"),
        ("a[(n + 9)]", "index 12 is out of range (count 3)"),
        ("a.prefix(n - 5)", "prefix(-2): the count must not be negative"),
        ("a.dropFirst(n - 5)", "dropFirst(-2): the count must not be negative"),
    ])
    func slices(_ expression: String, _ message: String) {
        #expect(Self.diagnostics(expression) == [message])
    }

    @Test("a closed range whose upper bound is one below its lower is reversed, as Swift traps, not empty")
    func closedRangeOneShort() {
        let view = "struct Rows: View {\n    let n: Int\n    var body: some View { ForEach(1...n, id: \\.self) { Text(\"\\($0)\") } }\n}\nRows(n: 0)"
        #expect(ScriptTesting.messages(view) == ["range 1...0 has its bounds reversed"])
        let loop = "struct Sum: View {\n    let n: Int\n    var total: Int { var s = 0; for i in 1...n { s += i }; return s }\n    var body: some View { Text(\"\\(total)\") }\n}\nSum(n: 0)"
        #expect(ScriptTesting.messages(loop) == ["range 1...0 has its bounds reversed"])
        #expect(ScriptTesting.messages(loop.replacingOccurrences(of: "n: 0", with: "n: 1")) == [])
    }

    @Test("a range whose bounds are literals is checked before anything runs", arguments: [
        ("ForEach(1...0, id: \\.self) { Text(\"\\($0)\") }", 1, 9, "range 1...0 has its bounds reversed"),
        ("Text(\"\\((5..<2).count)\")", 1, 10, "range 5..<2 has its bounds reversed"),
        ("Text(\"\\((-1)...(-3))\")", 1, 9, "range -1...-3 has its bounds reversed"),
        ("ForEach(0..<2_000_000, id: \\.self) { Text(\"\\($0)\") }", 1, 9,
         "range 0..<2000000 has more than 100000 elements (the ForEach limit)"),
    ])
    func literalRanges(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(ScriptTesting.found(source) == [ScriptTesting.Found(line, column, .checkedArgument(reason: message))])
    }

    @Test("slices within the bounds, open or closed at either end")
    func validSlices() throws {
        #expect(try ScriptTesting.render("let a = [1, 2, 3]\nText(\"\\(a[3...]) \\(a[..<0]) \\(a[...1]) \\(a[1...])\")") == "[] [] [1, 2] [2, 3]")
    }

    @Test("subviews[5...] past the end is an error, not a trap")
    func subviewsSlice() {
        let source = """
            struct Tail<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { subviews in
                        HStack { subviews[5...] }
                    }
                }
            }
            Tail { Text("a"); Text("b") }
            """
        #expect(ScriptTesting.messages(source) == ["range 5... is out of bounds 0..<2"])
    }

    @Test("integer arithmetic that does not fit, and division by zero, are errors", arguments: [
        ("Int.max + n", "arithmetic overflow: 9223372036854775807 + 3 does not fit in Int"),
        ("Int.min - n", "arithmetic overflow: -9223372036854775808 - 3 does not fit in Int"),
        ("Int.max * n", "arithmetic overflow: 9223372036854775807 * 3 does not fit in Int"),
        ("n / (n - 3)", "division by zero"),
        ("n % (n - 3)", "division by zero"),
        ("Int.min / (n - 4)", "arithmetic overflow: -9223372036854775808 / -1 does not fit in Int"),
        ("Int.min % (n - 4)", "arithmetic overflow: -9223372036854775808 % -1 does not fit in Int"),
        ("(Int.min + n - 3)...(Int.max - n)", "range -9223372036854775808...9223372036854775804 has more than 100000 elements (the ForEach limit)"),
        ("(n - 3)...(Int.max)", "range 0...9223372036854775807 has more than 100000 elements (the ForEach limit)"),
    ])
    func arithmetic(_ expression: String, _ message: String) {
        #expect(Self.diagnostics(expression) == [message])
    }

    @Test("unsupported sequence makers are refused when checked", arguments: [
        "Array(repeating: 0, count: 1 << 60)", "stride(from: 0, to: Int.max, by: 1)", "String(repeating: \"x\", count: Int.max)",
    ])
    func unsupportedMakers(_ expression: String) {
        let diagnostics = Self.diagnostics(expression)
        #expect(diagnostics.count == 1)
    }
}
