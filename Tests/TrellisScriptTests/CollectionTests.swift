import Testing
@testable import TrellisScript

/// Closures with parameters and the collection API on arrays, ranges and dictionaries.
@MainActor @Suite("Collections and closures") struct CollectionTests {
    static let items = """
        [{"name": "pen", "price": 1.5, "qty": 4, "kind": "office"},
         {"name": "ink", "price": 12, "qty": 1, "kind": "office"},
         {"name": "tea", "price": 3.25, "qty": 2, "kind": "food"}]
        """

    @Test("map, compactMap, filter, sorted, reduce, first(where:), min, max, contains(where:)")
    func basics() throws {
        let text = try ScriptTesting.render("""
            let items = load("items.json")
            let numbers = [5, 3, 8, 1]
            VStack(alignment: .leading) {
                Text(items.map { $0.name }.joined(separator: ", "))
                Text(items.filter { item in item.qty > 1 }.map(\\.name).count.description)
                Text(numbers.sorted().map { String($0) }.joined(separator: " "))
                Text(numbers.sorted(by: >).map { "\\($0)" }.joined())
                Text(items.sorted { $0.price < $1.price }.map { $0.name }.joined(separator: " "))
                Text("\\(numbers.reduce(0, +)) \\(numbers.reduce(1, *)) \\(numbers.reduce(0, max)) \\(items.reduce(0) { $0 + $1.price * Double($1.qty) })")
                Text("\\(items.first(where: { $0.kind == "food" })?.name ?? "-") \\(numbers.min() ?? 0) \\(numbers.max() ?? 0)")
                Text("\\(items.max(by: { $0.price < $1.price })?.name ?? "-") \\(items.contains(where: { $0.qty == 0 })) \\(numbers.contains(8))")
                Text(["1", "x", "3"].compactMap { Int($0) }.map { $0 * 10 }.description)
                Text("\\(numbers.first ?? 0) \\(numbers.last ?? 0) \\(numbers.isEmpty) \\(numbers.indices) \\("tea".count)")
                Text("\\(numbers.prefix(2)) \\(numbers.suffix(1)) \\(Array(1...3)) \\((0..<5).map { $0 * $0 })")
            }
            """, width: 60, files: ["items.json": Self.items])
        #expect(text == """
            pen, ink, tea
            2
            1 3 5 8
            8531
            pen tea ink
            17 120 8 24.5
            tea 1 8
            ink false true
            [10, 30]
            5 1 false 0..<4 3
            [5, 3] [1] [1, 2, 3] [0, 1, 4, 9, 16]
            """)
    }

    @Test("enumerated() gives (offset, element) tuples, destructured by closures and for loops")
    func enumerated() throws {
        let text = try ScriptTesting.render("""
            struct List2: View {
                var names: [String]
                var numbered: String {
                    var lines: [String] = []
                    for (index, name) in names.enumerated() { lines.append("\\(index + 1).\\(name)") }
                    return lines.joined(separator: " ")
                }
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(numbered)
                        Text(names.enumerated().map { index, name in "\\(index)=\\(name)" }.joined(separator: ","))
                        Text(names.enumerated().map { "\\($0.offset):\\($0.element)" }.joined(separator: ","))
                        ForEach(Array(names.enumerated()), id: \\.offset) { pair in Text("- \\(pair.element)") }
                    }
                }
            }
            List2(names: ["a", "b"])
            """)
        #expect(text == "1.a 2.b\n0=a,1=b\n0:a,1:b\n- a\n- b")
    }

    @Test("multi-statement closures with return; Dictionary(grouping:by:) with keys and subscripts")
    func grouping() throws {
        let text = try ScriptTesting.render("""
            let items = load("items.json")
            let groups = Dictionary(grouping: items, by: { $0.kind })
            VStack(alignment: .leading) {
                ForEach(groups.keys.sorted(), id: \\.self) { kind in
                    Text("\\(kind): " + (groups[kind] ?? []).map { item in
                        let total = item.price * Double(item.qty)
                        if total > 10 { return "\\(item.name)!" }
                        return item.name
                    }.joined(separator: " "))
                }
                Text("\\(groups.count)")
            }
            """, files: ["items.json": Self.items])
        #expect(text == "food: tea\noffice: pen ink!\n2")
    }

    @Test("results are typed: a closure's result type is the element type of map")
    func typing() {
        let source = """
            let names = ["a", "bb"]
            VStack {
                Text(names.map { $0.count }.joined(separator: ","))
                Text(names.filter { $0.count }.description)
                Text("\\(names.reduce(0) { $0 + $1 })")
                Text(names.sorted { $0 < 1 }.description)
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "3:33: joined(separator:) joins strings, not 'Int'; map them to strings first",
            "4:25: cannot convert value of type 'Int' to expected argument type 'Bool'",
            "5:34: operator '+' cannot be applied to 'Int' and 'String'",
            "6:28: cannot compare 'String' with 'Int'",
        ])
    }

    @Test("a huge map runs out of the work budget with one error")
    func budget() {
        var limits = ScriptLimits.standard
        limits.views = 10_000
        let source = """
            let numbers = Array(0..<5000)
            struct Sum: View {
                var total: Int {
                    var sum = 0
                    for n in numbers { sum += numbers.map { $0 + n }.count }
                    return sum
                }
                var body: some View { Text("\\(total)") }
            }
            Sum()
            """
        let found = WorkBudgetTests.diagnostics(source, limits: limits)
        #expect(found == ["5:43: the document does more than 10000 steps of work (views made, calls and elements processed), the limit"])
    }

    @Test("unsupported collection calls are one diagnostic that says what to write")
    func unsupported() {
        let source = """
            let numbers = [1, 2]
            VStack {
                Text(numbers.map(by: { $0 }).description)
                Text(numbers.reduce(into: 0) { $0 += $1 }.description)
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "3:18: write map { element in … }",
            "4:18: write reduce(initial) { result, element in … } or reduce(0, +)",
        ])
    }
}
