import Foundation
import PropertyBased
import Testing
import Trellis
@testable import TrellisScript

/// What bounds a document's work whatever it writes: the view budget across nesting, and the
/// range of the numbers it gives layout.
@MainActor @Suite("Work budget and layout numbers") struct WorkBudgetTests {
    /// The diagnostics of rendering `source` under `limits`, as `line:column: message`.
    static func diagnostics(_ source: String, limits: ScriptLimits = .standard) -> [String] {
        do {
            let folder = try ScriptTesting.folder([:])
            let document = try ScriptDocument(
                source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(), limits: limits)
            _ = try document.render(width: 40)
            return []
        } catch let error as ScriptError {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    static var small: ScriptLimits {
        var limits = ScriptLimits.standard
        limits.views = 20_000
        return limits
    }

    @Test("a ForEach inside a ForEach, each within its limit, ends with one error at the construct that crossed the budget")
    func nestedForEach() {
        let source = """
            LazyVStack {
                ForEach(0..<100000, id: \\.self) { _ in
                    HStack { ForEach(0..<100000, id: \\.self) { Text("\\($0)") } }
                }
            }
            """
        let started = Date()
        var limits = ScriptLimits.standard
        limits.views = 150_000  // the outer ForEach's 100,000 and the first inner one's go over
        #expect(Self.diagnostics(source, limits: limits) == ["3:18: the document does more than 150000 steps of work (views made, calls and elements processed), the limit"])
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test("struct bodies and modifiers count too, whatever the nesting")
    func structBodies() {
        let source = """
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)").padding().bold() }
            }
            VStack { ForEach(0..<5000, id: \\.self) { Row(n: $0) } }
            """
        #expect(Self.diagnostics(source, limits: Self.small).count == 1)
        var enough = Self.small
        enough.views = 40_000  // 5,000 elements, each a closure call, a body and three built-ins
        #expect(Self.diagnostics(source, limits: enough) == [])
    }

    @Test("each run of the document counts anew")
    func countsPerRun() throws {
        var limits = ScriptLimits.standard
        limits.views = 400  // 100 elements, each a closure call and a Text
        let folder = try ScriptTesting.folder([:])
        let document = try ScriptDocument(
            source: "VStack { ForEach(0..<100, id: \\.self) { Text(\"\\($0)\") } }", path: folder.appendingPathComponent("doc.swift").path,
            loader: TestLoader(), limits: limits)
        for _ in 0..<3 { _ = try document.render(width: 20) }
    }

    /// The numbers that probe every edge of the layout-number rule.
    static let numbers = [
        "0", "-0.0", "1", "-1", "1048576", "1048577", "-1048577", "1e6", "1e19", "-1e19", "1e300", "-1e300", "9223372036854775807",
        "-9223372036854775807", ".infinity", "(0.0 / 0.0)", "(1e308 * 10)", "2.5",
    ]
    /// Calls with one numeric parameter, `#` standing for the number.
    static let calls = [
        "Text(\"x\").padding(#)", "Text(\"x\").padding(.horizontal, #)", "Text(\"x\").frame(width: #, height: #)",
        "Text(\"x\").frame(minWidth: #, maxWidth: #)", "Text(\"x\").frame(maxWidth: #, maxHeight: #)", "Text(\"x\").offset(x: #, y: #)",
        "HStack(spacing: #) { Text(\"a\"); Text(\"b\") }", "VStack(spacing: #) { Text(\"a\") }", "LazyVStack(spacing: #) { Text(\"a\") }",
        "Grid(horizontalSpacing: #, verticalSpacing: #) { GridRow { Text(\"a\") } }",
        "LazyVGrid(columns: [GridItem(.fixed(#)), GridItem(.flexible(minimum: #, maximum: #)), GridItem(.adaptive(minimum: #))]) { Text(\"a\") }",
        "Text(\"x\").border(.red, width: #)", "Spacer(minLength: #)", "Text(\"x\").layoutPriority(#)",
        "Text(\"x\").contentMargins(#)", "ScrollView { Text(\"x\").frame(height: #) }",
    ]

    @Test("every number in every numeric parameter: rendered, or one error at the call, never a crash")
    func extremes() async {
        await propertyCheck(count: 200, input: Gen.element(of: Self.calls), Gen.element(of: Self.numbers)) { call, number in
            let source = call!.replacingOccurrences(of: "#", with: number!)
            let found = Self.diagnostics(source)
            let value = Double(number!.trimmingCharacters(in: CharacterSet(charactersIn: "()")))
            let fills = [".infinity", "(1e308 * 10)"].contains(number!) && call!.contains("frame(maxWidth: #, maxHeight: #)")
            if fills || value.map({ $0.magnitude <= 1_048_576 }) == true {
                // Within range, only the output's own limit may refuse it (padding(1048576) is 2^21
                // lines), and a size its sign.
                let negative = (value ?? 0) < 0
                #expect(found.allSatisfy { $0.contains("the output would be") || negative && $0.contains("is negative") }, "\(source): \(found)")
            } else {
                #expect(!found.isEmpty && found.allSatisfy { $0.contains("argument") || $0.contains("overflow") }, "\(source): \(found)")
            }
        }
    }
}

/// One cause, one error: what a reported error leaves behind is not reported again.
@MainActor @Suite("No cascades") struct NoCascadeTests {
    @Test("a top-level function is one error, and its calls add none")
    func topLevelFunction() {
        #expect(ScriptTesting.found("func bar() -> String { \"x\" }\nText(bar())") == [.init(1, 1, .declaration(.topLevelFunction))])
    }

    @Test("a closure with too many parameter names is one error, and the extra names add none")
    func closureParameters() {
        #expect(ScriptTesting.found("let t = [1, 2]\nVStack { ForEach(t, id: \\.self) { a, b in Text(\"\\(a) \\(b)\") } }")
            == [.init(2, 35, .argumentCount(.closureParameters(expected: 1, names: 2)))])
    }
}
