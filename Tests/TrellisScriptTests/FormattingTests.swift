import Foundation
import Testing
@testable import TrellisScript

/// Numbers formatted as SwiftUI code formats them, through Foundation, in the document's
/// locale (US English unless the host sets another): never by hand.
@MainActor @Suite("Formatting") struct FormattingTests {
    @Test("Text(value, format:) with number, percent and currency styles, precision and grouping", arguments: [
        ("Text(0.9998, format: .percent)", "99.98%"),
        ("Text(0.9998, format: .percent.precision(.fractionLength(1)))", "100.0%"),
        ("Text(9120.0, format: .currency(code: \"USD\"))", "$9,120.00"),
        ("Text(9120, format: .currency(code: \"EUR\"))", "€9,120.00"),
        ("Text(1234567, format: .number)", "1,234,567"),
        ("Text(1234567, format: .number.grouping(.never))", "1234567"),
        ("Text(50, format: .percent)", "50%"),
        ("Text(0.5, format: .percent)", "50%"),
        ("Text(3.14159, format: .number.precision(.fractionLength(0...2)))", "3.14"),
        ("Text(3.14159, format: .number.precision(.significantDigits(3)))", "3.14"),
    ])
    func textFormat(_ source: String, _ expected: String) throws {
        #expect(try ScriptTesting.render(source) == expected)
    }

    @Test("interpolation with format: and specifier:, .formatted(), conversions", arguments: [
        ("Text(\"\\(0.1 + 0.2, format: .number)\")", "0.3"),
        ("Text(\"\\(0.1 + 0.2)\")", "0.30000000000000004"),
        ("Text(\"\\(99.98, specifier: \"%.1f\")%\")", "100.0%"),
        ("Text(\"\\(42, specifier: \"%05d\") \\(7, specifier: \"%x\") \\(2.5, specifier: \"%e\")\")", "00042 7 2.500000e+00"),
        ("Text(\"[\\(\"ab\", specifier: \"%-4@\")]\")", "[ab  ]"),
        ("Text(\"up \\(0.5.formatted(.percent)) of \\(1234.formatted())\")", "up 50% of 1,234"),
        ("Text(\"\\(Int(9.99)) \\(Double(3)) \\(String(12)) \\(Int(\"12\") ?? 0) \\(Int(\"x\") ?? -1) \\(2.5.rounded())\")", "9 3.0 12 12 -1 3.0"),
    ])
    func interpolation(_ source: String, _ expected: String) throws {
        #expect(try ScriptTesting.render(source, width: 60) == expected)
    }

    @Test("the document's locale decides separators and symbols")
    func locale() throws {
        let folder = try ScriptTesting.folder([:])
        let document = try ScriptDocument(
            source: "Text(\"\\(1234.5, format: .number) \\(9.5, format: .currency(code: \"EUR\"))\")",
            path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader())
        #expect(try document.render(width: 40).plain == "1,234.5 €9.50\n")
        document.locale = Locale(identifier: "de_DE")
        #expect(try document.render(width: 40).plain == "1.234,5 9,50\u{A0}€\n")  // Foundation puts a no-break space before the euro
    }

    @Test("a specifier, precision or conversion that cannot work is an error where it is written", arguments: [
        ("Text(\"\\(1.5, specifier: \"%s%n\")\")", "1:25: '%s%n' is not a specifier SwiftUI formats a number with, like \"%d\", \"%.2f\" or \"%@\""),
        ("Text(\"\\(1.5, specifier: \"%d\")\")", "1:9: cannot convert value of type 'Double' to expected argument type 'Int'"),
        ("Text(\"\\(1, specifier: \"%.200f\")\")", "1:23: a specifier's width and precision are at most 100"),
        ("Text(\"\\(1, specifier: \"%d %d\")\")", "1:23: a specifier formats one value; '%d %d' has more than one conversion"),
        ("Text(1.0, format: .number.precision(.fractionLength(-1)))", "1:38: a precision is from 0 to 100 digits, not -1"),
        ("Text(\"\\(Int(1e300))\")", "1:9: 1e+300 cannot be converted to Int: it is not finite or out of its range"),
        ("Text(\"\\(1, style: .number)\")", "1:12: extra argument 'style' in call to 'string interpolation'"),
    ])
    func errors(_ source: String, _ expected: String) {
        #expect(ScriptTesting.diagnostics(source) == [expected])
    }
}
