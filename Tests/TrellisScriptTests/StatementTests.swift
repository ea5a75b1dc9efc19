import Testing
@testable import TrellisScript

/// Swift's statements in functions, computed properties and view builders, with Swift's meaning.
@MainActor @Suite("Statements") struct StatementTests {
    @Test("computed properties and methods of any type, with var, +=, for, if, guard and return")
    func functions() throws {
        let text = try ScriptTesting.render("""
            struct Report: View {
                var scores: [Int]
                var total: Int {
                    var sum = 0
                    for score in scores where score > 0 { sum += score }
                    return sum
                }
                var average: Double { Double(total) / Double(scores.count) }
                var hasScores: Bool { !scores.isEmpty }
                func grade(_ score: Int) -> String {
                    guard score >= 0 else { return "invalid" }
                    if score >= 90 { return "A" } else if score >= 50 { return "B" }
                    return "C"
                }
                func label(for score: Int) -> String {
                    switch score {
                    case ..<0: "negative"
                    case 0: "zero"
                    case 1..<10, 10: "small"
                    default: "large"
                    }
                }
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("total \\(total), average \\(average), \\(hasScores)")
                        Text(grade(95) + grade(60) + grade(10) + grade(-1))
                        Text([-5, 0, 7, 10, 11].map { label(for: $0) }.joined(separator: " "))
                    }
                }
            }
            Report(scores: [90, 60, -3, 30])
            """)
        #expect(text == "total 180, average 45.0, true\nABCinvalid\nnegative zero small small large")
    }

    @Test("if let, the if let shorthand, if case and guard let bind what they unwrap")
    func optionalBindings() throws {
        let text = try ScriptTesting.render("""
            struct Row: View {
                var name: String?
                func greeting() -> String {
                    guard let name else { return "nobody" }
                    return "hi \\(name)"
                }
                var initial: String {
                    if let count = name?.count { return "\\(count)" }
                    return "-"
                }
                var body: some View {
                    HStack {
                        Text(greeting())
                        if let name { Text("[\\(name)]") } else { Text("[none]") }
                        if case "Ann" = name { Text("!") }
                    }
                }
            }
            VStack(alignment: .leading) { Row(name: "Ann"); Row(name: nil) }
            """)
        #expect(text == "hi Ann [Ann] !\nnobody [none]")
    }

    @Test("enums declared in the document: cases, raw values, CaseIterable, computed properties, switch")
    func enums() throws {
        let text = try ScriptTesting.render("""
            enum Status: String, CaseIterable {
                case up, down = "DOWN", unknown
                var symbol: String {
                    switch self {
                    case .up: "▲"
                    case .down: "▼"
                    case .unknown: "?"
                    }
                }
            }
            enum Size { case small, large }
            enum Shape { case round }
            struct Badge: View {
                var status: Status
                var size: Size = .small
                var shape: Shape = .round
                var body: some View {
                    switch status {
                    case .up: Text("\\(status.symbol) up")
                    case .down, .unknown:
                        Text("\\(status.symbol) \\(status.rawValue)").bold(size == .large)
                    }
                }
            }
            VStack(alignment: .leading) {
                ForEach(Status.allCases, id: \\.self) { Badge(status: $0) }
                Text("\\(Status(rawValue: "DOWN") ?? .unknown) \\(Status(rawValue: "x") == nil)")
            }
            """, width: 20)
        #expect(text == "▲ up\n▼ DOWN\n? unknown\ndown true")
    }

    @Test("a switch that misses an enum case, or has no default over strings, is an error at 'switch'")
    func exhaustiveness() {
        let source = """
            enum Status { case up, down }
            struct Row: View {
                var status: Status
                var word: String
                var mark: String {
                    switch status {
                    case .up: return "+"
                    }
                }
                var body: some View {
                    switch word {
                    case "a": Text("A")
                    }
                }
            }
            Row(status: .up, word: "a")
            """
        #expect(ScriptTesting.found(source) == [
            .init(6, 9, .controlFlow(.nonExhaustive(missing: [".down"]))),
            .init(11, 9, .controlFlow(.nonExhaustive(missing: []))),
        ])
    }

    @Test("type errors in statements are found when checking, where they are written")
    func typeErrors() {
        let source = """
            struct Row: View {
                var values: [Double]
                var count: Int {
                    var total = 0
                    for value in values { total += value }
                    return "\\(total)"
                }
                func name() -> String {
                    let n = 3
                    n = 4
                    if values.count > 1 { return "many" }
                }
                var body: some View { Text("\\(count)") }
            }
            Row(values: [1])
            """
        #expect(ScriptTesting.found(source) == [
            .init(5, 37, .mismatch(.operands(symbol: "+=", .int, .double))),
            .init(6, 16, .typeMismatch(found: "String", expected: "Int")),
            .init(10, 9, .usage(.assignmentToConstant(name: "n"))),
            .init(11, 9, .controlFlow(.missingReturn(.string))),
        ])
    }

    @Test("integer overflow in += is an error, as in Swift")
    func overflow() {
        let source = """
            struct Row: View {
                var total: Int {
                    var sum = Int.max - 1
                    for _ in 0..<3 { sum += 1 }
                    return sum
                }
                var body: some View { Text("\\(total)") }
            }
            Row()
            """
        #expect(ScriptTesting.diagnostics(source) == ["4:30: arithmetic overflow: 9223372036854775807 + 1 does not fit in Int"])
    }

    @Test("unsupported statements are one diagnostic each that says what to write instead")
    func unsupported() {
        let source = """
            struct Row: View {
                var count: Int {
                    var n = 0
                    while n < 10 { n += 1 }
                    let next = { $0 + 1 }
                    return next(n).value
                }
                var body: some View {
                    for i in 0..<3 { Text("\\(i)") }
                    Text("\\(count + 1)")
                }
            }
            Row()
            """
        #expect(ScriptTesting.found(source) == [
            .init(4, 9, .unsupported(.whileLoop)),
            .init(5, 20, .usage(.closureOutOfPlace)),
            .init(9, 9, .unsupported(.forInViewBuilder)),
        ])
    }

    @Test("a value that failed to check causes no further errors")
    func noCascade() {
        let source = """
            struct Row: View {
                var items: [String]
                var total: Int {
                    var sum = 0
                    for item in itemz { sum += item.count }
                    return sum
                }
                var body: some View {
                    let doubled = items.map { $0.lenght * 2 }
                    let best = doubled.sorted().first ?? 0
                    Text("\\(best + total) \\(doubled.count)")
                }
            }
            Row(items: ["a"])
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "5:21: cannot find 'itemz' in scope; did you mean 'items'?",
            "9:38: value of type 'String' has no member 'lenght'",
        ])
    }
}
