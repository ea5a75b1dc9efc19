import Testing
@testable import TrellisScript

/// Arguments refused where they are written, with a message about what they are: specifier
/// widths of any length and color components.
@MainActor @Suite("Checked arguments") struct CheckedArgumentTests {
    @Test("a specifier width or precision of 20 digits or more is refused, not a trap", arguments: [
        "%99999999999999999999d", "%.99999999999999999999f", "%099999999999999999999999999999.2f", "%18446744073709551617@",
        "%101d", "%.101f",
    ])
    func hugeSpecifierWidths(_ specifier: String) {
        #expect(ScriptTesting.messages("Text(\"\\(42, specifier: \"\(specifier)\")\")")
            == ["a specifier's width and precision are at most 100"])
    }

    @Test("widths and precisions up to 100 format")
    func specifierWidths() throws {
        #expect(try ScriptTesting.render("Text(\"[\\(42, specifier: \"%5d\")] [\\(1.5, specifier: \"%.3f\")]\")") == "[   42] [1.500]")
    }

    @Test("an out-of-range color component is refused with the component's range", arguments: [
        ("Color(red: 2, green: 0, blue: 0)", "'Color' argument 'red' 2.0 is out of range; a color component is within 0.0...1.0"),
        ("Color(red: 0, green: 0, blue: -1e9)", "'Color' argument 'blue' -1000000000.0 is out of range; a color component is within 0.0...1.0"),
        ("Color(white: 0.5, opacity: 3)", "'Color' argument 'opacity' 3.0 is out of range; a color component is within 0.0...1.0"),
        ("Color.palette(300)", "'palette' argument 300 is out of range; a palette index is within 0...255"),
        ("Color.red.opacity(1.5)", "'opacity' argument 1.5 is out of range; a color component is within 0.0...1.0"),
    ])
    func colorComponents(_ color: String, _ message: String) {
        #expect(ScriptTesting.messages("Text(\"x\").foregroundStyle(\(color))") == [message])
    }

    @Test("a color component computed out of range is refused when it runs")
    func computedColorComponent() {
        #expect(ScriptTesting.messages("let r = [2.5].count\nText(\"x\").foregroundStyle(Color(red: Double(r) * 2, green: 0, blue: 0))")
            == ["'Color' argument 'red' 2.0 is out of range; a color component is within 0.0...1.0"])
    }
}
