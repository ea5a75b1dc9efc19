import Testing
@testable import TrellisScript

/// Diagnostics are worded in one place, a `message` per group of cases: tests elsewhere match
/// the case found, and these check the wording each case renders, as swiftc would put it.
@MainActor @Suite("Diagnostic wording") struct DiagnosticWordingTests {
    static func message(_ problem: ScriptDiagnostic.Representation) -> String {
        ScriptDiagnostic(problem, at: SourceLocation(file: "doc.swift", line: 1, column: 1)).message
    }

    @Test("an unsupported construct says so, then what to write instead when there is something")
    func unsupported() {
        #expect(Self.message(.unsupported(.statement(.topLevel))) == "this statement is not supported in view documents")
        #expect(Self.message(.unsupported(.whileLoop))
            == "a 'while' loop (its work has no bound) is not supported in view documents; iterate a collection or a range with 'for … in'")
        #expect(Self.message(.unsupported(.forInViewBuilder))
            == "a 'for' loop inside a view builder is not supported in view documents; write ForEach(items, id: \\.self) { item in … }")
        #expect(Self.message(.unsupported(.operatorSymbol("~"))) == "operator '~' is not supported in view documents")
        #expect(Self.message(.unsupported(.pattern(.loopVariable)))
            == "this pattern is not supported in view documents; write a name, '_' or a tuple of names")
    }

    @Test("mismatches, counts and usages name the types, counts and forms involved")
    func fields() {
        #expect(Self.message(.mismatch(.operands(symbol: "+=", .int, .double))) == "operator '+=' cannot be applied to 'Int' and 'Double'")
        #expect(Self.message(.mismatch(.compared(.string, .int))) == "cannot compare 'String' with 'Int'")
        #expect(Self.message(.argumentCount(.closureParameters(expected: 1, names: 2))) == "the closure takes 1 parameter, not 2")
        #expect(Self.message(.argumentCount(.closureParameters(expected: 2, names: 1))) == "the closure takes 2 parameters, not 1")
        #expect(Self.message(.usage(.assignmentToConstant(name: "n")))
            == "cannot assign to 'n': it is a 'let' constant or a property; declare it with 'var' in the function, or as '@State var' in the view")
        #expect(Self.message(.usage(.closureOutOfPlace))
            == "a closure is not expected here; closures are arguments of calls that take one (map, filter, sorted(by:), ForEach, …)")
        #expect(Self.message(.usage(.rawValueInitializer(enumName: "Size", hasRawValues: false)))
            == "'Size' has no raw values; write '.caseName'")
        #expect(Self.message(.declaration(.topLevelFunction))
            == "top-level functions are not supported in view documents; write it as a method or computed property of a struct, or as an 'extension View' modifier")
        #expect(Self.message(.document(.unusedDataOverride(name: "rows", suggestion: "row")))
            == "--data rows=…: the document has no top-level 'let rows' to replace; did you mean 'row'?")
    }

    @Test("a switch that is not exhaustive names the cases to add, or a default")
    func exhaustiveness() {
        #expect(Self.message(.controlFlow(.missingReturn(.string))) == "missing return in a function expected to return 'String'")
        #expect(Self.message(.controlFlow(.nonExhaustive(missing: [".down"])))
            == "switch must be exhaustive; add 'case .down:' or a 'default:' case")
        #expect(Self.message(.controlFlow(.nonExhaustive(missing: [".a", ".b"])))
            == "switch must be exhaustive; add 'case .a:', 'case .b:' or a 'default:' case")
        #expect(Self.message(.controlFlow(.nonExhaustive(missing: []))) == "switch must be exhaustive; add a 'default:' case")
        #expect(Self.message(.controlFlow(.guardFallsThrough(inLoop: true)))
            == "'guard' body must not fall through; end it with 'return', 'break' or 'continue'")
    }

    @Test("refused data is placed at a character until its file locates it")
    func misfit() {
        #expect(Self.message(.misfit(reason: "expected Int", place: .unplaced)) == "expected Int")
        #expect(Self.message(.misfit(reason: "expected Int", place: .character(4, origin: nil, steps: []))) == "expected Int (at character 4)")
        #expect(Self.message(.misfit(reason: "expected Int", place: .located("rows.json:2:7"))) == "expected Int (rows.json:2:7)")
    }

    @Test("each group of cases is a kind of its own")
    func kinds() {
        let location = SourceLocation(file: "doc.swift", line: 1, column: 1)
        #expect(ScriptDiagnostic(.mismatch(.sliced(.int)), at: location).kind == .typeMismatch)
        #expect(ScriptDiagnostic(.argumentCount(.subscriptIndices), at: location).kind == .argumentCount)
        #expect(ScriptDiagnostic(.usage(.load), at: location).kind == .usage)
        #expect(ScriptDiagnostic(.declaration(.topLevelFunction), at: location).kind == .declaration)
        #expect(ScriptDiagnostic(.controlFlow(.breakOutside), at: location).kind == .controlFlow)
        #expect(ScriptDiagnostic(.document(.noView), at: location).kind == .documentShape)
        #expect(ScriptDiagnostic(.unsupported(.expression), at: location).kind == .unsupported)
    }
}
